import { beforeAll, expect, it } from 'vitest';
import { dayMs, minuteMs } from '../../../clock.ts';
import type { TestUser } from '../../../test/accounts.ts';
import { outboxFor } from '../../../test/accounts.ts';
import type { BroadcastProvider } from '../../../test/fixtures/family-broadcasts.ts';
import {
  broadcastProvider,
  familyBroadcastCalls,
} from '../../../test/fixtures/family-broadcasts.ts';
import type { Family } from '../../../test/fixtures/waitlist-fixtures.ts';
import { withFreshToken } from '../../../test/fixtures/notifications-fixtures.ts';
import { createFamily } from '../../../test/fixtures/waitlist-fixtures.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';

const time = createTestClock(new Date('2026-11-23T15:00:00Z'));
const hourMs = 60 * minuteMs;

forEachDatabase(
  (t) => {
    let maple: BroadcastProvider;
    let cedar: BroadcastProvider;
    let family: Family;
    const calls = familyBroadcastCalls(() => t.app());

    beforeAll(async () => {
      maple = await broadcastProvider(t.app(), 'Maple Tots', 1);
      cedar = await broadcastProvider(t.app(), 'Cedar House', 2);
      family = await createFamily(t.app(), 'Lina', []);
    });

    /** The digest emails a provider's owner received, newest first. */
    const digestsOf = async (user: TestUser) =>
      (await outboxFor(t.app(), user.email)).filter((message) =>
        message.subject.endsWith('looking for care you offer'),
      );

    /** The hourly digest job, as the queue runs it once its hour comes. */
    const nextHour = async () => {
      time.advance(hourMs);
      await t.app().jobs.drain();
    };

    it('emails each provider one digest a day of the broadcasts not digested yet', async () => {
      // Two broadcasts paid before anything is delivered: one digest lists both.
      await calls.paidOrder(family.user, family.childId);
      await calls.paidOrder(family.user, family.childId);
      await t.app().jobs.drain();
      expect(await calls.incomingOf(maple.user)).toHaveLength(2);
      await nextHour();
      for (const provider of [maple, cedar]) {
        const digests = await digestsOf(provider.user);
        expect(digests.map((message) => message.subject)).toEqual([
          '2 families are looking for care you offer',
        ]);
        expect(digests[0]?.text).toContain('http://localhost:3000/broadcast/incoming');
        // A digest never names the family.
        expect(digests[0]?.text).not.toContain('Lina');
      }

      // A third broadcast the same day: the digest job runs each hour, and sends nothing more.
      const parent = await withFreshToken(t.app(), family.user);
      await calls.sentOrder(parent, family.childId);
      await nextHour();
      await t.app().services.familyBroadcasts.sendDigests();
      await t.app().jobs.drain();
      expect(await digestsOf(maple.user)).toHaveLength(1);
      expect(await digestsOf(cedar.user)).toHaveLength(1);

      // The next day: the third one, and only it, is digested.
      time.advance(dayMs);
      await t.app().jobs.drain();
      for (const provider of [maple, cedar]) {
        expect((await digestsOf(provider.user)).map((message) => message.subject)).toEqual([
          'A family is looking for care you offer',
          '2 families are looking for care you offer',
        ]);
      }
      // Nothing left to digest: the day after sends nothing.
      time.advance(dayMs);
      await t.app().jobs.drain();
      expect(await digestsOf(maple.user)).toHaveLength(2);
    });
  },
  { clock: time.clock },
);
