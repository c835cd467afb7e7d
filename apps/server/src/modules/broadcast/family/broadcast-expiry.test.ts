import type { ApiErrorBody } from '@kinderwait/contract';
import { beforeAll, expect, it } from 'vitest';
import { dayMs, minuteMs } from '../../../clock.ts';
import type { BroadcastProvider } from '../../../test/fixtures/family-broadcasts.ts';
import {
  broadcastProvider,
  familyBroadcastCalls,
} from '../../../test/fixtures/family-broadcasts.ts';
import type { Family } from '../../../test/fixtures/waitlist-fixtures.ts';
import { withFreshToken } from '../../../test/fixtures/notifications-fixtures.ts';
import { createFamily, toddlers } from '../../../test/fixtures/waitlist-fixtures.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import { findOrder } from '../broadcast.repository.ts';

const time = createTestClock(new Date('2026-11-23T15:00:00Z'));

forEachDatabase(
  (t) => {
    let maple: BroadcastProvider;
    let family: Family;
    const calls = familyBroadcastCalls(() => t.app());

    beforeAll(async () => {
      maple = await broadcastProvider(t.app(), 'Maple Tots', 1);
      family = await createFamily(t.app(), 'Lina', []);
    });

    /** The parent and the provider signed in again (tokens expire as the clock moves on). */
    const signInAgain = async () => {
      family = { ...family, user: await withFreshToken(t.app(), family.user) };
      maple = { ...maple, user: await withFreshToken(t.app(), maple.user) };
    };
    const stateOf = async (orderId: string) => (await findOrder(t.app().db, orderId))?.state;

    it('expires a broadcast 30 days after it was sent, and closes it to answers', async () => {
      const old = await calls.sentOrder(family.user, family.childId);
      time.advance(29 * dayMs);
      await signInAgain();
      const recent = await calls.sentOrder(family.user, family.childId);

      // A day and the sweep's 10 minutes later: the first is past its 30 days, the second is not.
      time.advance(dayMs + 10 * minuteMs);
      await t.app().jobs.drain();
      await signInAgain();
      expect(await stateOf(old)).toBe('expired');
      expect(await stateOf(recent)).toBe('sent');
      expect((await calls.orderOf(family.user, old)).state).toBe('expired');
      expect((await calls.orderOf(family.user, recent)).state).toBe('sent');

      const incoming = await calls.incomingOf(maple.user);
      const toOld = incoming.find((item) => item.expiresAt < time.clock().toISOString());
      const toRecent = incoming.find((item) => item.expiresAt > time.clock().toISOString());
      expect(toOld).toMatchObject({ open: false, answer: null });
      expect(toRecent).toMatchObject({ open: true });
      if (toOld === undefined || toRecent === undefined) return;

      const late = await calls.answer(maple.user, toOld.id, {
        answer: 'interested',
        ageGroupId: toddlers,
        startDate: '2027-03-01',
      });
      expect(late.statusCode).toBe(409);
      expect(late.json<ApiErrorBody>().code).toBe('broadcast_closed');
      expect((await calls.answer(maple.user, toRecent.id, { answer: 'not_now' })).statusCode).toBe(
        200,
      );
    });

    it('expires nothing on a sweep before the 30 days are over', async () => {
      await signInAgain();
      const orderId = await calls.sentOrder(family.user, family.childId);
      time.advance(30 * dayMs - minuteMs);
      // The scheduled sweep runs (and expires what the first test left open), not this one yet.
      await t.app().jobs.drain();
      expect(await stateOf(orderId)).toBe('sent');
      time.advance(minuteMs);
      expect(await t.app().services.familyBroadcasts.expireDue()).toBe(1);
      expect(await stateOf(orderId)).toBe('expired');
    });
  },
  { clock: time.clock },
);
