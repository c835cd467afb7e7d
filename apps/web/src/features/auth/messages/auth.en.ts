/**
 * The sign-in screens' words in English (ICU messages, docs/decisions/i18n.md#the-recipe): sign in,
 * register and the emailed link's confirmation, word for word as docs/product/accounts.md gives
 * them. The other languages' files have exactly these keys.
 */
export default {
  signInTitle: 'Sign in',
  headSignInDescription: 'Sign in to {product} with a link sent to your email.',
  headRegisterDescription: 'Create a free {product} account with your name and email.',
  headConfirmationTitle: 'Signing in',
  headConfirmationDescription: 'Checking your sign-in link.',
  signInIntro:
    'Enter your email and we will send you a sign-in link. There is no password to remember.',
  signInSubmit: 'Email me a sign-in link',
  signInPurpose: 'sign in',
  noAccountYet: 'New here?',
  createAccountLink: 'Create an account',
  registerTitle: 'Create your account',
  registerIntro:
    'Tell us your name and email. We will send you a link to confirm the address and sign in.',
  registerSubmit: 'Create my account',
  registerPurpose: 'confirm your email and finish creating your account',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',
  nameLabel: 'Your name',
  emailLabel: 'Email',
  emailTaken:
    'This email already has an account. Continue and we will send you a sign-in link instead.',
  checkEmailTitle: 'Check your email',
  emailSentIntro:
    'We sent a link to <strong>{email}</strong>. Open it on this device to {purpose}. The link works once and expires in {minutes, plural, one {# minute} other {# minutes}}.',
  spamHint: 'Nothing after a few minutes? Look in your spam or junk folder, or send it again.',
  sendAgain: 'Send the link again',
  sentAgain: 'We sent a new link. Only the newest link works.',
  useAnotherEmail: 'Use a different email',
  confirmingTitle: 'Signing you in…',
  confirmingIntro: 'Checking your link.',
  linkFailedTitle: 'This link cannot be used',
  linkFailedIntro:
    'Sign-in links work once and expire after a short time. This one is invalid, already used or expired. Enter your email to get a new one.',
  accountClosedTitle: 'Your account is being deleted',
  accountClosedIntro:
    'You closed this account, so it cannot sign in. It will be deleted {days, plural, one {# day} other {# days}} after you confirmed. To keep it, use the "Keep my account" link in the email we sent you.',
  notCheckedTitle: 'We could not check your link',
  notCheckedIntro:
    'We could not reach KinderWait just now. Your link has not been used: check your connection and try again.',
  tryAgain: 'Try again',
  newLinkSubmit: 'Email me a new link',
  newLinkSent: 'We sent a new link to <strong>{email}</strong>.',
  backToSignIn: 'Back to sign in',
  loadFailedTitle: 'You are signed in',
  loadFailedIntro: 'We could not load your account just now.',
  continueButton: 'Continue',
  connectionProblem: 'We could not reach KinderWait. Check your internet connection and try again.',
  /** The form rules' words (formRuleMessages, compared in auth-messages.test.ts). */
  fieldName: 'Name',
  fieldRequired: '{field} can not be empty',
  fieldInvalid: '{field} is not valid.',
  fieldTooLong: '{field} is too long.',
  errorTooManyEmailRequests:
    'We have sent several links to this email in the last few minutes. Wait a little, then ask again.',
  errorMailUnavailable: 'We could not send the email just now. Try again in a few minutes.',
  errorRateLimited: 'Too many attempts in a short time. Wait a minute, then try again.',
  errorConfirmationUrlNotAllowed:
    'Sign-in links can only be asked for from KinderWait itself. Open the site at its usual address and try again.',
} as const;
