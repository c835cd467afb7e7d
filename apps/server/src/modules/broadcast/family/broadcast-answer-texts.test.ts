import type { TelephonyLogEntry } from '@kinderwait/contract';
import { buildUrl, devTelephonyApiPaths, roleIds } from '@kinderwait/contract';
import { beforeAll, expect, it } from 'vitest';
import { minuteMs } from '../../../clock.ts';
import { outboxFor } from '../../../test/accounts.ts';
import { buyInSandbox } from '../../../test/checkout.ts';
import type { BroadcastProvider } from '../../../test/fixtures/family-broadcasts.ts';
import {
  broadcastProvider,
  familyBroadcastCalls,
} from '../../../test/fixtures/family-broadcasts.ts';
import type { Family } from '../../../test/fixtures/waitlist-fixtures.ts';
import { createFamily, toddlers } from '../../../test/fixtures/waitlist-fixtures.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';

const time = createTestClock(new Date('2026-11-23T15:00:00Z'));
const withPlus = '+14165550111';
const withoutPlus = '+14165550112';

forEachDatabase(
  (t) => {
    let maple: BroadcastProvider;
    let lina: Family;
    let omar: Family;
    const calls = familyBroadcastCalls(() => t.app());

    beforeAll(async () => {
      const app = t.app();
      maple = await broadcastProvider(app, 'Maple Tots', 1);
      // Both parents have a phone number; only Lina's has KinderWait Plus.
      lina = await createFamily(app, 'Lina', [], { phone: { db: app.db, number: withPlus } });
      omar = await createFamily(app, 'Omar', [], { phone: { db: app.db, number: withoutPlus } });
      await buyInSandbox(app, lina.user, roleIds.Parent, ['kinderwait-plus'], 'subscription');
      await app.jobs.drain();
    });

    const textsTo = async (number: string) => {
      const response = await t.app().inject({
        method: 'GET',
        url: buildUrl(devTelephonyApiPaths.log, {}, { to: number }),
      });
      expect(response.statusCode).toBe(200);
      return response
        .json<TelephonyLogEntry[]>()
        .filter((entry) => entry.kind === 'sms' && entry.to === number)
        .map((entry) => entry.text);
    };
    const answerEmailsTo = async (family: Family) =>
      (await outboxFor(t.app(), family.user.email)).filter((message) =>
        message.subject.startsWith('Maple Tots '),
      );

    it('texts the parent of each answer only with KinderWait Plus; both are emailed', async () => {
      const toLina = await calls.sentOrder(lina.user, lina.childId);
      const toOmar = await calls.sentOrder(omar.user, omar.childId);
      for (const orderId of [toLina, toOmar]) {
        const deliveryId = await calls.deliveryId(orderId, maple.id);
        const answered = await calls.answer(maple.user, deliveryId, {
          answer: 'interested',
          ageGroupId: toddlers,
          startDate: '2027-03-01',
        });
        expect(answered.statusCode, answered.body).toBe(200);
      }
      await t.app().jobs.drain();

      expect(await textsTo(withPlus)).toEqual([
        'KinderWait: Maple Tots is interested in caring for Lina. See the answers in the app.',
      ]);
      expect(await textsTo(withoutPlus)).toEqual([]);
      expect((await answerEmailsTo(lina)).map((message) => message.subject)).toEqual([
        'Maple Tots is interested in caring for Lina',
      ]);
      expect((await answerEmailsTo(omar)).map((message) => message.subject)).toEqual([
        'Maple Tots is interested in caring for Omar',
      ]);

      // A changed answer is told again, by text with Plus; saving the same one tells nothing.
      const deliveryId = await calls.deliveryId(toLina, maple.id);
      for (let times = 0; times < 2; times += 1) {
        time.advance(minuteMs);
        const changed = await calls.answer(maple.user, deliveryId, { answer: 'not_now' });
        expect(changed.statusCode, changed.body).toBe(200);
        await t.app().jobs.drain();
      }
      expect(await textsTo(withPlus)).toEqual([
        "KinderWait: Maple Tots answered Lina's broadcast: not now.",
        'KinderWait: Maple Tots is interested in caring for Lina. See the answers in the app.',
      ]);
    });
  },
  { clock: time.clock },
);
