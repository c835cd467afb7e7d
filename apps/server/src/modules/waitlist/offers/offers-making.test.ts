import type { ProviderOffer } from '@kinderwait/contract';
import {
  ageGroupIds,
  buildUrl,
  offersApiPaths,
  offersErrorCodes,
  offersMessages,
  parseValidationDetail,
  roleIds,
  waitlistErrorCodes,
} from '@kinderwait/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts.ts';
import { getJson, sendJson } from '../../../test/sample-requests.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import {
  createFamily,
  insertOwnedProvider,
  offerLinkOf,
  requestIdOf,
  setSpaces,
  statusOf,
  toddlers,
} from '../../../test/fixtures/offers-fixtures.ts';
import { errorOf, offersScene } from '../../../test/fixtures/offers-scene.ts';

// 09:00 on Monday 23 November 2026 in Toronto (14:00 UTC).
const start = new Date('2026-11-23T14:00:00Z');
const time = createTestClock(start);

const fieldsOf = (response: LightMyRequestResponse) =>
  parseValidationDetail(errorOf(response).detail ?? '').map((issue) => issue.path.join('.'));

// A provider making and withdrawing offers: who may, bad input, the deadline it gets.
forEachDatabase(
  (t) => {
    const scene = offersScene(t, time, start);
    const { asOwner, offersUrl, makeOffer, offered, answer, providerOffers } = scene;

    describe('who may', () => {
      it('401 without a token, 403 for a parent role', async () => {
        const anonymous = await t.app().inject({ method: 'GET', url: offersUrl() });
        expect(anonymous.statusCode).toBe(401);
        const parent = await getJson(t.app(), offersUrl(), scene.ada.user.headers(roleIds.Parent));
        expect(parent.statusCode).toBe(403);
      });

      it("another provider's offers are 404", async () => {
        const response = await getJson(
          t.app(),
          offersUrl(),
          scene.stranger.headers(roleIds.Licenced),
        );
        expect(response.statusCode).toBe(404);
        const made = await makeOffer(
          {
            requestId: requestIdOf(scene.ada, scene.providerId),
            ageGroupId: toddlers,
            startDate: '2027-03-01',
          },
          scene.stranger.headers(roleIds.Licenced),
        );
        expect(made.statusCode).toBe(404);
        expect(errorOf(made).code).toBe(waitlistErrorCodes.childcareProviderNotFound);
        expect(await statusOf(t.app(), scene.ada, scene.providerId)).toBe('waiting');
      });

      it('a request of another provider is 404', async () => {
        const response = await makeOffer(
          {
            requestId: requestIdOf(scene.ada, scene.providerId),
            ageGroupId: toddlers,
            startDate: '2027-03-01',
          },
          scene.stranger.headers(roleIds.Licenced),
          scene.strangersProviderId,
        );
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).code).toBe(waitlistErrorCodes.childcareRequestNotFound);
        expect(await statusOf(t.app(), scene.ada, scene.providerId)).toBe('waiting');
      });
    });

    describe('bad input: 400 naming the field, nothing saved', () => {
      it.each([
        [{ requestId: undefined }, 'body.requestId'],
        [{ ticketId: 'x' }, 'body.ticketId'],
        [{ ageGroupId: 0 }, 'body.ageGroupId'],
        [{ startDate: '2027-02-30' }, 'body.startDate'],
        [{ startDate: '2026-11-22' }, 'body.startDate'],
        [{ startDate: '2030-01-01' }, 'body.startDate'],
        [{ deadline: '2026-11-23' }, 'body.deadline'],
        [{ deadline: '2027-01-30' }, 'body.deadline'],
        [{ deadline: 'soon' }, 'body.deadline'],
        [{ ageGroupId: ageGroupIds.infant }, 'body.ageGroupId'], // not offered by Sunny Days
      ])('%j → %s', async (change, field) => {
        const response = await makeOffer({
          requestId: requestIdOf(scene.ada, scene.providerId),
          ageGroupId: toddlers,
          startDate: '2027-03-01',
          ...change,
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(fieldsOf(response)).toContain(field);
        expect(await providerOffers()).toEqual([]);
        expect(await statusOf(t.app(), scene.ada, scene.providerId)).toBe('waiting');
      });
    });

    describe('an offer made', () => {
      it('defaults the deadline to 3 business days (Monday → end of Thursday in Toronto) and tells the family', async () => {
        const offer = await offered(scene.ada);
        expect(offer).toMatchObject({
          requestId: requestIdOf(scene.ada, scene.providerId),
          ticketId: scene.ada.ticketId,
          childFirstName: 'Ada',
          ageGroupId: toddlers,
          startDate: '2027-03-01',
          deadlineAt: '2026-11-27T04:59:59.999Z',
          status: 'open',
          autoOffered: false,
          closedAt: null,
        });
        expect(await statusOf(t.app(), scene.ada, scene.providerId)).toBe('offered');
        await t.app().jobs.drain();
        const link = await offerLinkOf(t.app(), scene.ada);
        expect(link.offerId).toBe(offer.id);
        expect(link.message.subject).toContain('Sunny Days');
        expect(link.message.text).toContain('Thursday, November 26, 2026');
      });

      it('a second offer while the only space is offered is 409 no_space_left', async () => {
        const response = await makeOffer({
          requestId: requestIdOf(scene.ben, scene.providerId),
          ageGroupId: toddlers,
          startDate: '2027-03-01',
        });
        expect(response.statusCode).toBe(409);
        expect(errorOf(response)).toMatchObject({
          code: offersErrorCodes.noSpaceLeft,
          message: offersMessages.noSpaceLeft,
        });
        expect(await statusOf(t.app(), scene.ben, scene.providerId)).toBe('waiting');
      });

      it('a provider withdraws an open offer; another provider cannot', async () => {
        await setSpaces(t.connection().db, scene.providerId, 2);
        const offer = await offered(scene.cy);
        const url = (id: string) =>
          buildUrl(offersApiPaths.withdraw, { providerId: id, offerId: offer.id });
        const foreign = await sendJson(
          t.app(),
          'POST',
          url(scene.strangersProviderId),
          {},
          scene.stranger.headers(roleIds.Licenced),
        );
        expect(foreign.statusCode).toBe(404);
        expect(errorOf(foreign).code).toBe(offersErrorCodes.offerNotFound);
        const response = await sendJson(t.app(), 'POST', url(scene.providerId), {}, asOwner());
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<ProviderOffer>().status).toBe('withdrawn');
        expect(await statusOf(t.app(), scene.cy, scene.providerId)).toBe('waiting');
        const late = await answer(scene.cy, offer.id, 'accept');
        expect(late.statusCode).toBe(409);
        expect(errorOf(late).message).toBe(offersMessages.offerWithdrawn);
      });
    });

    describe('business days over Ontario holidays, by the app clock', () => {
      it('an offer made on Thursday 24 December 2026 is due at the end of Thursday 31 December', async () => {
        // Its own app, clock, provider and family: a month later the others' tokens have expired.
        const holidays = createTestClock(new Date('2026-12-24T15:00:00Z'));
        const app = await t.buildApp({ clock: holidays.clock });
        const operator = await signUp(app, { roles: ['Licenced'] });
        const centre = await insertOwnedProvider(
          t.connection().db,
          operator,
          'Holiday House',
          1,
          1,
        );
        const kim = await createFamily(app, 'Kim', [centre]);
        const response = await sendJson(
          app,
          'POST',
          offersUrl(centre),
          { requestId: requestIdOf(kim, centre), ageGroupId: toddlers, startDate: '2027-03-01' },
          operator.headers(roleIds.Licenced),
        );
        expect(response.statusCode, response.body).toBe(201);
        // Christmas (Friday), Boxing Day observed Monday 28: 29, 30, 31 are the three days.
        expect(response.json<ProviderOffer>().deadlineAt).toBe('2027-01-01T04:59:59.999Z');
      });
    });
  },
  { clock: time.clock },
);
