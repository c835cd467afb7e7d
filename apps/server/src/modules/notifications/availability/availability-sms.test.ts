import type { TelephonyLogEntry } from '@kinderwait/contract';
import {
  buildUrl,
  devTelephonyApiPaths,
  notificationsApiPaths,
  roleIds,
} from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../../test/accounts.ts';
import { signUp } from '../../../test/accounts.ts';
import { buyInSandbox } from '../../../test/checkout.ts';
import { sendJson } from '../../../test/sample-requests.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import type { Family } from '../../../test/fixtures/notifications-fixtures.ts';
import {
  createFamily,
  insertOwnedProvider,
  setSpaces,
  toddlers,
} from '../../../test/fixtures/notifications-fixtures.ts';

const time = createTestClock(new Date('2026-11-23T14:00:00Z'));

const phones = {
  plus: '+14165550101',
  free: '+14165550102',
  alert: '+14165550103',
} as const;

// KinderWait Plus includes "SMS alerts for openings" (docs/pricing.md): a Plus parent with a
// phone number gets a text of an opening; a parent without Plus, or without a phone, does not.
forEachDatabase(
  (t) => {
    let owner: TestUser;
    let providerId: string;
    let plus: Family;
    let free: Family;
    let plusWithoutPhone: Family;
    let alerted: Family;

    /** Every text message the sandbox holds, newest first. */
    const texts = async (): Promise<TelephonyLogEntry[]> => {
      const response = await t.app().inject({ method: 'GET', url: devTelephonyApiPaths.log });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<TelephonyLogEntry[]>().filter((entry) => entry.kind === 'sms');
    };
    const setPhone = (family: Family, phone: string) =>
      t
        .connection()
        .db.execute(sql`update users set phone_number = ${phone} where id = ${family.user.id}`);
    const buyPlus = (family: Family) =>
      buyInSandbox(t.app(), family.user, roleIds.Parent, ['kinderwait-plus'], 'subscription');
    const announce = () =>
      sendJson(
        t.app(),
        'POST',
        notificationsApiPaths.availability,
        { providerId, ageGroupId: toddlers },
        owner.headers(roleIds.Licenced),
      );

    beforeAll(async () => {
      const app = t.app();
      owner = await signUp(app, { roles: ['Licenced'] });
      providerId = await insertOwnedProvider(t.connection().db, owner, 'Sunny Days', 1, 0);
      plus = await createFamily(app, 'Amara', [providerId]);
      time.advance(60_000);
      free = await createFamily(app, 'Bilal', [providerId]);
      time.advance(60_000);
      plusWithoutPhone = await createFamily(app, 'Chloe', [providerId]);
      // Near the provider, not on its list: told through the alert on its ticket.
      alerted = await createFamily(app, 'Dev', []);
      await setPhone(plus, phones.plus);
      await setPhone(free, phones.free);
      await setPhone(alerted, phones.alert);
      for (const family of [plus, plusWithoutPhone, alerted]) await buyPlus(family);
      const alert = await sendJson(
        app,
        'PUT',
        buildUrl(notificationsApiPaths.availabilityAlert, {
          childId: alerted.childId,
          ticketId: alerted.ticketId,
        }),
        {},
        alerted.user.headers(roleIds.Parent),
      );
      expect(alert.statusCode, alert.body).toBe(200);
    });

    it('texts the KinderWait Plus parents who gave a phone number, once per opening', async () => {
      const app = t.app();
      await setSpaces(t.connection().db, providerId, 2);
      const response = await announce();
      expect(response.statusCode, response.body).toBe(200);
      // Queued, never sent inside the request.
      expect(await texts()).toEqual([]);
      expect(await app.jobs.drain()).toMatchObject({ failed: 0 });

      const sent = await texts();
      expect(sent.map((entry) => entry.to).sort()).toEqual([phones.plus, phones.alert].sort());
      const opened = sent.find((entry) => entry.to === phones.plus);
      expect(opened?.text).toBe(
        'KinderWait: Sunny Days opened Toddler spaces; Amara is on its waitlist. http://localhost:3000/waitlist/childcare-requests',
      );
      const alertText = sent.find((entry) => entry.to === phones.alert);
      expect(alertText?.text).toContain('Sunny Days, a match for Dev, opened Toddler spaces.');

      // The same opening again: no second text (nor email or notice).
      await announce();
      await app.jobs.drain();
      expect(await texts()).toHaveLength(2);

      // More spaces a moment later: a new opening, texted again to the same two.
      await setSpaces(t.connection().db, providerId, 3);
      await announce();
      await app.jobs.drain();
      const again = await texts();
      expect(again).toHaveLength(4);
      expect(again.filter((entry) => entry.to === phones.free)).toEqual([]);
    });
  },
  { clock: time.clock },
);
