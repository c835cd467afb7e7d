import { billingMessages } from '@kinderwait/contract/billing';
import type { CheckoutRefusal } from '@kinderwait/contract/billing';
import { sandboxCheckoutMessages, sandboxTestCards } from '@kinderwait/contract/sandbox-checkout';
import type { ErrorWords } from '../../api/error-words';

/**
 * Words of the billing screens (docs/product/billing.md#screens). Amounts are formatted by
 * `formatCad` only.
 */
export const billingTexts = {
  pricing: {
    title: 'Plans and add-ons',
    intro: 'Prices are in Canadian dollars. Ontario HST (13 %) is added and shown on its own line.',
    loading: 'Loading plans',
    loadFailed: 'We could not load the plans.',
    retry: 'Try again',
    none: 'There is nothing to buy for your current role. Joining waitlists is always free.',
    carouselLabel: 'Plans',
    slideLabel: (position: number, count: number) => `${String(position)} of ${String(count)}`,
    previous: 'Previous plan',
    next: 'Next plan',
    showTier: (name: string) => `Show ${name}`,
    perMonth: 'per month',
    oneOff: 'one payment',
    beforeTax: 'before tax',
    taxLine: (label: string, amount: string) => `${label}: ${amount}`,
    totalLine: (amount: string) => `Total: ${amount}`,
    includes: 'What it includes',
    checkout: (name: string) => `Buy ${name}`,
    /** On the tier the user already has (an active subscription of its name). */
    held: 'You have this',
    heldNote: (name: string) => `${name} is active on your account.`,
    manage: 'Manage it on your profile',
    redirecting: 'Taking you to checkout…',
    history: 'Your payment history',
  },
  complete: {
    title: 'Thank you for your payment',
    active: (name: string) => `${name} is now active on your account.`,
    confirming: (name: string) =>
      `We are confirming your payment for ${name}. This takes a moment.`,
    received: (name: string) =>
      `Your payment for ${name} was received. It shows on your profile as soon as it is confirmed.`,
    generic: 'Your payment was received.',
    refusedTitle: 'This payment was refunded',
    /** A payment the server refused when it confirmed it (its `refusal` code), with the plan's name. */
    refused: {
      already_subscribed: (name: string) =>
        `You already have ${name}, so this payment started nothing new and is refunded in full. Your ${name} goes on as before.`,
      duplicate_subscription: (name: string) =>
        `You had ${name} twice, so we ended the second one and refunded this payment in full. Your first ${name} goes on as before.`,
    } satisfies Record<CheckoutRefusal, (name: string) => string>,
    profile: 'See your subscriptions on your profile',
    history: 'See your payment history and receipt',
    voiceOnboarding: 'Set up your voice agent',
  },
  history: {
    title: 'Payment history',
    loading: 'Loading your payments',
    loadFailed: 'We could not load your payments.',
    retry: 'Try again',
    empty: 'You have not paid for anything yet.',
    plans: 'See plans and add-ons',
    date: 'Date',
    products: 'Products',
    beforeTax: 'Before tax',
    tax: 'Tax',
    total: 'Total',
    status: 'Status',
    receipt: 'Receipt',
    viewReceipt: (date: string) => `Receipt of ${date}`,
    loadMore: 'Load more',
    statuses: { paid: 'Paid', partially_refunded: 'Partly refunded', refunded: 'Refunded' },
    /** Why a payment was refunded as soon as it was made (its `refusal` code). */
    refusals: {
      already_subscribed: 'you already had this plan',
      duplicate_subscription: 'a second subscription to a plan you had, now ended',
    } satisfies Record<CheckoutRefusal, string>,
    renewal: 'monthly renewal',
  },
  receipt: {
    title: 'Receipt',
    number: 'Receipt number',
    date: 'Paid on',
    billedTo: 'Billed to',
    seller: 'Sold by',
    taxNumber: 'HST registration number',
    refunded: 'Refunded',
    print: 'Print',
    close: 'Close',
    loading: 'Loading the receipt',
    loadFailed: 'We could not load this receipt.',
  },
  limit: {
    title: 'You have reached a limit of your plan',
    ranOut: {
      assistantMessage: 'You have used all the assistant messages your plan includes today.',
      broadcast: 'You have used all the broadcasts your plan includes this month.',
      voiceMinute: 'You have used all the voice minutes your plan includes this month.',
      voiceTestMinute: 'You have used all the test call minutes your plan includes this month.',
    },
    unknown: 'You have used all of something your plan includes.',
    renews: (when: string) => `It renews on ${when} (Toronto time).`,
    more: 'To get more now, choose a plan or add-on that includes more.',
    plans: 'See plans and add-ons',
    home: 'Back to home',
  },
  subscriptions: {
    title: 'Your subscriptions',
    none: 'You have no subscriptions.',
    plans: 'See plans and add-ons',
    history: 'Payment history',
    renews: (date: string) => `Renews on ${date}`,
    ends: (date: string) => `Ends on ${date}; it will not renew`,
    oneOff: 'Paid once; it does not renew',
    cancel: (name: string) => `Cancel at period end: ${name}`,
    cancelShort: 'Cancel at period end',
    resume: (name: string) => `Keep subscription: ${name}`,
    resumeShort: 'Keep subscription',
    portal: 'Manage billing with Stripe',
    failed: 'That did not work. Please try again.',
  },
  errors: {
    return_url_not_allowed: billingMessages.returnUrlNotAllowed,
    product_not_for_role: 'This is not sold to your current role. Switch roles on your profile.',
    unknown_product: 'This product is no longer sold.',
    payment_mode_mismatch: 'This product cannot be bought this way.',
    already_subscribed: 'You already have this. It is listed on your profile.',
    payments_unavailable: billingMessages.paymentsUnavailable,
    payment_provider_unavailable: 'This payment service is not available here.',
    subscription_not_found: 'This subscription was not found.',
    subscription_not_cancellable: 'This purchase does not renew, so there is nothing to cancel.',
    customer_portal_unavailable: 'There is no billing account to manage yet.',
    checkout_session_not_found: 'This checkout was not found. It may belong to another account.',
    expired_card: sandboxCheckoutMessages.expiredCard,
    product_sold_from_its_page:
      'A broadcast is paid from its own page: start it from Broadcasts in the menu.',
  } satisfies ErrorWords,
  sandbox: {
    title: 'Checkout',
    badge: 'Test payments: no real card is charged',
    loading: 'Loading your order',
    loadFailed: 'We could not load this checkout.',
    summary: 'Order summary',
    product: 'Product',
    quantity: 'Quantity',
    amount: 'Amount',
    subtotal: 'Subtotal',
    total: 'Total',
    perMonth: 'Renews monthly until you cancel.',
    cardNumber: 'Card number',
    cardHint: 'Use a test card number.',
    testCards: 'Test card numbers',
    testCardList: [
      { number: sandboxTestCards.succeeds, outcome: 'pays' },
      { number: sandboxTestCards.declined, outcome: 'is declined' },
      { number: sandboxTestCards.requiresAuthentication, outcome: 'asks for a second step' },
    ],
    pay: (amount: string) => `Pay ${amount}`,
    cancel: 'Cancel',
    paying: 'Paying…',
    secondStepTitle: 'Confirm this payment',
    secondStepText: 'Your bank asks you to confirm this payment (a test of 3-D Secure).',
    confirm: 'Confirm payment',
    closed: (status: string) => sandboxCheckoutMessages.checkoutSessionClosed(status),
    /** Paying was refused and the checkout closed (its `refusal` code), with the plan's name. */
    refused: {
      already_subscribed: (name: string) =>
        `You already have ${name}, so this payment was not made. Nothing was charged.`,
      duplicate_subscription: (name: string) =>
        `You had ${name} twice, so we ended the second one and refunded its payment.`,
    } satisfies Record<CheckoutRefusal, (name: string) => string>,
    profile: 'See your subscriptions on your profile',
    returnHome: 'Back to plans',
    declined: sandboxCheckoutMessages.cardDeclined,
    insufficientFunds: sandboxCheckoutMessages.insufficientFunds,
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    postalCode: 'Postal code',
    detailsHint: 'With a test card: any future expiry, any 3 digits and any postal code.',
    /** Each card field's words when what was typed cannot be right. */
    fieldErrors: {
      cardNumber: 'Enter a card number.',
      expiry: 'Enter the month and year on the card, as MM/YY.',
      cvc: 'Enter the 3 or 4 digits on the back of the card.',
      postalCode: 'Enter the billing postal code.',
    },
  },
} as const;
