/**
 * The "still interested?" page's words in English (ICU messages,
 * docs/decisions/i18n.md#the-recipe). The other languages' files have exactly these keys.
 */
export default {
  pageTitle: 'Still interested?',
  pageDescription: 'Confirm that you still need childcare, in one tap.',
  loading: 'Loading your waitlist',
  title: 'Still looking for care for {child}?',
  due: 'Confirm by {date} to keep every place in line. Without an answer the requests become inactive (never deleted).',
  inactive:
    'The requests are inactive because they were not confirmed. Confirming puts them back at their original place in line.',
  confirmedAlready:
    'Already confirmed: nothing to do. We will ask again around {date}. Every {days} days we ask whether you still need care, so providers’ waitlists hold only families still looking.',
  confirm: 'Yes, still interested',
  confirmed: "Thank you: {child}'s requests are confirmed and keep their places.",
  toRequests: 'See your requests',
  /** notificationsMessages.confirmationLinkInvalid, word for word (the page's test compares). */
  noToken:
    'This link is not valid for this ticket. Open your requests page and confirm from there instead.',
  /** notificationsMessages.confirmationLinkInvalid. */
  errorConfirmationLinkInvalid:
    'This link is not valid for this ticket. Open your requests page and confirm from there instead.',
} as const;
