/**
 * The onboarding screens' words in English (ICU messages, docs/decisions/i18n.md#the-recipe): the
 * role selection screen and the step resolver (/onboarding/steps). The other languages' files have
 * exactly these keys.
 */
export default {
  roleSelectionPageTitle: 'Choose your role',
  roleSelectionPageDescription: 'How will you use the app?',
  loadingAccount: 'Loading your account',
  notYouSignOut: 'Not you? Sign out',
  firstRoleTitle: 'How will you use KinderWait?',
  firstRoleIntro:
    'Choose what describes you best. You can add a second role later from your profile, for example if you are a parent and also provide care.',
  addRoleTitle: 'Add or switch a role',
  addRoleIntro:
    'Pick a role you hold to act as it, or add one: you can be a parent and also one kind of provider.',
  legend: 'Choose a role',
  submit: 'Continue',
  held: 'You have this role',
  active: 'Your active role',
  providerHeld: 'You already have a provider role',
  rolesFailed: 'We could not load the roles.',
  retry: 'Try again',
  loadingRoles: 'Loading the roles',
  /** formRuleMessages['select-required']({ item: 'role' }), word for word (onboarding-messages.test.ts). */
  noChoice: 'Please select at least one role from the list',
  roleSuperAdminTitle: 'Administrator',
  roleSuperAdminDescription: 'Runs the platform.',
  roleParentTitle: 'I am looking for childcare',
  roleParentDescription:
    'Add your children, describe the care you need and join many waitlists at once.',
  roleLicencedTitle: 'I run a licensed childcare centre',
  roleLicencedDescription:
    'Claim your centre, keep a prioritised waitlist and tell families when a spot opens.',
  roleUnlicencedTitle: 'I provide home childcare (unlicensed)',
  roleUnlicencedDescription: 'Show families your home daycare, your open spaces and your waitlist.',
  roleBabySitterTitle: 'I am a babysitter or nanny',
  roleBabySitterDescription: 'Let families find you for regular or occasional care.',
  stepsPageTitle: 'Getting started',
  stepsPageDescription: 'The next step of setting up your account.',
  stepsLoading: 'Loading your next step',
  stepsLoadFailed: 'We could not load your onboarding.',
  stepsLocationSubmit: 'Save and continue',
  stepFailed: 'We could not record this step. Try again.',
  errorProviderRoleConflict: 'You already have a provider role, and an account can hold only one.',
  errorRoleAssignmentForbidden: 'This role cannot be added to your account.',
  errorEmailMismatch: 'Your account changed since this page opened. Reload the page and try again.',
  errorRateLimited: 'Too many attempts in a short time. Wait a minute, then try again.',
} as const;
