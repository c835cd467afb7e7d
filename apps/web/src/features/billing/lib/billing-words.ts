import type { CheckoutRefusal, Payment } from '@kinderwait/contract/billing';
import { formatCad } from '@kinderwait/contract/rules/sales-tax';
import type { SandboxCheckoutStatus } from '@kinderwait/contract/sandbox-checkout';
import { sandboxCheckoutMessages, sandboxTestCards } from '@kinderwait/contract/sandbox-checkout';
import type { UsageKind } from '@kinderwait/contract/usage';
import { extractErrorMessage } from '../../../api/error-message';
import type { ErrorWords } from '../../../api/error-words';
import { instantWords } from '../../../lib/i18n/dates';
import type { BillingKey, BillingMessages } from '../billing-messages';
import { formatTorontoDateTime } from './toronto-time';

/** Cents in Canadian dollars: "$1,234.56" in English (`formatCad`), "1 234,56 $" in French. */
export function moneyWords({ intl, language }: BillingMessages, cents: number): string {
  if (language === 'en') return formatCad(cents);
  return intl.formatNumber(cents / 100, { style: 'currency', currency: 'CAD' });
}

/**
 * The sales tax's name at its rate (billing's answers send `taxRatePercent`): "HST 13%" in English,
 * as the server's `taxLabel` says it, "TVH (13 %)" in French.
 */
export function taxWords({ t, intl }: BillingMessages, ratePercent: number): string {
  const rate = intl.formatNumber(ratePercent / 100, { style: 'percent', maximumFractionDigits: 3 });
  return t('taxLabel', { rate });
}

/**
 * A payment's or renewal's instant in Toronto: English keeps the billing screens' own style
 * ("May 2, 2026, 12:00 a.m."), French reads "samedi 2 mai 2026 à 0 h 00".
 */
export function dateTimeWords({ intl, language }: BillingMessages, iso: string): string {
  if (language === 'en') return formatTorontoDateTime(iso);
  return instantWords(intl, language, iso);
}

/** The words for the error codes billing's calls can answer, in the user's language. */
export function billingErrorWords(t: BillingMessages['t']): ErrorWords {
  return {
    return_url_not_allowed: t('errorReturnUrlNotAllowed'),
    product_not_for_role: t('errorProductNotForRole'),
    unknown_product: t('errorUnknownProduct'),
    payment_mode_mismatch: t('errorPaymentModeMismatch'),
    already_subscribed: t('errorAlreadySubscribed'),
    payments_unavailable: t('errorPaymentsUnavailable'),
    payment_provider_unavailable: t('errorPaymentProviderUnavailable'),
    subscription_not_found: t('errorSubscriptionNotFound'),
    subscription_not_cancellable: t('errorSubscriptionNotCancellable'),
    customer_portal_unavailable: t('errorCustomerPortalUnavailable'),
    checkout_session_not_found: t('errorCheckoutSessionNotFound'),
    expired_card: t('errorExpiredCard'),
    product_sold_from_its_page: t('errorProductSoldFromItsPage'),
  };
}

/**
 * The words for a refused test card on the sandbox checkout, which the server answers with one
 * code (`card_declined`) for a declined card and for insufficient funds, telling them apart only by
 * its message (the contract's words), and for a card number that is not a test card.
 */
export function cardErrorWords(t: BillingMessages['t'], error: unknown): ErrorWords {
  const insufficient = extractErrorMessage(error) === sandboxCheckoutMessages.insufficientFunds;
  return {
    card_declined: insufficient ? t('errorInsufficientFunds') : t('errorCardDeclined'),
    unsupported_test_card: t('errorUnsupportedTestCard', { card: sandboxTestCards.succeeds }),
  };
}

/** A payment refused when it was confirmed, on the checkout-complete page, by its refusal. */
export const completeRefusedKeys: Record<CheckoutRefusal, BillingKey> = {
  already_subscribed: 'completeRefusedAlreadySubscribed',
  duplicate_subscription: 'completeRefusedDuplicateSubscription',
};

/** Paying refused on the sandbox checkout, by its refusal. */
export const sandboxRefusedKeys: Record<CheckoutRefusal, BillingKey> = {
  already_subscribed: 'sandboxRefusedAlreadySubscribed',
  duplicate_subscription: 'sandboxRefusedDuplicateSubscription',
};

/** Why a payment in the history was refunded at once, by its refusal. */
export const historyRefusalKeys: Record<CheckoutRefusal, BillingKey> = {
  already_subscribed: 'historyRefusalAlreadySubscribed',
  duplicate_subscription: 'historyRefusalDuplicateSubscription',
};

export const paymentStatusKeys: Record<Payment['status'], BillingKey> = {
  paid: 'historyStatusPaid',
  partially_refunded: 'historyStatusPartiallyRefunded',
  refunded: 'historyStatusRefunded',
};

/** What ran out, on the limit-reached page. */
export const ranOutKeys: Record<UsageKind, BillingKey> = {
  assistantMessage: 'limitRanOutAssistantMessage',
  broadcast: 'limitRanOutBroadcast',
  voiceMinute: 'limitRanOutVoiceMinute',
  voiceTestMinute: 'limitRanOutVoiceTestMinute',
};

/** A sandbox checkout's status in words, for the page of a closed checkout. */
export const sandboxStatusKeys: Record<SandboxCheckoutStatus, BillingKey> = {
  open: 'sandboxStatusOpen',
  requires_action: 'sandboxStatusRequiresAction',
  paid: 'sandboxStatusPaid',
  canceled: 'sandboxStatusCanceled',
  expired: 'sandboxStatusExpired',
};
