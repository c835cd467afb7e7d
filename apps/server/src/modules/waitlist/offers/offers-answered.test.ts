import type { NoticesResponse, ProviderOffer } from '@kinderwait/contract';
import { buildUrl, notificationsApiPaths, offersApiPaths, roleIds } from '@kinderwait/contract';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../../test/accounts.ts';
import { outboxFor, signUp } from '../../../test/accounts.ts';
import { getJson, sendJson } from '../../../test/sample-requests.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import type { Family } from '../../../test/fixtures/offers-fixtures.ts';
import {
  createFamily,
  insertOwnedProvider,
  requestIdOf,
  resetClock,
  toddlers,
} from '../../../test/fixtures/offers-fixtures.ts';

const start = new Date('2026-11-23T14:00:00Z');
const time = createTestClock(start);

// The provider is told in the app and by email when a family accepts or declines its offer.
forEachDatabase(
  (t) => {
    let owner: TestUser;
    let providerId: string;
    let ada: Family;
    let ben: Family;

    const offer = async (family: Family): Promise<ProviderOffer> => {
      time.advance(60_000);
      const response = await sendJson(
        t.app(),
        'POST',
        buildUrl(offersApiPaths.providerOffers, { providerId }),
        {
          requestId: requestIdOf(family, providerId),
          ageGroupId: toddlers,
          startDate: '2027-03-01',
        },
        owner.headers(roleIds.Licenced),
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json<ProviderOffer>();
    };
    const answer = async (family: Family, offerId: string, how: 'accept' | 'decline') => {
      const response = await sendJson(
        t.app(),
        'POST',
        buildUrl(offersApiPaths[how], { offerId }),
        {},
        family.user.headers(roleIds.Parent),
      );
      expect(response.statusCode, response.body).toBe(200);
    };
    const noticesOf = async (user: TestUser, roleId: number) => {
      const response = await getJson(t.app(), notificationsApiPaths.notices, user.headers(roleId));
      expect(response.statusCode, response.body).toBe(200);
      return response.json<NoticesResponse>().items;
    };
    const answeredEmails = async () =>
      (await outboxFor(t.app(), owner.email)).filter((message) =>
        message.subject.includes('your offer'),
      );

    beforeAll(async () => {
      resetClock(time, start);
      owner = await signUp(t.app(), { roles: ['Licenced'] });
      providerId = await insertOwnedProvider(t.connection().db, owner, 'Sunny Days', 1, 2);
      ada = await createFamily(t.app(), 'Ada', [providerId]);
      ben = await createFamily(t.app(), 'Ben', [providerId]);
    });

    it('tells the provider of an acceptance and of a decline, once each', async () => {
      const adas = await offer(ada);
      const bens = await offer(ben);
      await t.app().jobs.drain();
      expect(await noticesOf(owner, roleIds.Licenced)).toEqual([]);

      await answer(ada, adas.id, 'accept');
      time.advance(60_000);
      await answer(ben, bens.id, 'decline');
      await t.app().jobs.drain();

      const notices = await noticesOf(owner, roleIds.Licenced);
      expect(notices.map((notice) => [notice.kind, notice.data])).toEqual([
        [
          'offer_answered',
          expect.objectContaining({ offerId: bens.id, childFirstName: 'Ben', answer: 'decline' }),
        ],
        [
          'offer_answered',
          expect.objectContaining({ offerId: adas.id, childFirstName: 'Ada', answer: 'accept' }),
        ],
      ]);
      const emails = await answeredEmails();
      expect(emails.map((message) => message.subject).sort()).toEqual([
        "Ada's family accepted your offer",
        "Ben's family declined your offer",
      ]);
      const accepted = emails.find((message) => message.subject.startsWith('Ada'));
      expect(accepted?.text).toContain('Ada is now enrolled');
      // The families get no such notice.
      const adaKinds = (await noticesOf(ada.user, roleIds.Parent)).map((notice) => notice.kind);
      expect(adaKinds).not.toContain('offer_answered');

      // A second answer is refused and tells nobody again.
      const again = await sendJson(
        t.app(),
        'POST',
        buildUrl(offersApiPaths.decline, { offerId: adas.id }),
        {},
        ada.user.headers(roleIds.Parent),
      );
      expect(again.statusCode).toBe(409);
      await t.app().jobs.drain();
      expect(await noticesOf(owner, roleIds.Licenced)).toHaveLength(2);
      expect(await answeredEmails()).toHaveLength(2);
    });
  },
  { clock: time.clock },
);
