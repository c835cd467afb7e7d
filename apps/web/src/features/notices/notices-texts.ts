import type { Notice } from '@kinderwait/contract/notifications';
import { formatStartDate } from '@kinderwait/contract/rules/display-format';

/** Cents as money in the payment's currency: 903, "CAD" → "$9.03". */
function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-CA', { style: 'currency', currency }).format(cents / 100);
}

/** A notice in words, from its kind and data (the server stores no text). */
export function noticeWords(notice: Notice, day: (iso: string) => string): string {
  switch (notice.kind) {
    case 'availability_opened':
      return `${notice.data.providerName} opened a spot in ${notice.data.ageGroupName}, ${notice.data.childFirstName}'s age group.`;
    case 'availability_alert':
      return `A provider near you, ${notice.data.providerName}, opened a spot in ${notice.data.ageGroupName} that fits ${notice.data.childFirstName}.`;
    case 'offer_made':
      return `${notice.data.providerName} offered ${notice.data.childFirstName} a spot in ${notice.data.ageGroupName} from ${formatStartDate(notice.data.startDate)}. Answer by ${day(notice.data.deadlineAt)}.`;
    case 'offer_withdrawn':
      return `${notice.data.providerName} withdrew its offer to ${notice.data.childFirstName}.`;
    case 'offer_expired':
      return `The offer from ${notice.data.providerName} to ${notice.data.childFirstName} expired.`;
    case 'offer_answered':
      return notice.data.answer === 'accept'
        ? `${notice.data.childFirstName}'s family accepted your offer.`
        : `${notice.data.childFirstName}'s family declined your offer.`;
    case 'reconfirmation_due':
      return `Still looking for care for ${notice.data.childFirstName}? Confirm by ${day(notice.data.confirmBy)} to keep the place in line.`;
    case 'ticket_inactive':
      return `${notice.data.childFirstName}'s requests are inactive: they were not confirmed. Confirm to put them back at their original place.`;
    case 'payment_refunded':
      return `We refunded your payment of ${money(notice.data.amount, notice.data.currency)} for ${notice.data.productName}: you already have ${notice.data.productName}, so this payment started nothing new.`;
    case 'refund_failed':
      return `A payment of ${money(notice.data.amount, notice.data.currency)} for ${notice.data.productName} (checkout ${notice.data.checkoutSessionId}) could not be refunded after ${String(notice.data.attempts)} attempts. Refund it in Stripe.`;
  }
}

export const noticesTexts = {
  heading: 'Since your last visit',
  loading: 'Loading what is new',
  loadFailed: 'We could not load what is new.',
  retry: 'Try again',
  nothingNew: 'Nothing new since your last visit.',
  when: (day: string) => `On ${day}`,
} as const;
