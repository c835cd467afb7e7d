import type { ChildcareProviderProfile } from '@kinderwait/contract/childcare-providers';
import type { RoleCode } from '@kinderwait/contract/constants';
import { paths } from '../../../config/paths';
import type { HomeMessages } from '../home-messages';
import { withoutStatuses, withStatuses } from './home-card';
import type { HomeCard, PathStep } from './home-card';

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

function claimOrSetUp(
  role: ProviderRoleCode,
  profile: ChildcareProviderProfile | undefined,
  { t }: HomeMessages,
) {
  const profileHref = paths.app.childcareProviderProfile.getHref();
  if (role === 'Licenced') {
    const claimed = profile !== undefined && profile.licence !== null;
    return {
      id: 'claim',
      title: t('claimTitle'),
      done: claimed,
      text: claimed ? t('claimDone', { name: profile.name ?? '' }) : t('claimTodo'),
      link: claimed
        ? { href: profileHref, label: t('claimProfile') }
        : { href: paths.app.claimListing.getHref(), label: t('claimClaim') },
    };
  }
  const saved = profile !== undefined && profile.id !== null;
  let text = t('setUpTodo');
  if (saved)
    text = profile.name === null ? t('setUpUnnamed') : t('setUpDone', { name: profile.name });
  return {
    id: 'set-up',
    title: t('setUpTitle'),
    done: saved,
    text,
    link: { href: profileHref, label: saved ? t('setUpEdit') : t('setUpStart') },
  };
}

function waitlistText(state: ProviderHomeState, { t }: HomeMessages): string {
  if (state.profile.id === null) return t('waitlistNoProfile');
  if (state.counts === undefined) return t('waitlistUnknown');
  const { waiting, fresh, offered } = state.counts;
  if (waiting + offered === 0) return t('waitlistEmpty');
  return t('waitlistCounts', { waiting, fresh, offered });
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
  messages: HomeMessages,
): HomeCard[] {
  const { t } = messages;
  const profile = state?.profile;
  const groups = profile?.ageGroups ?? [];
  const spacesSet = groups.length > 0 && groups.some((group) => group.hoursOfBusiness.length > 0);
  const openSpaces = groups.reduce((sum, group) => sum + (group.availableSpaces ?? 0), 0);
  const profileHref = paths.app.childcareProviderProfile.getHref();
  const steps: PathStep[] = [
    claimOrSetUp(role, profile, messages),
    {
      id: 'spaces',
      title: t('spacesTitle'),
      done: spacesSet,
      text: spacesSet
        ? t('spacesDone', { groups: groups.length, spaces: openSpaces })
        : t('spacesTodo'),
      link: { href: profileHref, label: spacesSet ? t('spacesUpdate') : t('spacesAdd') },
    },
    {
      id: 'waitlist',
      title: t('waitlistTitle'),
      // The list exists with the profile; following it goes on from there.
      done: profile !== undefined && profile.id !== null,
      ongoing: true,
      text: state === undefined ? t('waitlistUnknown') : waitlistText(state, messages),
      link: { href: paths.app.providerWaitlist.getHref(), label: t('waitlistLink') },
    },
  ];
  return state === undefined ? withoutStatuses(steps) : withStatuses(steps);
}
