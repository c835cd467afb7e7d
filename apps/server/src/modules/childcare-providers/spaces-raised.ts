/** An age group's available spaces as the profile reads them (null: not stated, counts as 0). */
interface GroupSpaces {
  id: number;
  availableSpaces: number | null;
}

/**
 * The age groups whose available spaces went up in a profile edit (a group new to the profile
 * with spaces counts): the families waiting for them are told (issue 11, notifications module).
 */
export function raisedAgeGroups(
  before: readonly GroupSpaces[],
  after: readonly GroupSpaces[],
): number[] {
  const was = new Map(before.map((group) => [group.id, group.availableSpaces ?? 0]));
  return after
    .filter((group) => (group.availableSpaces ?? 0) > (was.get(group.id) ?? 0))
    .map((group) => group.id);
}
