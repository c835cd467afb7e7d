import type {
  OfferLinkView,
  ParentOffer,
  ProviderOffer,
  WithdrawPausedResponse,
} from '@kinderwait/contract';
import {
  buildUrl,
  commonErrorCodes,
  offersApiPaths,
  offersErrorCodes,
  offersMessages,
  roleIds,
} from '@kinderwait/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { getJson, sendJson } from '../../../test/sample-requests.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import {
  offerLinkOf,
  requestIdOf,
  requestsOf,
  setSpaces,
  spacesOf,
  statusOf,
} from '../../../test/fixtures/offers-fixtures.ts';
import { errorOf, offersScene } from '../../../test/fixtures/offers-scene.ts';

// 09:00 on Monday 23 November 2026 in Toronto (14:00 UTC).
const start = new Date('2026-11-23T14:00:00Z');
const time = createTestClock(start);
const hourMs = 3_600_000;

// A family answering an offer: in the app or by the emailed link; accept, decline, expiry.
forEachDatabase(
  (t) => {
    const scene = offersScene(t, time, start);
    const { offered, answer, linkCall, providerOffers, later } = scene;

    describe('an offer accepted from the email link', () => {
      let offer: ProviderOffer;

      beforeAll(async () => {
        offer = await offered(scene.ada);
        await t.app().jobs.drain();
      });

      it('another family answering it is 404; the parent reads it', async () => {
        const response = await answer(scene.ben, offer.id, 'accept');
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).code).toBe(offersErrorCodes.offerNotFound);
        const read = await getJson(
          t.app(),
          buildUrl(offersApiPaths.offer, { offerId: offer.id }),
          scene.ada.user.headers(roleIds.Parent),
        );
        expect(read.json<ParentOffer>()).toMatchObject({
          id: offer.id,
          providerName: 'Sunny Days',
          status: 'open',
        });
      });

      it("the link's token opens only its own offer; reading changes nothing", async () => {
        const { token } = await offerLinkOf(t.app(), scene.ada);
        const wrong = await linkCall(offer.id, { token: 'x'.repeat(43) }, 'linkView');
        expect(wrong.statusCode).toBe(404);
        expect(errorOf(wrong).code).toBe(offersErrorCodes.offerLinkInvalid);
        const otherOffer = await linkCall(
          requestIdOf(scene.ben, scene.providerId),
          { token },
          'linkView',
        );
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
        expect(await statusOf(t.app(), scene.ada, scene.providerId)).toBe('offered');
      });

      it('accepting enrols the child, takes the space and pauses the other requests', async () => {
        const { token } = await offerLinkOf(t.app(), scene.ada);
        const response = await linkCall(offer.id, { token, answer: 'accept' }, 'linkAnswer');
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<OfferLinkView>()).toMatchObject({
          status: 'accepted',
          answerable: false,
        });
        expect(await statusOf(t.app(), scene.ada, scene.providerId)).toBe('enrolled');
        expect(await statusOf(t.app(), scene.ada, scene.elsewhereId)).toBe('paused');
        expect(await spacesOf(t.connection().db, scene.providerId)).toBe(0);
      });

      it('the link answers only once', async () => {
        const { token } = await offerLinkOf(t.app(), scene.ada);
        const again = await linkCall(offer.id, { token, answer: 'decline' }, 'linkAnswer');
        expect(again.statusCode).toBe(409);
        expect(errorOf(again)).toMatchObject({
          code: offersErrorCodes.offerNotOpen,
          message: offersMessages.offerAlreadyAnswered('accepted'),
        });
        expect(await statusOf(t.app(), scene.ada, scene.providerId)).toBe('enrolled');
      });

      it('the parent is asked about the paused requests and withdraws them in one tap', async () => {
        const headers = scene.ada.user.headers(roleIds.Parent);
        const read = await getJson(
          t.app(),
          buildUrl(offersApiPaths.offer, { offerId: offer.id }),
          headers,
        );
        expect(read.json<ParentOffer>().pausedRequests).toEqual([
          { requestId: requestIdOf(scene.ada, scene.elsewhereId), providerName: 'Elsewhere' },
        ]);
        const url = buildUrl(offersApiPaths.withdrawPaused, { offerId: offer.id });
        const other = await sendJson(
          t.app(),
          'POST',
          url,
          {},
          scene.ben.user.headers(roleIds.Parent),
        );
        expect(other.statusCode).toBe(404);
        const tap = await sendJson(t.app(), 'POST', url, {}, headers);
        expect(tap.statusCode, tap.body).toBe(200);
        expect(tap.json<WithdrawPausedResponse>()).toEqual({
          withdrawnRequestIds: [requestIdOf(scene.ada, scene.elsewhereId)],
        });
        expect(await statusOf(t.app(), scene.ada, scene.elsewhereId)).toBe('withdrawn');
        const again = await sendJson(t.app(), 'POST', url, {}, headers);
        expect(again.json<WithdrawPausedResponse>()).toEqual({ withdrawnRequestIds: [] });
      });
    });

    describe('decline, expiry and the next family', () => {
      it('a decline shows the provider the next family in line', async () => {
        await setSpaces(t.connection().db, scene.providerId, 1);
        const offer = await offered(scene.ben);
        // Ada's real link token does not answer Ben's offer (a token opens only its own offer).
        const { token: adasToken } = await offerLinkOf(t.app(), scene.ada);
        const foreign = await linkCall(
          offer.id,
          { token: adasToken, answer: 'accept' },
          'linkAnswer',
        );
        expect(foreign.statusCode).toBe(404);
        expect(errorOf(foreign).code).toBe(offersErrorCodes.offerLinkInvalid);
        const response = await answer(scene.ben, offer.id, 'decline');
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<ParentOffer>().status).toBe('declined');
        expect(await statusOf(t.app(), scene.ben, scene.providerId)).toBe('declined');
        const [latest] = await providerOffers();
        expect(latest).toMatchObject({
          id: offer.id,
          status: 'declined',
          nextFamily: {
            requestId: requestIdOf(scene.cy, scene.providerId),
            childFirstName: 'Cy',
            offerId: null,
          },
        });
      });

      it('an offer past its deadline cannot be accepted, and the family is back in line', async () => {
        const offer = await offered(scene.cy, { deadline: '2026-11-24' });
        expect(offer.deadlineAt).toBe('2026-11-25T04:59:59.999Z');
        await later(48 * hourMs); // Wednesday 25th, 09:00 Toronto
        const response = await answer(scene.cy, offer.id, 'accept');
        expect(response.statusCode).toBe(409);
        expect(errorOf(response)).toMatchObject({
          code: offersErrorCodes.offerExpired,
          message: offersMessages.offerExpired('Tuesday, November 24, 2026'),
        });
        expect(await statusOf(t.app(), scene.cy, scene.providerId)).toBe('waiting');
        expect(await spacesOf(t.connection().db, scene.providerId)).toBe(1);
        await t.app().jobs.drain();
        const { token } = await offerLinkOf(t.app(), scene.cy);
        const byLink = await linkCall(offer.id, { token, answer: 'accept' }, 'linkAnswer');
        expect(byLink.statusCode).toBe(409);
        expect(errorOf(byLink).code).toBe(offersErrorCodes.offerExpired);
      });

      it('the sweep job expires a due offer that nobody read', async () => {
        const offer = await offered(scene.dee, { deadline: '2026-11-26' });
        await later(48 * hourMs); // Friday 27th
        await t.app().jobs.drain();
        const [latest] = await providerOffers();
        expect(latest).toMatchObject({ id: offer.id, status: 'expired' });
        expect(await statusOf(t.app(), scene.dee, scene.providerId)).toBe('waiting');
        const [row] = await requestsOf(t.app(), scene.dee);
        expect(row?.status).toBe('waiting');
      });
    });

    it('a wrong offer id shape is 400, an unknown one 404', async () => {
      const headers = scene.ada.user.headers(roleIds.Parent);
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
