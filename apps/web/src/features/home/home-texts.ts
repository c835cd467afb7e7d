import { brand } from '@kinderwait/contract/brand';

/**
 * Words of /home (docs/product/accounts.md#home): the welcome and each role's next steps. Names
 * and counts come from the user's state; every step links to its screen.
 */
export const homeTexts = {
  title: `Welcome to ${brand.productName}`,
  greeting: (firstName: string, role: string | undefined) =>
    role === undefined
      ? `Hello ${firstName}.`
      : `Hello ${firstName}, you are signed in as ${role}.`,
  nextHeading: 'What to do next',
  loading: 'Loading your next steps',
  loadFailed: 'We could not load where you are up to. The steps below still open each screen.',
  retry: 'Try again',
  statuses: { done: 'Done', next: 'Next step', later: 'Later' },

  profile: {
    title: 'Check your profile',
    text: 'Add a phone number and choose your language so providers and families can reach you the way you prefer.',
    link: 'Open your profile',
  },

  parent: {
    offer: {
      title: (child: string, provider: string) => `${provider} offers ${child} a spot`,
      text: (ageGroup: string, startDate: string, deadline: string) =>
        `${ageGroup}, from ${startDate}. Answer by ${deadline}, or the spot goes to the next family.`,
      link: 'Answer the offer',
    },
    addChild: {
      title: 'Add your children',
      todo: 'Each child gets a short profile: a first name and a date of birth are enough to match them with the right age group.',
      done: (names: string) => `You added ${names}.`,
      add: 'Add a child',
      see: 'See your children',
    },
    describeCare: {
      title: 'Describe the care you need',
      todo: 'Once a child is added, a short wizard asks for the type of care, the days, the start date, how far you can travel and how you pay.',
      next: (child: string) =>
        `Tell us what care ${child} needs: the type of care, the days, the start date, how far you can travel and how you pay.`,
      done: 'Care needs are set for every child. You can change them at any time.',
      start: (child: string) => `Describe ${child}’s care`,
      change: (child: string) => `Change ${child}’s care needs`,
      children: 'Go to your children',
    },
    matches: {
      title: 'See your matches',
      todo: 'Once a child’s care is described, you see the providers that match on a list and a map, and join their waitlists at once.',
      next: (child: string) =>
        `See the providers that match ${child}’s needs and join their waitlists in a few clicks.`,
      done: 'You have joined waitlists. New providers show in your matches as they join.',
      see: (child: string) => `See ${child}’s matches`,
      children: 'Go to your children',
    },
    requests: {
      title: 'Your requests',
      todo: 'Each waitlist you join shows here with your child’s place in line.',
      active: (count: number, best: number | null) =>
        `You are on ${count === 1 ? '1 waitlist' : `${String(count)} waitlists`}.${
          best === null ? '' : ` Best place in line: ${String(best)}.`
        }`,
      link: 'See your requests',
    },
  },

  provider: {
    claim: {
      title: 'Claim your centre’s listing',
      todo: 'Every licensed centre in Toronto is already listed from the City’s open data. Find yours and prove it is yours with a code sent to its published phone.',
      done: (name: string) => `You manage ${name}.`,
      claim: 'Claim your listing',
      profile: 'Open your centre’s profile',
    },
    setUp: {
      title: 'Set up your provider profile',
      todo: 'Describe your care, the kinds of care you offer, your fees and how families reach you.',
      done: (name: string) => `Your profile ${name} is set up.`,
      unnamed: 'Your profile is set up.',
      start: 'Set up your profile',
      edit: 'Edit your profile',
    },
    spaces: {
      title: 'Spaces and hours',
      todo: 'Add the age groups you care for, your open spaces, when they are available and your weekly hours, so the families who fit find you.',
      done: (groups: number, spaces: number) =>
        `${groups === 1 ? '1 age group' : `${String(groups)} age groups`}, ${
          spaces === 1 ? '1 open space' : `${String(spaces)} open spaces`
        }. Keep them current: families waiting for a group hear when its spaces go up.`,
      add: 'Add spaces and hours',
      update: 'Update spaces and hours',
    },
    waitlist: {
      title: 'Your waitlist',
      noProfile: 'Families can join your waitlist once your profile is set up.',
      empty: 'No family is on your waitlist yet. Families join it from their matches.',
      counts: (waiting: number, fresh: number, offered: number) =>
        [
          waiting === 1 ? '1 family waiting' : `${String(waiting)} families waiting`,
          `${String(fresh)} new in the last 7 days`,
          offered === 1
            ? '1 offer awaiting an answer'
            : `${String(offered)} offers awaiting an answer`,
        ].join(' · '),
      unknown: 'Open your waitlist to see the families on it and the offers you made.',
      link: 'Open your waitlist',
    },
  },

  admin: {
    api: {
      title: 'API reference',
      text: 'Every endpoint with its request and response schemas, generated from the server’s own validation, assigning roles included.',
      link: 'Open the API reference',
    },
    products: {
      title: 'Products and prices',
      text: 'Change what is sold: prices, descriptions, a plan’s limits, and whether it is on sale, with a record of every change.',
      link: 'Edit products and prices',
    },
  },
} as const;
