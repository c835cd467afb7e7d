import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import type { Notice } from '@kinderwait/contract/notifications';
import { formatStartDate } from '@kinderwait/contract/rules/display-format';
import { broadcastPagePaths } from '@kinderwait/contract/web-paths';

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
      if (notice.data.reason === 'duplicate_subscription') {
        return `You had ${notice.data.productName} twice: we ended the second subscription and refunded its last payment of ${money(notice.data.amount, notice.data.currency)}. Your first ${notice.data.productName} goes on as before.`;
      }
      return `We refunded your payment of ${money(notice.data.amount, notice.data.currency)} for ${notice.data.productName}: you already have ${notice.data.productName}, so this payment started nothing new.`;
    case 'refund_failed':
      return `A payment of ${money(notice.data.amount, notice.data.currency)} for ${notice.data.productName} (checkout ${notice.data.checkoutSessionId}) could not be refunded after ${String(notice.data.attempts)} attempts. Refund it in Stripe.`;
    case 'broadcast_received':
      return `A family ${kilometres(notice.data.distanceKm)} away broadcast a need for ${notice.data.ageGroupName} from ${formatStartDate(notice.data.requestedStartDate)}.`;
    case 'broadcast_answered':
      return notice.data.answer === 'interested'
        ? `${notice.data.providerName} is interested in ${notice.data.childFirstName}'s broadcast.`
        : `${notice.data.providerName} answered ${notice.data.childFirstName}'s broadcast: not now.`;
    case 'voice_message_taken':
      return `Your voice agent took a message from ${notice.data.name} (call back ${notice.data.callbackNumber}; child's age: ${notice.data.childAge}): ${notice.data.question}`;
    case 'phone_number_ready':
      return `Your voice agent answers calls at ${notice.data.number}.`;
    case 'phone_number_failed':
      return `We could not get a ${notice.data.areaCode} number for your voice agent. Search for a number again on the voice agent's page.`;
    case 'phone_number_releasing':
      return `Your Voice Assistant Phone Number subscription ended: your voice agent's number ${notice.data.number} stops working on ${day(notice.data.releaseAt)}. Subscribe again before then to keep it.`;
  }
}

function kilometres(distanceKm: number): string {
  return `${distanceKm.toLocaleString('en-CA', { maximumFractionDigits: 1 })} km`;
}

/** Where a notice leads, when there is a screen to act on it (its link's words, its path). */
export function noticeLink(notice: Notice): { label: string; path: string } | null {
  switch (notice.kind) {
    case 'broadcast_received':
      return { label: 'Answer the broadcast', path: broadcastPagePaths.incoming };
    case 'broadcast_answered':
      return {
        label: 'See who is interested',
        path: buildUrl(broadcastPagePaths.interest, { orderId: notice.data.orderId }),
      };
    case 'availability_opened':
    case 'availability_alert':
      return notice.data.invitationId !== undefined
        ? { label: 'See the space', path: broadcastPagePaths.invitations }
        : null;
    default:
      return null;
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
