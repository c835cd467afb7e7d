import type { CheckoutRefusal, NoticeContent } from '@kinderwait/contract';
import { brand } from '@kinderwait/contract';
import { moneyWords } from '../../../i18n/formats.ts';
import type { Language } from '../../../i18n/language.ts';
import type { Worded } from '../../../i18n/messages.ts';
import { wordsIn } from '../../../i18n/messages.ts';
import type { EmailContent } from '../../../integrations/mail/email-layout.ts';
import { renderEmail } from '../../../integrations/mail/email-layout.ts';
import type { NotifyEmail } from '../../notices/notices.service.ts';
import english from './refund-notices.en.ts';
import french from './refund-notices.fr.ts';

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
> & { userId: string; dedupeKey: string; email: Worded<NotifyEmail> };

const catalogue = { en: english, fr: french };
const supportEmail = brand.supportEmail;

/** Where an operator refunds a payment by hand. */
const stripePaymentsUrl = 'https://dashboard.stripe.com/payments';

function email(content: EmailContent, language: Language): NotifyEmail {
  const { subject, text, html } = renderEmail(content, language);
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
  const notice = {
    userId: buyer.id,
    dedupeKey: `payment-refunded:${payment.checkoutSessionId}`,
    kind: 'payment_refunded' as const,
    data: { ...payment, reason },
  };
  if (reason === 'duplicate_subscription') {
    return { ...notice, email: duplicateEndedEmail(buyer, payment, paymentHistoryUrl) };
  }
  return {
    ...notice,
    email: (language) => {
      const { t } = wordsIn(catalogue, language);
      const values = {
        plan: payment.productName,
        total: moneyWords(payment.amount, payment.currency, language),
      };
      return email(
        {
          subject: t('refundedSubject', values),
          greeting: t('greetingNamed', { name: buyer.firstName }),
          intro: [t('refundedWhy', values), t('refundedHow')],
          action: { label: t('seePayments'), url: paymentHistoryUrl },
          outro: [t('bankDelay'), t('questions', { supportEmail })],
        },
        language,
      );
    },
  };
}

/** The repair job ended a second subscription to a plan the user had, and refunded it. */
function duplicateEndedEmail(
  buyer: { firstName: string },
  payment: RefundedPayment,
  paymentHistoryUrl: string,
): Worded<NotifyEmail> {
  return (language) => {
    const { t } = wordsIn(catalogue, language);
    const values = {
      plan: payment.productName,
      total: moneyWords(payment.amount, payment.currency, language),
    };
    return email(
      {
        subject: t('duplicateSubject', values),
        greeting: t('greetingNamed', { name: buyer.firstName }),
        intro: [t('duplicateWhat', values), t('duplicateDone', values)],
        action: { label: t('seePayments'), url: paymentHistoryUrl },
        outro: [t('bankDelay'), t('questions', { supportEmail })],
      },
      language,
    );
  };
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
  return {
    userId: superAdminId,
    dedupeKey: `refund-failed:${payment.checkoutSessionId}:${superAdminId}`,
    kind: 'refund_failed',
    data: { ...payment, attempts },
    email: (language) => {
      const { t } = wordsIn(catalogue, language);
      const values = {
        plan: payment.productName,
        total: moneyWords(payment.amount, payment.currency, language),
        product: brand.productName,
        attempts: String(attempts),
        checkout: payment.checkoutSessionId,
      };
      return email(
        {
          subject: t('failedSubject', values),
          greeting: t('greeting'),
          intro: [t('failedWhat', values), t('failedHow', values)],
          action: { label: t('openStripe'), url: stripePaymentsUrl },
          outro: [t('superAdmin')],
        },
        language,
      );
    },
  };
}
