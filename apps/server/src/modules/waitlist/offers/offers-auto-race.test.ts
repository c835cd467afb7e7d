import type {
  ApiErrorBody,
  ParentOffer,
  ProviderOffer,
  ProviderOffersResponse,
} from '@kinderwait/contract';
import {
  buildUrl,
  offersApiPaths,
  offersErrorCodes,
  providerWaitlistApiPaths,
  roleIds,
} from '@kinderwait/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/accounts.ts';
import { signUp } from '../../../test/accounts.ts';
import { getJson, sendJson } from '../../../test/sample-requests.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import type { Family } from '../../../test/fixtures/offers-fixtures.ts';
import {
  createFamily,
  insertOwnedProvider,
  requestIdOf,
  resetClock,
  setSpaces,
  signInAgain,
  spacesOf,
  statusOf,
  toddlers,
} from '../../../test/fixtures/offers-fixtures.ts';

// 09:00 on Monday 23 November 2026 in Toronto.
const start = new Date('2026-11-23T14:00:00Z');
const time = createTestClock(start);
const dayMs = 86_400_000;

forEachDatabase(
  (t) => {
    let owner: TestUser;
    let providerId: string;
    let autoProviderId: string;
    let families: Family[];

    let autoOwner: TestUser;
    const ownerOf = (at: string): TestUser => (at === providerId ? owner : autoOwner);
    const offerTo = (family: Family, at = providerId) =>
      sendJson(
        t.app(),
        'POST',
        buildUrl(offersApiPaths.providerOffers, { providerId: at }),
        { requestId: requestIdOf(family, at), ageGroupId: toddlers, startDate: '2027-03-01' },
        ownerOf(at).headers(roleIds.Licenced),
      );
    const answer = (family: Family, offerId: string, how: 'accept' | 'decline') =>
      sendJson(
        t.app(),
        'POST',
        buildUrl(offersApiPaths[how], { offerId }),
        {},
        family.user.headers(roleIds.Parent),
      );
    const offers = async (at = providerId): Promise<ProviderOffer[]> => {
      const response = await getJson(
        t.app(),
        buildUrl(offersApiPaths.providerOffers, { providerId: at }),
        ownerOf(at).headers(roleIds.Licenced),
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ProviderOffersResponse>().items;
    };
    const family = (index: number): Family => {
      const found = families[index];
      if (found === undefined) throw new Error(`no family ${String(index)}`);
      return found;
    };

    beforeAll(async () => {
      resetClock(time, start);
      owner = await signUp(t.app(), { roles: ['Licenced'] });
      autoOwner = await signUp(t.app(), { roles: ['Licenced'] });
      providerId = await insertOwnedProvider(t.connection().db, owner, 'Race Corner', 1, 1);
      autoProviderId = await insertOwnedProvider(t.connection().db, autoOwner, 'Auto Corner', 2, 1);
      families = [];
      for (const name of ['Eli', 'Fay', 'Gus', 'Hal']) {
        families.push(await createFamily(t.app(), name, [providerId]));
        time.advance(60_000);
      }
      // In line at Auto Corner: Ivy, then Jo.
      for (const name of ['Ivy', 'Jo']) {
        families.push(await createFamily(t.app(), name, [autoProviderId]));
        time.advance(60_000);
      }
    });

    // PGlite runs one statement at a time in one process, so nothing there can interleave; the
    // race is only meaningful, and only tested, on PostgreSQL.
    const onPostgres = t.driver === 'postgres' ? it : it.skip;
    if (t.driver === 'pglite') {
      console.info(
        'offers race tests skipped on PGlite: it serialises every statement (one connection); they run on PostgreSQL with TEST_DATABASE_URL',
      );
    }

    describe('the last space, taken twice at once', () => {
      onPostgres('of two offers made at once for the last space, exactly one is made', async () => {
        await setSpaces(t.connection().db, providerId, 1);
        const responses = await Promise.all([offerTo(family(0)), offerTo(family(1))]);
        const codes = responses.map((response) => response.statusCode).sort();
        expect(codes).toEqual([201, 409]);
        const refused = responses.find((response) => response.statusCode === 409);
        expect(refused?.json<ApiErrorBody>().code).toBe(offersErrorCodes.noSpaceLeft);
        expect((await offers()).filter((offer) => offer.status === 'open')).toHaveLength(1);
      });

      onPostgres('of two acceptances at once for the last space, exactly one enrols', async () => {
        // Two open offers on two spaces, then the provider lowers the spaces to one.
        await setSpaces(t.connection().db, providerId, 3);
        const made = await Promise.all([offerTo(family(2)), offerTo(family(3))]);
        expect(made.map((response) => response.statusCode)).toEqual([201, 201]);
        await setSpaces(t.connection().db, providerId, 1);
        const [first, second] = made.map((response) => response.json<ProviderOffer>());
        if (first === undefined || second === undefined) throw new Error('offers missing');
        const responses = await Promise.all([
          answer(family(2), first.id, 'accept'),
          answer(family(3), second.id, 'accept'),
        ]);
        expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
        expect(await spacesOf(t.connection().db, providerId)).toBe(0);
        const statuses = [
          await statusOf(t.app(), family(2), providerId),
          await statusOf(t.app(), family(3), providerId),
        ].sort();
        expect(statuses).toEqual(['enrolled', 'offered']);
      });
    });

    describe('auto-offer', () => {
      it('a declined offer goes to the next family at once; an expired one too, by the sweep', async () => {
        const settings = await sendJson(
          t.app(),
          'PUT',
          buildUrl(providerWaitlistApiPaths.settings, { providerId: autoProviderId }),
          { policy: 'First come, first served.', autoOffer: true, offerDeadlineBusinessDays: 2 },
          autoOwner.headers(roleIds.Licenced),
        );
        expect(settings.statusCode, settings.body).toBe(200);

        const made = await offerTo(family(4), autoProviderId);
        expect(made.statusCode, made.body).toBe(201);
        const declined = await answer(family(4), made.json<ProviderOffer>().id, 'decline');
        expect(declined.json<ParentOffer>().status).toBe('declined');

        // Made in the same (frozen) millisecond as the first: found by its flag, not its order.
        const auto = (await offers(autoProviderId)).find((offer) => offer.autoOffered);
        expect(auto).toMatchObject({
          requestId: requestIdOf(family(5), autoProviderId),
          status: 'open',
          autoOffered: true,
          // Two business days after Monday: the end of Wednesday in Toronto.
          deadlineAt: '2026-11-26T04:59:59.999Z',
        });
        expect(await statusOf(t.app(), family(5), autoProviderId)).toBe('offered');

        time.advance(4 * dayMs);
        await t.app().jobs.drain();
        autoOwner = await signInAgain(t.app(), autoOwner);
        families[5] = { ...family(5), user: await signInAgain(t.app(), family(5).user) };
        const expired = (await offers(autoProviderId)).find((offer) => offer.id === auto?.id);
        // Expired; Jo is back in line, and nobody else waits who has not had an offer.
        expect(expired).toMatchObject({ status: 'expired', nextFamily: null });
        expect(await offers(autoProviderId)).toHaveLength(2);
        expect(await statusOf(t.app(), family(5), autoProviderId)).toBe('waiting');
      });
    });
  },
  { clock: time.clock },
);
