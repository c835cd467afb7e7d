/** An age group's available spaces as stored (null: not stated, counts as 0). */
interface GroupSpaces {
  ageGroupId: number;
  availableSpaces: number | null;
}

/**
 * The age groups whose available spaces went up in a profile edit (a group new to the profile with
 * spaces counts): the families waiting for them are told
 * (docs/product/offers.md#availability-openings, notifications module).
 */
export function raisedAgeGroups(
  before: readonly GroupSpaces[],
  after: readonly GroupSpaces[],
): number[] {
  const was = new Map(before.map((group) => [group.ageGroupId, group.availableSpaces ?? 0]));
  return after
    .filter((group) => (group.availableSpaces ?? 0) > (was.get(group.ageGroupId) ?? 0))
    .map((group) => group.ageGroupId);
}
