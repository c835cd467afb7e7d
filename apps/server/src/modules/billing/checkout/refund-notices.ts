import type { CheckoutRefusal, NoticeContent } from '@kinderwait/contract';
import { brand } from '@kinderwait/contract';
import { renderEmail } from '../../../integrations/mail/email-layout.ts';
import type { NotifyEmail } from '../../notices/notices.service.ts';

/** A refunded payment: its checkout, what it bought and its total in cents. */
export interface RefundedPayment {
  checkoutSessionId: string;
  productName: string;
  amount: number;
  currency: string;
}

type RefundNotice<K extends 'payment_refunded' | 'refund_failed'> = Extract<
  NoticeContent,
  { kind: K }
> & { userId: string; dedupeKey: string; email: NotifyEmail };

/** Where an operator refunds a payment by hand. */
const stripePaymentsUrl = 'https://dashboard.stripe.com/payments';

const money = (cents: number, currency: string): string =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency }).format(cents / 100);

function email(content: Parameters<typeof renderEmail>[0]): NotifyEmail {
  const { subject, text, html } = renderEmail(content);
  return { subject, text, html };
}

/**
 * The buyer's notice and email: the payment started nothing and is refunded in full, and why
 * (docs/product/billing.md#checkout). Once per checkout, whatever retries.
 */
export function paymentRefundedNotice(
  buyer: { id: string; firstName: string },
  payment: RefundedPayment,
  reason: CheckoutRefusal,
  paymentHistoryUrl: string,
): RefundNotice<'payment_refunded'> {
  const total = money(payment.amount, payment.currency);
  const notice = {
    userId: buyer.id,
    dedupeKey: `payment-refunded:${payment.checkoutSessionId}`,
    kind: 'payment_refunded' as const,
    data: { ...payment, reason },
  };
  if (reason === 'duplicate_subscription') {
    return { ...notice, email: duplicateEndedEmail(buyer, payment, total, paymentHistoryUrl) };
  }
  return {
    ...notice,
    email: email({
      subject: `We refunded your payment for ${payment.productName}`,
      greeting: `Hello ${buyer.firstName},`,
      intro: [
        `You already have ${payment.productName}, so your new payment of ${total} started nothing new. We refunded it in full; your ${payment.productName} goes on as before.`,
        'A second checkout for the same plan was open and both were paid. Nothing else changes on your account.',
      ],
      action: { label: 'See your payments', url: paymentHistoryUrl },
      outro: [
        'Your bank shows the refund within 5 to 10 business days.',
        `Questions? Write to ${brand.supportEmail}.`,
      ],
    }),
  };
}

/** The repair job ended a second subscription to a plan the user had, and refunded it. */
function duplicateEndedEmail(
  buyer: { firstName: string },
  payment: RefundedPayment,
  total: string,
  paymentHistoryUrl: string,
): NotifyEmail {
  const name = payment.productName;
  return email({
    subject: `You had ${name} twice: we ended one and refunded it`,
    greeting: `Hello ${buyer.firstName},`,
    intro: [
      `Your account had two ${name} subscriptions at the same time, and both were charged. That should never have happened, and we are sorry.`,
      `We ended the second one and refunded its last payment of ${total} in full. Your first ${name} goes on as before; you do not need to do anything.`,
    ],
    action: { label: 'See your payments', url: paymentHistoryUrl },
    outro: [
      'Your bank shows the refund within 5 to 10 business days.',
      `Questions? Write to ${brand.supportEmail}.`,
    ],
  });
}

/**
 * An operator alert to one SuperAdmin: such a refund still failed after its last attempt, so it
 * must be made by hand in the processor's dashboard.
 */
export function refundFailedNotice(
  superAdminId: string,
  payment: RefundedPayment,
  attempts: number,
): RefundNotice<'refund_failed'> {
  const total = money(payment.amount, payment.currency);
  return {
    userId: superAdminId,
    dedupeKey: `refund-failed:${payment.checkoutSessionId}:${superAdminId}`,
    kind: 'refund_failed',
    data: { ...payment, attempts },
    email: email({
      subject: `Refund failed: ${payment.productName} (${total})`,
      greeting: 'Hello,',
      intro: [
        `A payment of ${total} for ${payment.productName} was taken for a plan its buyer already held. ${brand.productName} tried ${String(attempts)} times to refund it at Stripe and end the subscription it started, and could not.`,
        `Refund it in the Stripe dashboard: checkout ${payment.checkoutSessionId}. The buyer still has one subscription; the payment shows as paid until Stripe's refund arrives.`,
      ],
      action: { label: 'Open Stripe payments', url: stripePaymentsUrl },
      outro: ['You receive this because you are a SuperAdmin.'],
    }),
  };
}
