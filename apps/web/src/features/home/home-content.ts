import type { RoleCode } from '@kinderwait/contract/constants';
import { paths } from '../../config/paths';

export interface NextStep {
  title: string;
  text: string;
  /** 'coming': the screen arrives with a later release; the card says so and links nowhere. */
  status: 'ready' | 'coming';
  link?: { href: string; label: string; external?: boolean };
}

const profileStep: NextStep = {
  title: 'Check your profile',
  text: 'Add a phone number and choose your language so providers and families can reach you the way you prefer.',
  status: 'ready',
  link: { href: paths.app.userProfile.getHref(), label: 'Open your profile' },
};

const parentSteps: NextStep[] = [
  {
    title: 'Add your children',
    text: 'Each child gets a short profile: first name and date of birth, so we can match them with the right age group. Child profiles are being built and arrive in the next release.',
    status: 'coming',
  },
  {
    title: 'Describe the care you need',
    text: 'Once a child is added, a short wizard asks for the type of care, the schedule, the start date and what you can pay, then shows the providers that match and lets you join their waitlists at once.',
    status: 'coming',
  },
  profileStep,
];

const claimListingStep: NextStep = {
  title: 'Claim your centre’s listing',
  text: 'Every licensed centre in Toronto is already listed from the city’s open data. Claiming your listing and adding age groups, spaces and business hours arrives with the provider profile release.',
  status: 'coming',
};

const completeProfileStep: NextStep = {
  title: 'Complete your provider profile',
  text: 'Describe your care, the ages you take, your open spaces and your hours so families can find you. The provider profile arrives with its own release.',
  status: 'coming',
};

const providerSteps: NextStep[] = [
  {
    title: 'Manage your waitlist',
    text: 'Families who join your waitlist will appear here with their child’s age and start date, ready for you to prioritise and tell them when a spot opens.',
    status: 'coming',
  },
  profileStep,
];

const adminSteps: NextStep[] = [
  {
    title: 'API reference',
    text: 'Every endpoint with its request and response schemas, generated from the server’s own validation.',
    status: 'ready',
    link: { href: '/api/docs', label: 'Open the API reference', external: true },
  },
  {
    title: 'Roles and permissions',
    text: 'Roles are seeded with their permissions (docs/permissions.md in the repository). Assigning roles to other people from here arrives with the administration screens.',
    status: 'coming',
  },
  profileStep,
];

/** What /home suggests for each role. */
export function nextStepsFor(role: RoleCode): NextStep[] {
  switch (role) {
    case 'Parent':
      return parentSteps;
    case 'Licenced':
      return [claimListingStep, ...providerSteps];
    case 'Unlicenced':
    case 'BabySitter':
      return [completeProfileStep, ...providerSteps];
    case 'SuperAdmin':
      return adminSteps;
  }
}
