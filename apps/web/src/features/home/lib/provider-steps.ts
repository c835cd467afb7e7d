import type { ChildcareProviderProfile } from '@kinderwait/contract/childcare-providers';
import type { RoleCode } from '@kinderwait/contract/constants';
import { paths } from '../../../config/paths';
import { homeTexts } from '../home-texts';
import { withoutStatuses, withStatuses } from './home-card';
import type { HomeCard, PathStep } from './home-card';

const texts = homeTexts.provider;

/** The provider's waitlist at a glance (docs/product/offers.md#the-providers-waitlist). */
export interface ProviderWaitlistCounts {
  waiting: number;
  /** Joined in the last 7 days (still waiting). */
  fresh: number;
  /** Offered a spot, the family's answer awaited. */
  offered: number;
}

/** What /home knows of a provider: the profile, and the waitlist's counts once known. */
export interface ProviderHomeState {
  profile: ChildcareProviderProfile;
  /** Undefined without a profile, while loading, or when they could not be loaded. */
  counts: ProviderWaitlistCounts | undefined;
}

export type ProviderRoleCode = Extract<RoleCode, 'Licenced' | 'Unlicenced' | 'BabySitter'>;

function claimOrSetUp(role: ProviderRoleCode, profile: ChildcareProviderProfile | undefined) {
  const profileHref = paths.app.childcareProviderProfile.getHref();
  if (role === 'Licenced') {
    const claimed = profile !== undefined && profile.licence !== null;
    return {
      id: 'claim',
      title: texts.claim.title,
      done: claimed,
      text: claimed ? texts.claim.done(profile.name ?? '') : texts.claim.todo,
      link: claimed
        ? { href: profileHref, label: texts.claim.profile }
        : { href: paths.app.claimListing.getHref(), label: texts.claim.claim },
    };
  }
  const saved = profile !== undefined && profile.id !== null;
  let text: string = texts.setUp.todo;
  if (saved) text = profile.name === null ? texts.setUp.unnamed : texts.setUp.done(profile.name);
  return {
    id: 'set-up',
    title: texts.setUp.title,
    done: saved,
    text,
    link: { href: profileHref, label: saved ? texts.setUp.edit : texts.setUp.start },
  };
}

function waitlistText(state: ProviderHomeState): string {
  if (state.profile.id === null) return texts.waitlist.noProfile;
  if (state.counts === undefined) return texts.waitlist.unknown;
  const { waiting, fresh, offered } = state.counts;
  if (waiting + offered === 0) return texts.waitlist.empty;
  return texts.waitlist.counts(waiting, fresh, offered);
}

/**
 * A provider's path (docs/product/accounts.md#home): claim the listing (a licensed centre) or set
 * up the profile, then spaces and hours, then the waitlist, with its families waiting, the new
 * ones of the week and the offers awaiting an answer. `undefined` state (not loaded) gives the
 * steps with their links and no status.
 */
export function providerCards(
  role: ProviderRoleCode,
  state: ProviderHomeState | undefined,
): HomeCard[] {
  const profile = state?.profile;
  const groups = profile?.ageGroups ?? [];
  const spacesSet = groups.length > 0 && groups.some((group) => group.hoursOfBusiness.length > 0);
  const openSpaces = groups.reduce((sum, group) => sum + (group.availableSpaces ?? 0), 0);
  const profileHref = paths.app.childcareProviderProfile.getHref();
  const steps: PathStep[] = [
    claimOrSetUp(role, profile),
    {
      id: 'spaces',
      title: texts.spaces.title,
      done: spacesSet,
      text: spacesSet ? texts.spaces.done(groups.length, openSpaces) : texts.spaces.todo,
      link: { href: profileHref, label: spacesSet ? texts.spaces.update : texts.spaces.add },
    },
    {
      id: 'waitlist',
      title: texts.waitlist.title,
      // The list exists with the profile; following it goes on from there.
      done: profile !== undefined && profile.id !== null,
      ongoing: true,
      text: state === undefined ? texts.waitlist.unknown : waitlistText(state),
      link: { href: paths.app.providerWaitlist.getHref(), label: texts.waitlist.link },
    },
  ];
  return state === undefined ? withoutStatuses(steps) : withStatuses(steps);
}
