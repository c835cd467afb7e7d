import type { ProviderWaitlistEntry, WaitlistPriority } from '@kinderwait/contract';
import {
  defaultWaitlistPriorities,
  providerWaitlistApiPaths,
  providerWaitlistErrorCodes,
} from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import { sendJson } from '../../../test/sample-requests.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import {
  errorOf,
  providerWaitlistClock,
  useProviderWaitlist,
} from '../../../test/fixtures/provider-waitlist-fixtures.ts';

/** Priority categories and weights, assigning them, and positions re-ordering on both sides. */
const time = providerWaitlistClock();

forEachDatabase(
  (t) => {
    const w = useProviderWaitlist(t, time);
    const {
      priorities,
      priorityCoded,
      providerPositions,
      parentPositions,
      bestPositions,
      assign,
      remove,
      url,
      asProvider,
    } = w;

    describe('priority categories', () => {
      it('starts with the five predefined categories and their weights, once', async () => {
        const first = await priorities();
        expect(first.map(({ code, name, weight }) => ({ code, name, weight }))).toEqual(
          defaultWaitlistPriorities.map(({ code, name, weight }) => ({ code, name, weight })),
        );
        expect(await priorities()).toEqual(first);
      });

      it('adds, renames and re-weighs a custom category; names are unique in any case', async () => {
        const created = await sendJson(
          t.app(),
          'POST',
          url(providerWaitlistApiPaths.priorities),
          { name: ' Francophone family ', weight: 15 },
          asProvider(),
        );
        expect(created.statusCode, created.body).toBe(201);
        const custom = created.json<WaitlistPriority>();
        expect(custom).toMatchObject({ code: 'custom', name: 'Francophone family', weight: 15 });
        const again = await sendJson(
          t.app(),
          'POST',
          url(providerWaitlistApiPaths.priorities),
          { name: 'FRANCOPHONE FAMILY', weight: 5 },
          asProvider(),
        );
        expect(again.statusCode).toBe(409);
        expect(errorOf(again).code).toBe(providerWaitlistErrorCodes.waitlistPriorityExists);
        expect((await priorities()).filter((priority) => priority.code === 'custom')).toEqual([
          custom,
        ]);
        const renamed = await sendJson(
          t.app(),
          'PUT',
          url(providerWaitlistApiPaths.priority, { priorityId: custom.id }),
          { name: 'French-speaking family', weight: 12 },
          asProvider(),
        );
        expect(renamed.statusCode, renamed.body).toBe(200);
        expect((await priorities()).at(-1)).toEqual({
          ...custom,
          name: 'French-speaking family',
          weight: 12,
        });
        const predefined = await remove((await priorityCoded('staff_child')).id);
        expect(predefined.statusCode).toBe(409);
        expect(errorOf(predefined).code).toBe(
          providerWaitlistErrorCodes.waitlistPriorityPredefined,
        );
        expect((await priorities()).map((priority) => priority.code)).toContain('staff_child');
        const removed = await remove(custom.id);
        expect(removed.statusCode).toBe(204);
        expect((await priorities()).map((priority) => priority.id)).not.toContain(custom.id);
        expect((await remove(custom.id)).statusCode).toBe(404);
      });
    });

    describe('positions', () => {
      it('start in the order families joined, for the provider and the parent', async () => {
        expect(await providerPositions()).toEqual({ Ada: 1, Ben: 2, Cleo: 3 });
        expect(await parentPositions()).toEqual({ Ada: 1, Ben: 2, Cleo: 3 });
      });

      it('re-order at once on both sides when a family gets a priority, and when its weight changes', async () => {
        const sibling = await priorityCoded('sibling_enrolled');
        const assigned = await assign('Cleo', [sibling.id]);
        expect(assigned.statusCode, assigned.body).toBe(200);
        expect(assigned.json<ProviderWaitlistEntry>()).toMatchObject({
          childFirstName: 'Cleo',
          priorities: [{ id: sibling.id, name: sibling.name, weight: sibling.weight }],
          priorityWeight: sibling.weight,
          position: 1,
        });
        expect(await providerPositions()).toEqual({ Cleo: 1, Ada: 2, Ben: 3 });
        expect(await parentPositions()).toEqual({ Ada: 2, Ben: 3, Cleo: 1 });
        expect(await bestPositions()).toEqual({ Ada: 2, Ben: 3, Cleo: 1 });

        // Ben gets two smaller ones that add up to more than Cleo's.
        const staff = await priorityCoded('staff_child');
        const returning = await priorityCoded('returning_family');
        expect((await assign('Ben', [staff.id, returning.id, staff.id])).statusCode).toBe(200);
        expect(await providerPositions()).toEqual({ Ben: 1, Cleo: 2, Ada: 3 });
        expect(await parentPositions()).toEqual({ Ada: 3, Ben: 1, Cleo: 2 });

        // Sibling now weighs 0: Cleo falls back to her date joined, behind Ada.
        const reweighed = await sendJson(
          t.app(),
          'PUT',
          url(providerWaitlistApiPaths.priority, { priorityId: sibling.id }),
          { name: sibling.name, weight: 0 },
          asProvider(),
        );
        expect(reweighed.statusCode, reweighed.body).toBe(200);
        expect(await providerPositions()).toEqual({ Ben: 1, Ada: 2, Cleo: 3 });
        expect(await parentPositions()).toEqual({ Ada: 2, Ben: 1, Cleo: 3 });

        // Removing a custom category Ada holds takes its weight away too.
        const created = await sendJson(
          t.app(),
          'POST',
          url(providerWaitlistApiPaths.priorities),
          { name: 'Community garden', weight: 100 },
          asProvider(),
        );
        const custom = created.json<WaitlistPriority>();
        expect((await assign('Ada', [custom.id])).statusCode).toBe(200);
        expect(await parentPositions()).toEqual({ Ada: 1, Ben: 2, Cleo: 3 });
        expect((await remove(custom.id)).statusCode).toBe(204);
        expect(await parentPositions()).toEqual({ Ada: 2, Ben: 1, Cleo: 3 });

        // Back to no priorities at all: the order families joined.
        for (const name of ['Ben', 'Cleo']) expect((await assign(name, [])).statusCode).toBe(200);
        await sendJson(
          t.app(),
          'PUT',
          url(providerWaitlistApiPaths.priority, { priorityId: sibling.id }),
          { name: sibling.name, weight: sibling.weight },
          asProvider(),
        );
        expect(await providerPositions()).toEqual({ Ada: 1, Ben: 2, Cleo: 3 });
      });
    });
  },
  { clock: time.clock },
);
