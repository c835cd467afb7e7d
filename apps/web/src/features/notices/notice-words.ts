import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { erasedChildName } from '@kinderwait/contract/notice-markers';
import type { Notice } from '@kinderwait/contract/notifications';
import { broadcastPagePaths } from '@kinderwait/contract/web-paths';
import { ageGroupName } from '../../lib/catalogue-names';
import { calendarDateWords } from '../../lib/i18n/dates';
import type { FeatureMessages } from '../../lib/i18n/use-messages';
import type { NoticesKey } from './notices-messages';

type NoticesMessages = FeatureMessages<NoticesKey>;

/** Cents as money in the payment's currency: 903, "CAD" → "$9.03", "9,03 $". */
function money({ intl }: NoticesMessages, cents: number, currency: string): string {
  return intl.formatNumber(cents / 100, { style: 'currency', currency });
}

function kilometres({ intl }: NoticesMessages, distanceKm: number): string {
  return intl.formatNumber(distanceKm, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: 1,
  });
}

/** A notice in words, from its kind and data (the server stores no text). */
export function noticeWords(
  notice: Notice,
  messages: NoticesMessages,
  day: (iso: string) => string,
): string {
  const { t } = messages;
  const date = (text: string) => calendarDateWords(messages.intl, messages.language, text);
  // The server keeps a marker in place of an erased family's child's name; it is worded here.
  const child = (name: string) => (name === erasedChildName ? t('erasedChild') : name);
  // An age group in the reader's language; a notice stored without its id keeps its stored name.
  const group = (id: number | undefined, name: string) =>
    id === undefined ? name : ageGroupName(messages.language, { id, name });
  switch (notice.kind) {
    case 'availability_opened':
    case 'availability_alert': {
      const values = {
        provider: notice.data.providerName,
        ageGroup: group(notice.data.ageGroupId, notice.data.ageGroupName),
        child: child(notice.data.childFirstName),
      };
      return notice.kind === 'availability_opened'
        ? t('availabilityOpened', values)
        : t('availabilityAlert', values);
    }
    case 'offer_made':
      return t('offerMade', {
        provider: notice.data.providerName,
        child: child(notice.data.childFirstName),
        ageGroup: group(notice.data.ageGroupId, notice.data.ageGroupName),
        startDate: date(notice.data.startDate),
        deadline: day(notice.data.deadlineAt),
      });
    case 'offer_withdrawn':
      return t('offerWithdrawn', {
        provider: notice.data.providerName,
        child: child(notice.data.childFirstName),
      });
    case 'offer_expired':
      return t('offerExpired', {
        provider: notice.data.providerName,
        child: child(notice.data.childFirstName),
      });
    case 'offer_answered':
      return notice.data.answer === 'accept'
        ? t('offerAccepted', { child: child(notice.data.childFirstName) })
        : t('offerDeclined', { child: child(notice.data.childFirstName) });
    case 'reconfirmation_due':
      return t('reconfirmationDue', {
        child: child(notice.data.childFirstName),
        confirmBy: day(notice.data.confirmBy),
      });
    case 'ticket_inactive':
      return t('ticketInactive', { child: child(notice.data.childFirstName) });
    case 'payment_refunded': {
      const values = {
        product: notice.data.productName,
        amount: money(messages, notice.data.amount, notice.data.currency),
      };
      return notice.data.reason === 'duplicate_subscription'
        ? t('refundedDuplicate', values)
        : t('refundedAlreadySubscribed', values);
    }
    case 'refund_failed':
      return t('refundFailed', {
        amount: money(messages, notice.data.amount, notice.data.currency),
        product: notice.data.productName,
        checkout: notice.data.checkoutSessionId,
        attempts: notice.data.attempts,
      });
    case 'broadcast_received':
      return t('broadcastReceived', {
        distance: kilometres(messages, notice.data.distanceKm),
        ageGroup: group(notice.data.ageGroupId, notice.data.ageGroupName),
        startDate: date(notice.data.requestedStartDate),
      });
    case 'broadcast_answered': {
      const values = {
        provider: notice.data.providerName,
        child: child(notice.data.childFirstName),
      };
      return notice.data.answer === 'interested'
        ? t('broadcastInterested', values)
        : t('broadcastNotNow', values);
    }
    case 'voice_message_taken':
      return t('voiceMessageTaken', {
        name: notice.data.name,
        callback: notice.data.callbackNumber,
        childAge: notice.data.childAge,
        question: notice.data.question,
      });
    case 'phone_number_ready':
      return t('phoneNumberReady', { number: notice.data.number });
    case 'phone_number_failed':
      return t('phoneNumberFailed', { areaCode: notice.data.areaCode });
    case 'phone_number_releasing':
      return t('phoneNumberReleasing', {
        number: notice.data.number,
        releaseAt: day(notice.data.releaseAt),
      });
  }
}

/** Where a notice leads, when there is a screen to act on it (its link's words, its path). */
export function noticeLink(
  notice: Notice,
  { t }: NoticesMessages,
): { label: string; path: string } | null {
  switch (notice.kind) {
    case 'broadcast_received':
      return { label: t('answerBroadcast'), path: broadcastPagePaths.incoming };
    case 'broadcast_answered':
      return {
        label: t('seeInterested'),
        path: buildUrl(broadcastPagePaths.interest, { orderId: notice.data.orderId }),
      };
    case 'availability_opened':
    case 'availability_alert':
      return notice.data.invitationId !== undefined
        ? { label: t('seeSpace'), path: broadcastPagePaths.invitations }
        : null;
    default:
      return null;
  }
}
