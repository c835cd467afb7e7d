/**
 * The words of the user's own data on the profile and of the deletion emails' pages, in English
 * (ICU messages, docs/decisions/i18n.md#the-recipe). The other languages' files have exactly these
 * keys.
 */
export default {
  sectionTitle: 'Your data',
  sectionIntro:
    'Take a copy of everything we hold about you and your children, or delete your account.',
  download: 'Download my data',
  downloadIntro:
    'We prepare an archive of your account, your children, their requests and offers, your notices, conversations and payments, and email you a link.',
  queued: 'We are preparing your archive. We will email you a link when it is ready.',
  ready: 'Your archive is ready. The link works until {until}.',
  downloadArchive: 'Download the archive',
  failed: 'We could not prepare your archive. Please try again.',
  expired: 'Your last archive has expired. Ask for a new one when you need it.',
  exportFailed: 'We could not ask for your archive. Please try again.',
  deleteTitle: 'Delete my account',
  deleteIntro:
    'Deleting your account removes your profile, your children and their waitlist requests. You confirm by email, and you have {days, plural, one {# day} other {# days}} to change your mind.',
  deleteButton: 'Delete my account',
  dialogTitle: 'Delete your account?',
  dialogText:
    'We will email you a link to confirm. Once you confirm, you are signed out, nobody can sign in to the account, and it is deleted for good after the grace period. Providers keep only an anonymous line on their waitlists, and payment records are kept without your name for tax law.',
  dialogConfirm: 'Email me the confirmation link',
  dialogCancel: 'Cancel',
  deleteAsked:
    'Check your email: we sent a link to confirm deleting your account. It works for {hours, plural, one {# hour} other {# hours}}.',
  deleteFailed: 'We could not start deleting your account. Please try again.',
  accessTitle: "Who saw your children's information",
  accessIntro:
    "Each time a provider's staff opens their waitlist or changes your child's priorities, it is recorded here.",
  accessChild: "Who saw {child}'s information",
  accessNone: "No provider has seen {child}'s information yet.",
  accessEntryViewed: '{actor} ({provider}) viewed the {what}',
  accessEntryChanged: '{actor} ({provider}) changed the {what}',
  /** Between an access's time and what was done. */
  accessEntrySeparator: ': ',
  someone: "A provider's staff member",
  someProvider: 'a provider',
  accessLoadFailed: 'We could not load the record. Please try again later.',
  confirmPageTitle: 'Delete your account',
  confirmPageText:
    'Confirm that you want to delete your account. You will be signed out, and the account will be deleted after the grace period unless you keep it with the link we email you.',
  confirmButton: 'Delete my account',
  confirmed:
    'Your account is closed and will be deleted on {date}. We emailed you a link to keep it until then.',
  undoPageTitle: 'Keep your account',
  undoPageText: 'Your account is waiting to be deleted. Keep it to use it again.',
  undoButton: 'Keep my account',
  undone: 'Your account is kept. You can sign in again.',
  signIn: 'Sign in',
  /** privacyMessages.erasureLinkInvalid, word for word (privacy-messages.test.ts compares them). */
  erasureLinkInvalid: 'This link is not valid or has expired.',
  /** privacyMessages.exportLinkInvalid, word for word (privacy-messages.test.ts compares them). */
  exportLinkInvalid: 'This download link is not valid or has expired. Ask for a new archive.',
} as const;
