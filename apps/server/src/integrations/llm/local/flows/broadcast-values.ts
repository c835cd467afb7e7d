import { ChildcareProviderProfile } from '@kinderwait/contract';
import type { OpeningPeriod } from '../parsers/clock.ts';

/** What the broadcast chat knows of one age group. Undefined: not answered yet. */
export interface GroupAnswers {
  spaces?: number;
  /** 'YYYY-MM-DD', or null for "not sure" (shown as N/A). */
  startDate?: string | null;
  /** Licensed capacity of a claimed centre's group: the most spaces it may offer. */
  capacity: number | null;
}

export interface BroadcastValues {
  name?: string;
  /** Childcare type ids (the "services"). */
  services?: number[];
  /**
   * The services were only mentioned in passing ("a full-time daycare"): the question is still
   * asked, as "which others".
   */
  servicesOpen?: boolean;
  ageGroupIds?: number[];
  /** The age groups were only mentioned with their spaces ("2 preschool spots"): "which others". */
  ageGroupsOpen?: boolean;
  groups: Readonly<Record<number, GroupAnswers>>;
  /** One week of opening hours, for every age group offered. */
  hours?: OpeningPeriod[];
  /** Kept as the profile has them: the chat does not ask for them. */
  description: string | null;
  languages: string[];
}

const sameHours = (a: readonly OpeningPeriod[], b: readonly OpeningPeriod[]): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The answers the profile already gives (the welcome message's defaults aside: a null means not
 * stated, so it is asked). Hours are asked once for every group: they are taken from the profile
 * only when all its groups share them.
 */
export function broadcastValuesOf(profileInput: unknown): BroadcastValues {
  const result = ChildcareProviderProfile.safeParse(profileInput);
  if (!result.success) return { groups: {}, description: null, languages: [] };
  const profile = result.data;
  const groups: Record<number, GroupAnswers> = {};
  for (const group of profile.ageGroups) {
    groups[group.id] = {
      ...(group.availableSpaces === null ? {} : { spaces: group.availableSpaces }),
      ...(group.availableStartDate === null ? {} : { startDate: group.availableStartDate }),
      capacity: group.licensedSpaces,
    };
  }
  const [first, ...others] = profile.ageGroups.map((group) => group.hoursOfBusiness);
  const hours =
    first !== undefined && first.length > 0 && others.every((other) => sameHours(first, other))
      ? first
      : undefined;
  return {
    ...(profile.name === null || profile.name.trim() === '' ? {} : { name: profile.name }),
    ...(profile.childcareTypeIds.length === 0 ? {} : { services: profile.childcareTypeIds }),
    ...(profile.ageGroups.length === 0
      ? {}
      : { ageGroupIds: profile.ageGroups.map((group) => group.id) }),
    groups,
    ...(hours === undefined ? {} : { hours }),
    description: profile.description,
    languages: profile.languages,
  };
}

/** The answers with one group's part changed. */
export function withGroup(
  values: BroadcastValues,
  id: number,
  change: (group: GroupAnswers) => GroupAnswers,
): BroadcastValues {
  const group = values.groups[id] ?? { capacity: null };
  return { ...values, groups: { ...values.groups, [id]: change(group) } };
}

/** Whether a group's start date applies: not once it has no spaces. */
export const startDateApplies = (values: BroadcastValues, id: number): boolean =>
  values.groups[id]?.spaces !== 0;
