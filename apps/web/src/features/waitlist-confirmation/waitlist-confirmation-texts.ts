import {
  notificationsErrorCodes,
  notificationsMessages,
  reconfirmation,
} from '@kinderwait/contract/notifications';
import type { ErrorWords } from '../../api/error-words';

/**
 * Words of the page the "still interested?" email links to (docs/product/offers.md#reconfirmation).
 * Dates are Toronto's.
 */
export const waitlistConfirmationTexts = {
  pageTitle: 'Still interested?',
  pageDescription: 'Confirm that you still need childcare, in one tap.',
  loading: 'Loading your waitlist',
  title: (child: string) => `Still looking for care for ${child}?`,
  due: (date: string) =>
    `Confirm by ${date} to keep every place in line. Without an answer the requests become inactive (never deleted).`,
  inactive:
    'The requests are inactive because they were not confirmed. Confirming puts them back at their original place in line.',
  confirmedAlready: (date: string) =>
    `Already confirmed: nothing to do. We will ask again around ${date}. Every ${String(reconfirmation.reminderAfterDays)} days we ask whether you still need care, so providers’ waitlists hold only families still looking.`,
  confirm: 'Yes, still interested',
  confirmed: (child: string) =>
    `Thank you: ${child}'s requests are confirmed and keep their places.`,
  toRequests: 'See your requests',
  noToken: notificationsMessages.confirmationLinkInvalid,
} as const;

export const waitlistConfirmationErrorWords: ErrorWords = {
  [notificationsErrorCodes.confirmationLinkInvalid]: notificationsMessages.confirmationLinkInvalid,
};
