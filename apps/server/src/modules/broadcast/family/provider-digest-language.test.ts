import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { minuteMs } from '../../../clock.ts';
import { outboxFor } from '../../../test/accounts.ts';
import type { BroadcastProvider } from '../../../test/fixtures/family-broadcasts.ts';
import {
  broadcastProvider,
  familyBroadcastCalls,
} from '../../../test/fixtures/family-broadcasts.ts';
import type { Family } from '../../../test/fixtures/waitlist-fixtures.ts';
import { createFamily } from '../../../test/fixtures/waitlist-fixtures.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';

const time = createTestClock(new Date('2026-11-23T15:00:00Z'));

// The providers' digests are each in their owner's language, looked up for all of them at once.
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
      await t
        .connection()
        .db.execute(sql`update users set preferred_language = 'fr' where id = ${cedar.user.id}`);
    });

    it('writes a French owner’s digest in French and an English owner’s in English', async () => {
      await calls.paidOrder(family.user, family.childId);
      await t.app().jobs.drain();
      time.advance(60 * minuteMs);
      await t.app().jobs.drain();

      const [english] = await outboxFor(t.app(), maple.user.email);
      expect(english?.subject).toBe('A family is looking for care you offer');
      const [french] = await outboxFor(t.app(), cedar.user.email);
      expect(french?.subject).toBe('Une famille cherche un service de garde que vous offrez');
      expect(french?.text).toContain('Voir les demandes diffusées : http://localhost:3000/');
    });
  },
  { clock: time.clock },
);
