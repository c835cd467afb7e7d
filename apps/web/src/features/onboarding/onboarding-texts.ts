import type { RoleCode } from '@kinderwait/contract/constants';

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
} as const;

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
