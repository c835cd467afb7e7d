/** The sign-in emails' words (the magic link, and the "no account yet" notice). */
export default {
  signInSubject: 'Your {product} sign-in link',
  noAccountSubject: 'No {product} account for this email yet',
  linkExpiry: 'This link expires in {minutes} minutes and can be used once.',
  greetingNamed: 'Hello {name},',
  greeting: 'Hello,',
  signInIntro: 'Use the button below to sign in to {product}.',
  signInAction: 'Sign in to {product}',
  signInIgnore:
    'If you did not ask to sign in, you can ignore this email: nobody can sign in without this link, and your account stays as it is. Questions? Write to {supportEmail}.',
  noAccountIntro:
    'Someone, probably you, asked to sign in to {product} with this email address, but there is no account for it yet.',
  noAccountHowTo:
    'Creating one takes a minute: give your name and this email, then open the link we send you.',
  noAccountAction: 'Create your account',
  noAccountIgnore:
    'If you did not ask to sign in, you can ignore this email. Questions? Write to {supportEmail}.',
};
