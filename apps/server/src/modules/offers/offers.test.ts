import type {
  ApiErrorBody,
  OfferLinkView,
  ParentOffer,
  ProviderOffer,
  ProviderOffersResponse,
  WithdrawPausedResponse,
} from '@kinderwait/contract';
import {
  ageGroupIds,
  buildUrl,
  commonErrorCodes,
  offersApiPaths,
  offersErrorCodes,
  offersMessages,
  parseValidationDetail,
  roleIds,
  waitlistErrorCodes,
} from '@kinderwait/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { getJson, sendJson } from '../../test/sample-requests.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { forEachDatabase, xsrfHeaders } from '../../test/test-app.ts';
import type { Family } from './offers-fixtures.ts';
import {
  createFamily,
  insertOwnedProvider,
  offerLinkOf,
  requestIdOf,
  requestsOf,
  resetClock,
  setSpaces,
  signInAgain,
  spacesOf,
  statusOf,
  toddlers,
} from './offers-fixtures.ts';

// 09:00 on Monday 23 November 2026 in Toronto (14:00 UTC).
const start = new Date('2026-11-23T14:00:00Z');
const time = createTestClock(start);
const hourMs = 3_600_000;

const errorOf = (response: LightMyRequestResponse) => response.json<ApiErrorBody>();
const fieldsOf = (response: LightMyRequestResponse) =>
  parseValidationDetail(errorOf(response).detail ?? '').map((issue) => issue.path.join('.'));

forEachDatabase(
  (t) => {
    let owner: TestUser;
    let stranger: TestUser;
    let providerId: string;
    let strangersProviderId: string;
    let elsewhereId: string;
    let ada: Family;
    let ben: Family;
    let cy: Family;
    let dee: Family;

    const asOwner = () => owner.headers(roleIds.Licenced);
    const offersUrl = (id = providerId) =>
      buildUrl(offersApiPaths.providerOffers, { providerId: id });
    const makeOffer = (body: unknown, headers = asOwner(), id = providerId) =>
      sendJson(t.app(), 'POST', offersUrl(id), body, headers);
    const offered = async (family: Family, extra: object = {}): Promise<ProviderOffer> => {
      // A minute apart, so the newest-first list has one order.
      time.advance(60_000);
      const response = await makeOffer({
        requestId: requestIdOf(family, providerId),
        ageGroupId: toddlers,
        startDate: '2027-03-01',
        ...extra,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<ProviderOffer>();
    };
    const answer = (family: Family, offerId: string, how: 'accept' | 'decline') =>
      sendJson(
        t.app(),
        'POST',
        buildUrl(offersApiPaths[how], { offerId }),
        {},
        family.user.headers(roleIds.Parent),
      );
    // Public: no token, only the anti-forgery pair every write carries.
    const linkCall = async (offerId: string, body: object, path: 'linkView' | 'linkAnswer') =>
      t.app().inject({
        method: 'POST',
        url: buildUrl(offersApiPaths[path], { offerId }),
        headers: { 'content-type': 'application/json', ...(await xsrfHeaders(t.app())) },
        payload: JSON.stringify(body),
      });
    const providerOffers = async (): Promise<ProviderOffer[]> => {
      const response = await getJson(t.app(), offersUrl(), asOwner());
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ProviderOffersResponse>().items;
    };

    /** Moves the clock, then signs everyone in again (their access tokens expired meanwhile). */
    const later = async (ms: number): Promise<void> => {
      time.advance(ms);
      owner = await signInAgain(t.app(), owner);
      stranger = await signInAgain(t.app(), stranger);
      for (const family of [ada, ben, cy, dee])
        family.user = await signInAgain(t.app(), family.user);
    };

    beforeAll(async () => {
      resetClock(time, start);
      const db = t.connection().db;
      owner = await signUp(t.app(), { roles: ['Licenced'] });
      stranger = await signUp(t.app(), { roles: ['Licenced'] });
      providerId = await insertOwnedProvider(db, owner, 'Sunny Days', 1, 1);
      strangersProviderId = await insertOwnedProvider(db, stranger, 'Other Place', 2, 3);
      elsewhereId = await insertOwnedProvider(db, null, 'Elsewhere', 3, 2);
      // In line at Sunny Days: Ada, Ben, Cy, Dee (by date joined); Ada also waits Elsewhere.
      ada = await createFamily(t.app(), 'Ada', [providerId, elsewhereId], {
        phone: { db, number: '+14165550123' },
      });
      time.advance(60_000);
      ben = await createFamily(t.app(), 'Ben', [providerId]);
      time.advance(60_000);
      cy = await createFamily(t.app(), 'Cy', [providerId]);
      time.advance(60_000);
      dee = await createFamily(t.app(), 'Dee', [providerId]);
    });

    describe('who may', () => {
      it('401 without a token, 403 for a parent role', async () => {
        const anonymous = await t.app().inject({ method: 'GET', url: offersUrl() });
        expect(anonymous.statusCode).toBe(401);
        const parent = await getJson(t.app(), offersUrl(), ada.user.headers(roleIds.Parent));
        expect(parent.statusCode).toBe(403);
      });

      it("another provider's offers are 404", async () => {
        const response = await getJson(t.app(), offersUrl(), stranger.headers(roleIds.Licenced));
        expect(response.statusCode).toBe(404);
        const made = await makeOffer(
          {
            requestId: requestIdOf(ada, providerId),
            ageGroupId: toddlers,
            startDate: '2027-03-01',
          },
          stranger.headers(roleIds.Licenced),
        );
        expect(made.statusCode).toBe(404);
        expect(errorOf(made).code).toBe(waitlistErrorCodes.childcareProviderNotFound);
      });

      it('a request of another provider is 404', async () => {
        const response = await makeOffer(
          {
            requestId: requestIdOf(ada, providerId),
            ageGroupId: toddlers,
            startDate: '2027-03-01',
          },
          stranger.headers(roleIds.Licenced),
          strangersProviderId,
        );
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).code).toBe(waitlistErrorCodes.childcareRequestNotFound);
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
          requestId: requestIdOf(ada, providerId),
          ageGroupId: toddlers,
          startDate: '2027-03-01',
          ...change,
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(fieldsOf(response)).toContain(field);
        expect(await providerOffers()).toEqual([]);
        expect(await statusOf(t.app(), ada, providerId)).toBe('waiting');
      });
    });

    describe('an offer accepted from the email link', () => {
      let offer: ProviderOffer;

      it('defaults the deadline to 3 business days (Monday → end of Thursday in Toronto) and tells the family', async () => {
        offer = await offered(ada);
        expect(offer).toMatchObject({
          requestId: requestIdOf(ada, providerId),
          ticketId: ada.ticketId,
          childFirstName: 'Ada',
          ageGroupId: toddlers,
          startDate: '2027-03-01',
          deadlineAt: '2026-11-27T04:59:59.999Z',
          status: 'open',
          autoOffered: false,
          closedAt: null,
        });
        expect(await statusOf(t.app(), ada, providerId)).toBe('offered');
        await t.app().jobs.drain();
        const link = await offerLinkOf(t.app(), ada);
        expect(link.offerId).toBe(offer.id);
        expect(link.message.subject).toContain('Sunny Days');
        expect(link.message.text).toContain('Thursday, November 26, 2026');
      });

      it('a second offer while the only space is offered is 409 no_space_left', async () => {
        const response = await makeOffer({
          requestId: requestIdOf(ben, providerId),
          ageGroupId: toddlers,
          startDate: '2027-03-01',
        });
        expect(response.statusCode).toBe(409);
        expect(errorOf(response)).toMatchObject({
          code: offersErrorCodes.noSpaceLeft,
          message: offersMessages.noSpaceLeft,
        });
        expect(await statusOf(t.app(), ben, providerId)).toBe('waiting');
      });

      it('another family answering it is 404; the parent reads it', async () => {
        const response = await answer(ben, offer.id, 'accept');
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).code).toBe(offersErrorCodes.offerNotFound);
        const read = await getJson(
          t.app(),
          buildUrl(offersApiPaths.offer, { offerId: offer.id }),
          ada.user.headers(roleIds.Parent),
        );
        expect(read.json<ParentOffer>()).toMatchObject({
          id: offer.id,
          providerName: 'Sunny Days',
          status: 'open',
        });
      });

      it("the link's token opens only its own offer; reading changes nothing", async () => {
        const { token } = await offerLinkOf(t.app(), ada);
        const wrong = await linkCall(offer.id, { token: 'x'.repeat(43) }, 'linkView');
        expect(wrong.statusCode).toBe(404);
        expect(errorOf(wrong).code).toBe(offersErrorCodes.offerLinkInvalid);
        const otherOffer = await linkCall(requestIdOf(ben, providerId), { token }, 'linkView');
        expect(otherOffer.statusCode).toBe(404);
        const view = await linkCall(offer.id, { token }, 'linkView');
        expect(view.statusCode).toBe(200);
        expect(view.json<OfferLinkView>()).toMatchObject({
          id: offer.id,
          childFirstName: 'Ada',
          providerName: 'Sunny Days',
          status: 'open',
          answerable: true,
        });
        expect(await statusOf(t.app(), ada, providerId)).toBe('offered');
      });

      it('accepting enrols the child, takes the space and pauses the other requests', async () => {
        const { token } = await offerLinkOf(t.app(), ada);
        const response = await linkCall(offer.id, { token, answer: 'accept' }, 'linkAnswer');
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<OfferLinkView>()).toMatchObject({
          status: 'accepted',
          answerable: false,
        });
        expect(await statusOf(t.app(), ada, providerId)).toBe('enrolled');
        expect(await statusOf(t.app(), ada, elsewhereId)).toBe('paused');
        expect(await spacesOf(t.connection().db, providerId)).toBe(0);
      });

      it('the link answers only once', async () => {
        const { token } = await offerLinkOf(t.app(), ada);
        const again = await linkCall(offer.id, { token, answer: 'decline' }, 'linkAnswer');
        expect(again.statusCode).toBe(409);
        expect(errorOf(again)).toMatchObject({
          code: offersErrorCodes.offerNotOpen,
          message: offersMessages.offerAlreadyAnswered('accepted'),
        });
        expect(await statusOf(t.app(), ada, providerId)).toBe('enrolled');
      });

      it('the parent is asked about the paused requests and withdraws them in one tap', async () => {
        const headers = ada.user.headers(roleIds.Parent);
        const read = await getJson(
          t.app(),
          buildUrl(offersApiPaths.offer, { offerId: offer.id }),
          headers,
        );
        expect(read.json<ParentOffer>().pausedRequests).toEqual([
          { requestId: requestIdOf(ada, elsewhereId), providerName: 'Elsewhere' },
        ]);
        const url = buildUrl(offersApiPaths.withdrawPaused, { offerId: offer.id });
        const other = await sendJson(t.app(), 'POST', url, {}, ben.user.headers(roleIds.Parent));
        expect(other.statusCode).toBe(404);
        const tap = await sendJson(t.app(), 'POST', url, {}, headers);
        expect(tap.statusCode, tap.body).toBe(200);
        expect(tap.json<WithdrawPausedResponse>()).toEqual({
          withdrawnRequestIds: [requestIdOf(ada, elsewhereId)],
        });
        expect(await statusOf(t.app(), ada, elsewhereId)).toBe('withdrawn');
        const again = await sendJson(t.app(), 'POST', url, {}, headers);
        expect(again.json<WithdrawPausedResponse>()).toEqual({ withdrawnRequestIds: [] });
      });
    });

    describe('decline, expiry and the next family', () => {
      it('a decline shows the provider the next family in line', async () => {
        await setSpaces(t.connection().db, providerId, 1);
        const offer = await offered(ben);
        const response = await answer(ben, offer.id, 'decline');
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<ParentOffer>().status).toBe('declined');
        expect(await statusOf(t.app(), ben, providerId)).toBe('declined');
        const [latest] = await providerOffers();
        expect(latest).toMatchObject({
          id: offer.id,
          status: 'declined',
          nextFamily: {
            requestId: requestIdOf(cy, providerId),
            childFirstName: 'Cy',
            offerId: null,
          },
        });
      });

      it('an offer past its deadline cannot be accepted, and the family is back in line', async () => {
        const offer = await offered(cy, { deadline: '2026-11-24' });
        expect(offer.deadlineAt).toBe('2026-11-25T04:59:59.999Z');
        await later(48 * hourMs); // Wednesday 25th, 09:00 Toronto
        const response = await answer(cy, offer.id, 'accept');
        expect(response.statusCode).toBe(409);
        expect(errorOf(response)).toMatchObject({
          code: offersErrorCodes.offerExpired,
          message: offersMessages.offerExpired('Tuesday, November 24, 2026'),
        });
        expect(await statusOf(t.app(), cy, providerId)).toBe('waiting');
        expect(await spacesOf(t.connection().db, providerId)).toBe(1);
        await t.app().jobs.drain();
        const { token } = await offerLinkOf(t.app(), cy);
        const byLink = await linkCall(offer.id, { token, answer: 'accept' }, 'linkAnswer');
        expect(byLink.statusCode).toBe(409);
        expect(errorOf(byLink).code).toBe(offersErrorCodes.offerExpired);
      });

      it('the sweep job expires a due offer that nobody read', async () => {
        const offer = await offered(dee, { deadline: '2026-11-26' });
        await later(48 * hourMs); // Friday 27th
        await t.app().jobs.drain();
        const [latest] = await providerOffers();
        expect(latest).toMatchObject({ id: offer.id, status: 'expired' });
        expect(await statusOf(t.app(), dee, providerId)).toBe('waiting');
        const [row] = await requestsOf(t.app(), dee);
        expect(row?.status).toBe('waiting');
      });

      it('a provider withdraws an open offer; another provider cannot', async () => {
        await setSpaces(t.connection().db, providerId, 2);
        const offer = await offered(cy);
        const url = (id: string) =>
          buildUrl(offersApiPaths.withdraw, { providerId: id, offerId: offer.id });
        const foreign = await sendJson(
          t.app(),
          'POST',
          url(strangersProviderId),
          {},
          stranger.headers(roleIds.Licenced),
        );
        expect(foreign.statusCode).toBe(404);
        expect(errorOf(foreign).code).toBe(offersErrorCodes.offerNotFound);
        const response = await sendJson(t.app(), 'POST', url(providerId), {}, asOwner());
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<ProviderOffer>().status).toBe('withdrawn');
        expect(await statusOf(t.app(), cy, providerId)).toBe('waiting');
        const late = await answer(cy, offer.id, 'accept');
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

    it('a wrong offer id shape is 400, an unknown one 404', async () => {
      const headers = ada.user.headers(roleIds.Parent);
      const bad = await getJson(
        t.app(),
        buildUrl(offersApiPaths.offer, { offerId: 'nope' }),
        headers,
      );
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).code).toBe(commonErrorCodes.validationFailed);
      const unknown = await getJson(
        t.app(),
        buildUrl(offersApiPaths.offer, { offerId: '00000000-0000-4000-8000-000000000000' }),
        headers,
      );
      expect(unknown.statusCode).toBe(404);
    });
  },
  { clock: time.clock },
);
