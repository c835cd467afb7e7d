import { privacyErrorCodes, privacyMessages, privacyPeriods } from '@kinderwait/contract/privacy';
import type { ErrorWords } from '../../api/error-words';

/** Words of the user's own data on the profile and of the deletion emails' pages. */
export const privacyTexts = {
  sectionTitle: 'Your data',
  sectionIntro:
    'Take a copy of everything we hold about you and your children, or delete your account.',
  download: 'Download my data',
  downloadIntro:
    'We prepare an archive of your account, your children, their requests and offers, your notices, conversations and payments, and email you a link.',
  queued: 'We are preparing your archive. We will email you a link when it is ready.',
  ready: (until: string) => `Your archive is ready. The link works until ${until}.`,
  downloadArchive: 'Download the archive',
  failed: 'We could not prepare your archive. Please try again.',
  expired: 'Your last archive has expired. Ask for a new one when you need it.',
  exportFailed: 'We could not ask for your archive. Please try again.',
  deleteTitle: 'Delete my account',
  deleteIntro: `Deleting your account removes your profile, your children and their waitlist requests. You confirm by email, and you have ${String(privacyPeriods.erasureGraceDays)} days to change your mind.`,
  deleteButton: 'Delete my account',
  dialogTitle: 'Delete your account?',
  dialogText:
    'We will email you a link to confirm. Once you confirm, you are signed out, nobody can sign in to the account, and it is deleted for good after the grace period. Providers keep only an anonymous line on their waitlists, and payment records are kept without your name for tax law.',
  dialogConfirm: 'Email me the confirmation link',
  dialogCancel: 'Cancel',
  deleteAsked: `Check your email: we sent a link to confirm deleting your account. It works for ${String(privacyPeriods.erasureConfirmHours)} hours.`,
  deleteFailed: 'We could not start deleting your account. Please try again.',
  accessTitle: "Who saw your children's information",
  accessIntro:
    "Each time a provider's staff opens their waitlist or changes your child's priorities, it is recorded here.",
  accessChild: (name: string) => `Who saw ${name}'s information`,
  accessNone: (name: string) => `No provider has seen ${name}'s information yet.`,
  accessAction: { viewed: 'viewed', changed: 'changed' } as const,
  accessEntry: (actor: string, provider: string, action: string, what: string) =>
    `${actor} (${provider}) ${action} the ${what}`,
  someone: "A provider's staff member",
  someProvider: 'a provider',
  accessLoadFailed: 'We could not load the record. Please try again later.',
  loading: 'Loading',
  // The emailed links' pages.
  confirmPageTitle: 'Delete your account',
  confirmPageText:
    'Confirm that you want to delete your account. You will be signed out, and the account will be deleted after the grace period unless you keep it with the link we email you.',
  confirmButton: 'Delete my account',
  confirmed: (date: string) =>
    `Your account is closed and will be deleted on ${date}. We emailed you a link to keep it until then.`,
  undoPageTitle: 'Keep your account',
  undoPageText: 'Your account is waiting to be deleted. Keep it to use it again.',
  undoButton: 'Keep my account',
  undone: 'Your account is kept. You can sign in again.',
  signIn: 'Sign in',
  noToken: privacyMessages.erasureLinkInvalid,
} as const;

export const privacyErrorWords: ErrorWords = {
  [privacyErrorCodes.erasureLinkInvalid]: privacyMessages.erasureLinkInvalid,
  [privacyErrorCodes.exportLinkInvalid]: privacyMessages.exportLinkInvalid,
};
