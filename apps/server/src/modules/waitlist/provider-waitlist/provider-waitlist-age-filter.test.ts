import type { ChildInfo, WaitlistTicket } from '@kinderwait/contract';
import { buildUrl, childrenApiPaths, waitlistApiPaths } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import {
  cityHallChildLocation,
  mondayMorningsTicket,
  sendJson,
} from '../../../test/sample-requests.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import {
  careNotesOf,
  providerWaitlistClock,
  useProviderWaitlist,
} from '../../../test/fixtures/provider-waitlist-fixtures.ts';

/**
 * The age-group filter of the provider's list reads copies of each child's date of birth and
 * start date kept beside the line: a change of either moves the family to its new group at once.
 */
const time = providerWaitlistClock();

forEachDatabase(
  (t) => {
    const w = useProviderWaitlist(t, time);
    const { tickets, children, list, asParent } = w;

    /** First names in the filtered list, and each one's group in the unfiltered list. */
    const inGroup = async (ageGroupId: number) =>
      (await list(`?ageGroupId=${String(ageGroupId)}`)).items.map((e) => e.childFirstName);
    const groupOf = async (firstName: string) =>
      (await list()).items.find((e) => e.childFirstName === firstName)?.ageGroupAtStart?.id;

    describe('the provider’s age-group filter', () => {
      it('follows a change of the child’s date of birth', async () => {
        // Born 2025-08-01 and starting 2027-03-01: a toddler (group 2), like Ben and Cleo.
        expect(await inGroup(2)).toEqual(['Ada', 'Ben', 'Cleo']);
        const saved = await sendJson(
          t.app(),
          'POST',
          childrenApiPaths.saveChildInfo,
          {
            id: children.Ada,
            firstName: 'Ada',
            lastName: 'Okafor',
            dateOfBirth: '2023-09-01',
            location: cityHallChildLocation,
            ...careNotesOf('Ada'),
          },
          asParent(),
        );
        expect(saved.statusCode, saved.body).toBe(200);
        expect(saved.json<ChildInfo>().dateOfBirth).toBe('2023-09-01');
        const group = await groupOf('Ada');
        expect(group).toBeDefined();
        expect(group).not.toBe(2);
        expect(await inGroup(2)).toEqual(['Ben', 'Cleo']);
        expect(await inGroup(group ?? 0)).toEqual(['Ada']);
      });

      it('follows a change of the ticket’s start date', async () => {
        const updated = await sendJson(
          t.app(),
          'PUT',
          buildUrl(waitlistApiPaths.ticket, { childId: children.Ben, ticketId: tickets.Ben }),
          { ...mondayMorningsTicket, RequestedStartDate: '2028-09-01' },
          asParent(),
        );
        expect(updated.statusCode, updated.body).toBe(200);
        expect(updated.json<WaitlistTicket>().RequestedStartDate).toBe('2028-09-01');
        const group = await groupOf('Ben');
        expect(group).toBeDefined();
        expect(group).not.toBe(2);
        expect(await inGroup(2)).toEqual(['Cleo']);
        expect(await inGroup(group ?? 0)).toContain('Ben');
      });
    });
  },
  { clock: time.clock },
);
