import type { ApiErrorBody, ParentChildcareRequest } from '@kinderwait/contract';
import {
  buildUrl,
  roleIds,
  waitlistApiPaths,
  waitlistErrorCodes,
  waitlistMessages,
} from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import { outboxFor } from '../../../test/accounts.ts';
import { sendJson } from '../../../test/sample-requests.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import type { Family } from '../../../test/fixtures/offers-fixtures.ts';
import { setSpaces, spacesOf, statusOf } from '../../../test/fixtures/offers-fixtures.ts';
import { offersScene } from '../../../test/fixtures/offers-scene.ts';

// 09:00 on Monday 23 November 2026 in Toronto (14:00 UTC).
const start = new Date('2026-11-23T14:00:00Z');
const time = createTestClock(start);
const hourMs = 3_600_000;

// A family leaving a waitlist while it holds an offer there, or after it enrolled through it.
forEachDatabase(
  (t) => {
    const scene = offersScene(t, time, start);
    const { offered, answer, providerOffers } = scene;

    const withdraw = (family: Family) =>
      sendJson(
        t.app(),
        'PATCH',
        buildUrl(waitlistApiPaths.providerTicket, {
          providerId: scene.providerId,
          ticketId: family.ticketId,
        }),
        { status: 'withdrawn', reason: 'Found care closer to home' },
        family.user.headers(roleIds.Parent),
      );

    describe('withdrawing a request that holds an open offer', () => {
      it('declines the offer: the space is free for the next family at once, and the provider hears it', async () => {
        const adas = await offered(scene.ada);
        // Sunny Days has one toddler space: the open offer holds it.
        const blocked = await scene.makeOffer({
          requestId: scene.ben.requests.get(scene.providerId),
          ageGroupId: adas.ageGroupId,
          startDate: '2027-03-01',
        });
        expect(blocked.statusCode).toBe(409);

        time.advance(60_000);
        const response = await withdraw(scene.ada);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<ParentChildcareRequest>()).toMatchObject({
          status: 'withdrawn',
          offer: { id: adas.id, status: 'declined' },
        });
        expect(await statusOf(t.app(), scene.ada, scene.providerId)).toBe('withdrawn');
        const offers = await providerOffers();
        expect(offers.find((offer) => offer.id === adas.id)?.status).toBe('declined');

        // The spot goes to the next family without waiting for the deadline.
        const bens = await offered(scene.ben);
        expect(bens.status).toBe('open');
        await t.app().jobs.drain();
        const subjects = (await outboxFor(t.app(), scene.owner.email)).map(
          (message) => message.subject,
        );
        expect(subjects).toContain("Ada's family declined your offer");
      });
    });

    describe('withdrawing a request that enrolled the child', () => {
      it('is refused with 409 and changes nothing', async () => {
        const [bens] = (await providerOffers()).filter(
          (offer) => offer.status === 'open' && offer.childFirstName === 'Ben',
        );
        if (bens === undefined) throw new Error('Ben holds no open offer');
        const accepted = await answer(scene.ben, bens.id, 'accept');
        expect(accepted.statusCode, accepted.body).toBe(200);
        const spaces = await spacesOf(t.connection().db, scene.providerId);

        const response = await withdraw(scene.ben);
        expect(response.statusCode).toBe(409);
        expect(response.json<ApiErrorBody>()).toMatchObject({
          code: waitlistErrorCodes.childcareRequestEnrolled,
          message: waitlistMessages.requestEnrolled,
        });
        expect(await statusOf(t.app(), scene.ben, scene.providerId)).toBe('enrolled');
        expect(await spacesOf(t.connection().db, scene.providerId)).toBe(spaces);
      });
    });

    describe('withdrawing a request whose offer is past its deadline, not yet swept', () => {
      it('expires the offer without telling the family they are back in line', async () => {
        await setSpaces(t.connection().db, scene.providerId, 1);
        const cys = await offered(scene.cy, { deadline: '2026-11-24' });
        await scene.later(48 * hourMs); // Wednesday 25th: the deadline has passed.

        const response = await withdraw(scene.cy);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<ParentChildcareRequest>()).toMatchObject({
          status: 'withdrawn',
          offer: { id: cys.id, status: 'expired' },
        });
        await t.app().jobs.drain();
        const subjects = (await outboxFor(t.app(), scene.cy.user.email)).map(
          (message) => message.subject,
        );
        expect(subjects.some((subject) => subject.includes('expired'))).toBe(false);
        expect(await statusOf(t.app(), scene.cy, scene.providerId)).toBe('withdrawn');
      });
    });
  },
  { clock: time.clock },
);
