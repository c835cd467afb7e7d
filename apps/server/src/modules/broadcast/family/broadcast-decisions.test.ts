import type {
  ApiErrorBody,
  BroadcastInterest,
  ChildInfo,
  ChildTicketResponse,
  ParentRequestsResponse,
} from '@kinderwait/contract';
import { buildUrl, childrenApiPaths, roleIds, waitlistApiPaths } from '@kinderwait/contract';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../../test/accounts.ts';
import { signUp } from '../../../test/accounts.ts';
import type { BroadcastProvider } from '../../../test/fixtures/family-broadcasts.ts';
import {
  broadcastFilters,
  broadcastProvider,
  familyBroadcastCalls,
} from '../../../test/fixtures/family-broadcasts.ts';
import { createFamily, setSpaces, toddlers } from '../../../test/fixtures/waitlist-fixtures.ts';
import { cityHall, getJson, sendJson } from '../../../test/sample-requests.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';

const time = createTestClock(new Date('2026-11-23T15:00:00Z'));

forEachDatabase(
  (t) => {
    let maple: BroadcastProvider;
    let cedar: BroadcastProvider;
    const calls = familyBroadcastCalls(() => t.app());

    beforeAll(async () => {
      maple = await broadcastProvider(t.app(), 'Maple Tots', 1);
      cedar = await broadcastProvider(t.app(), 'Cedar House', 2);
    });

    /** A broadcast for the child, sent, that `provider` answered "interested" in; its answer id. */
    const interestedAnswer = async (
      parent: TestUser,
      childId: string,
      provider: BroadcastProvider,
    ) => {
      const orderId = await calls.sentOrder(parent, childId);
      const answerId = await calls.deliveryId(orderId, provider.id);
      const answered = await calls.answer(provider.user, answerId, {
        answer: 'interested',
        ageGroupId: toddlers,
        startDate: '2027-04-01',
      });
      expect(answered.statusCode, answered.body).toBe(200);
      return { orderId, answerId };
    };

    const requestsOf = async (parent: TestUser) => {
      const response = await getJson(
        t.app(),
        buildUrl(waitlistApiPaths.parentRequests, { parentId: parent.id }),
        parent.headers(roleIds.Parent),
      );
      expect(response.statusCode).toBe(200);
      return response.json<ParentRequestsResponse>().items;
    };

    it('declines an answer: the provider sees it declined, and it can be neither accepted nor changed', async () => {
      const family = await createFamily(t.app(), 'Lina', []);
      const { orderId, answerId } = await interestedAnswer(family.user, family.childId, maple);

      const declined = await calls.decide(family.user, orderId, answerId, 'decline');
      expect(declined.statusCode, declined.body).toBe(200);
      expect(declined.json<BroadcastInterest>()).toMatchObject({
        id: answerId,
        decision: 'declined',
        requestId: null,
        offerId: null,
      });
      expect(await calls.interestOf(family.user, orderId)).toEqual([
        expect.objectContaining({ id: answerId, decision: 'declined' }),
      ]);
      const seen = (await calls.incomingOf(maple.user)).find((item) => item.id === answerId);
      expect(seen).toMatchObject({ parentDecision: 'declined', answer: 'interested' });

      for (const decision of ['accept', 'decline'] as const) {
        const again = await calls.decide(family.user, orderId, answerId, decision);
        expect(again.statusCode).toBe(409);
        expect(again.json<ApiErrorBody>().code).toBe('broadcast_closed');
      }
      const changed = await calls.answer(maple.user, answerId, { answer: 'not_now' });
      expect(changed.statusCode).toBe(409);
      expect(changed.json<ApiErrorBody>().code).toBe('broadcast_closed');
      // Declining asks nothing of the provider: no request was made.
      expect(await requestsOf(family.user)).toEqual([]);
    });

    it('accepts for a child without a waitlist ticket: the ticket is made from the broadcast’s filters', async () => {
      const parent = await signUp(t.app(), { roles: ['Parent'], name: 'Noor’s Parent' });
      const headers = parent.headers(roleIds.Parent);
      const saved = await sendJson(
        t.app(),
        'POST',
        childrenApiPaths.saveChildInfo,
        {
          firstName: 'Noor',
          lastName: 'Haddad',
          dateOfBirth: '2025-08-01',
          location: {
            address: cityHall.address,
            latitude: cityHall.latitude,
            longitude: cityHall.longitude,
          },
        },
        headers,
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const childId = saved.json<ChildInfo>().id;
      const ticketOf = async () =>
        (
          await getJson(t.app(), buildUrl(waitlistApiPaths.tickets, { childId }), headers)
        ).json<ChildTicketResponse>().ticket;
      expect(await ticketOf()).toBeNull();

      const { orderId, answerId } = await interestedAnswer(parent, childId, maple);
      const accepted = await calls.decide(parent, orderId, answerId, 'accept');
      expect(accepted.statusCode, accepted.body).toBe(200);
      const decided = accepted.json<BroadcastInterest>();
      expect(decided.decision).toBe('accepted');
      expect(decided.offerId).not.toBeNull();

      const ticket = await ticketOf();
      expect(ticket).toMatchObject({ childId, ...broadcastFilters });
      const [request, ...others] = await requestsOf(parent);
      expect(others).toEqual([]);
      expect(request).toMatchObject({
        id: decided.requestId,
        ticketId: ticket?.id,
        providerId: maple.id,
        status: 'offered',
      });
    });

    it('accepts when the provider has no space left: the request is made, and no offer', async () => {
      const family = await createFamily(t.app(), 'Omar', []);
      const { orderId, answerId } = await interestedAnswer(family.user, family.childId, cedar);
      await setSpaces(t.app().db, cedar.id, 0);
      try {
        const accepted = await calls.decide(family.user, orderId, answerId, 'accept');
        expect(accepted.statusCode, accepted.body).toBe(200);
        const decided = accepted.json<BroadcastInterest>();
        expect(decided).toMatchObject({ decision: 'accepted', offerId: null, availableSpaces: 0 });
        expect(decided.requestId).not.toBeNull();
        expect(await requestsOf(family.user)).toEqual([
          expect.objectContaining({
            id: decided.requestId,
            ticketId: family.ticketId,
            providerId: cedar.id,
            status: 'waiting',
          }),
        ]);
        const seen = (await calls.incomingOf(cedar.user)).find((item) => item.id === answerId);
        expect(seen).toMatchObject({ parentDecision: 'accepted', requestId: decided.requestId });
      } finally {
        await setSpaces(t.app().db, cedar.id, 2);
      }
    });
  },
  { clock: time.clock },
);
