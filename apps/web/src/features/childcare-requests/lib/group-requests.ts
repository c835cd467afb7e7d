import type { ParentChildcareRequest } from '@kinderwait/contract/waitlist';

export interface ChildRequests {
  childId: string;
  firstName: string;
  lastName: string;
  requests: ParentChildcareRequest[];
}

/** Open requests before withdrawn ones, and the newest first within each. */
function byOpenThenNewest(a: ParentChildcareRequest, b: ParentChildcareRequest): number {
  const withdrawn = Number(a.status === 'withdrawn') - Number(b.status === 'withdrawn');
  if (withdrawn !== 0) return withdrawn;
  return b.sentAt.localeCompare(a.sentAt);
}

/**
 * The parent's requests grouped by child, children by first then last name, so a family with
 * several children finds each one's waitlists together.
 */
export function groupRequestsByChild(items: readonly ParentChildcareRequest[]): ChildRequests[] {
  const groups = new Map<string, ChildRequests>();
  for (const item of items) {
    let group = groups.get(item.childId);
    if (group === undefined) {
      group = {
        childId: item.childId,
        firstName: item.childFirstName,
        lastName: item.childLastName,
        requests: [],
      };
      groups.set(item.childId, group);
    }
    group.requests.push(item);
  }
  const collator = new Intl.Collator('en-CA', { sensitivity: 'base' });
  return [...groups.values()]
    .map((group) => ({ ...group, requests: [...group.requests].sort(byOpenThenNewest) }))
    .sort(
      (a, b) =>
        collator.compare(a.firstName, b.firstName) ||
        collator.compare(a.lastName, b.lastName) ||
        a.childId.localeCompare(b.childId),
    );
}
