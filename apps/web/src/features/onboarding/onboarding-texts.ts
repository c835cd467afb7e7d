import type { RoleCode } from '@kinderwait/contract/constants';
import type { ErrorWords } from '../../api/error-words';

/** Words of the role selection screen. */
export const onboardingTexts = {
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
} as const;

/** Words of the onboarding step resolver (/onboarding/steps). */
export const onboardingStepsTexts = {
  pageTitle: 'Getting started',
  pageDescription: 'The next step of setting up your account.',
  loading: 'Loading your next step',
  loadFailed: 'We could not load your onboarding.',
  retry: 'Try again',
  locationSubmit: 'Save and continue',
  stepFailed: 'We could not record this step. Try again.',
} as const;

/** What the role screen says for the errors its calls can answer; others show the server's words. */
export const onboardingErrorWords: ErrorWords = {
  provider_role_conflict: 'You already have a provider role, and an account can hold only one.',
  role_assignment_forbidden: 'This role cannot be added to your account.',
  email_mismatch: 'Your account changed since this page opened. Reload the page and try again.',
  rate_limited: 'Too many attempts in a short time. Wait a minute, then try again.',
};

/** What each role is for, in the words of the person choosing it. */
export const roleChoiceTexts: Record<RoleCode, { title: string; description: string }> = {
  SuperAdmin: { title: 'Administrator', description: 'Runs the platform.' },
  Parent: {
    title: 'I am looking for childcare',
    description: 'Add your children, describe the care you need and join many waitlists at once.',
  },
  Licenced: {
    title: 'I run a licensed childcare centre',
    description:
      'Claim your centre, keep a prioritised waitlist and tell families when a spot opens.',
  },
  Unlicenced: {
    title: 'I provide home childcare (unlicensed)',
    description: 'Show families your home daycare, your open spaces and your waitlist.',
  },
  BabySitter: {
    title: 'I am a babysitter or nanny',
    description: 'Let families find you for regular or occasional care.',
  },
};
