import type {
  ApiErrorBody,
  ChildInfo,
  ChildTicketResponse,
  ChildrenResponse,
  MatchesResponse,
  ProviderTypesResponse,
  ParentChildcareRequest,
  ParentRequestsResponse,
  SendRequestsResponse,
  WaitlistData,
  WaitlistTicket,
} from '@kinderwait/contract';
import {
  ageGroupIds,
  buildUrl,
  cataloguesApiPaths,
  childrenApiPaths,
  childrenErrorCodes,
  commonErrorCodes,
  parseValidationDetail,
  providerTypeIds,
  roleIds,
  waitlistApiPaths,
  waitlistErrorCodes,
  waitlistMessages,
} from '@kinderwait/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/accounts.ts';
import { signUp } from '../../../test/accounts.ts';
import {
  cityHall,
  cityHallChildLocation,
  getJson,
  sendJson,
} from '../../../test/sample-requests.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import { insertTestProvider, pointNorth } from '../../../test/fixtures/provider-fixtures.ts';

// 09:00 on Monday 23 November 2026 in Toronto (14:00 UTC).
const time = createTestClock(new Date('2026-11-23T14:00:00Z'));

const ticketData: WaitlistData = {
  Distance: 5,
  ProviderTypes: [providerTypeIds['licensed-centre']],
  ChildcareTypes: [1],
  SchoolPlans: [],
  PaymentOptions: [2, 3],
  RequestedStartDate: '2027-03-01',
  ScheduleAvailability: [
    { day: 'Tuesday', timeOfDay: 'Morning' },
    { day: 'Monday', timeOfDay: 'Morning' },
  ],
};

const location = cityHallChildLocation;
const toddlerCentre = (name: string, km: number) => ({
  name,
  providerTypeId: providerTypeIds['licensed-centre'],
  ...pointNorth(cityHall.latitude, cityHall.longitude, km),
  ageGroups: [{ ageGroupId: ageGroupIds.toddler, licensedSpaces: 10 }],
});

const errorOf = (response: LightMyRequestResponse) => response.json<ApiErrorBody>();
const issuesOf = (response: LightMyRequestResponse) =>
  parseValidationDetail(errorOf(response).detail ?? '');

forEachDatabase(
  (t) => {
    let parent: TestUser;
    let other: TestUser;
    let provider: TestUser;
    let childId: string;
    let first: string;
    let second: string;
    let third: string;
    let far: string;

    const asParent = (user: TestUser) => user.headers(roleIds.Parent);

    // The clock is shared by the runs on each database: times are minutes after this run began.
    let startedAt = 0;
    const at = (minutes: number): string => new Date(startedAt + minutes * 60_000).toISOString();

    const createChild = async (user: TestUser, firstName: string): Promise<string> => {
      const response = await sendJson(
        t.app(),
        'POST',
        childrenApiPaths.saveChildInfo,
        { firstName, lastName: 'Okafor', dateOfBirth: '2025-08-01', location },
        asParent(user),
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ChildInfo>().id;
    };

    const postTicket = (
      user: TestUser,
      child: string,
      body: unknown,
      roleId: number = roleIds.Parent,
    ) =>
      sendJson(
        t.app(),
        'POST',
        buildUrl(waitlistApiPaths.tickets, { childId: child }),
        body,
        user.headers(roleId),
      );
    const putTicket = (user: TestUser, child: string, ticketId: string, body: unknown) =>
      sendJson(
        t.app(),
        'PUT',
        buildUrl(waitlistApiPaths.ticket, { childId: child, ticketId }),
        body,
        asParent(user),
      );
    const getTicket = (user: TestUser, child: string, headers = asParent(user)) =>
      getJson(t.app(), buildUrl(waitlistApiPaths.tickets, { childId: child }), headers);

    const ticketOf = async (user: TestUser, child: string): Promise<WaitlistTicket> => {
      const response = await getTicket(user, child);
      expect(response.statusCode).toBe(200);
      const { ticket } = response.json<ChildTicketResponse>();
      if (ticket === null) throw new Error('no ticket');
      return ticket;
    };

    const send = (user: TestUser, child: string, ticketId: string, ids: string[]) =>
      sendJson(
        t.app(),
        'POST',
        buildUrl(waitlistApiPaths.requestsOfTicket, { childId: child, ticketId }),
        { childcareProviderIds: ids },
        asParent(user),
      );
    const sent = async (user: TestUser, child: string, ticketId: string, ids: string[]) => {
      const response = await send(user, child, ticketId, ids);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<SendRequestsResponse>().items;
    };

    const withdraw = (user: TestUser, providerId: string, ticketId: string, body: unknown) =>
      sendJson(
        t.app(),
        'PATCH',
        buildUrl(waitlistApiPaths.providerTicket, { providerId, ticketId }),
        body,
        asParent(user),
      );

    const requestsOf = async (user: TestUser): Promise<ParentChildcareRequest[]> => {
      const response = await getJson(
        t.app(),
        buildUrl(waitlistApiPaths.parentRequests, { parentId: user.id }),
        asParent(user),
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ParentRequestsResponse>().items;
    };

    beforeAll(async () => {
      startedAt = time.clock().getTime();
      parent = await signUp(t.app(), { roles: ['Parent'] });
      other = await signUp(t.app(), { roles: ['Parent'] });
      provider = await signUp(t.app(), { roles: ['Licenced'] });
      childId = await createChild(parent, 'Ada');
      const db = t.connection().db;
      first = await insertTestProvider(db, toddlerCentre('First Steps', 1));
      second = await insertTestProvider(db, toddlerCentre('Second Home', 2));
      third = await insertTestProvider(db, toddlerCentre('Third Place', 3));
      far = await insertTestProvider(db, toddlerCentre('Far Away', 8));
    });

    describe('tickets', () => {
      it('GET answers null before the wizard is finished', async () => {
        const response = await getTicket(parent, childId);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ ticket: null });
      });

      it('POST creates the ticket (201) with its id; GET reads it back', async () => {
        const response = await postTicket(parent, childId, ticketData);
        expect(response.statusCode, response.body).toBe(201);
        const ticket = response.json<WaitlistTicket>();
        expect(ticket).toEqual({
          ...ticketData,
          // Grid order: Monday before Tuesday.
          ScheduleAvailability: [
            { day: 'Monday', timeOfDay: 'Morning' },
            { day: 'Tuesday', timeOfDay: 'Morning' },
          ],
          // Not asked for: any language.
          CareInFrench: false,
          id: expect.any(String) as string,
          childId,
          createdAt: at(0),
          updatedAt: at(0),
        });
        expect(await ticketOf(parent, childId)).toEqual(ticket);
      });

      it('a second POST is 409 waitlist_ticket_exists', async () => {
        const response = await postTicket(parent, childId, ticketData);
        expect(response.statusCode).toBe(409);
        expect(errorOf(response)).toMatchObject({
          code: waitlistErrorCodes.waitlistTicketExists,
          message: waitlistMessages.ticketExists,
        });
      });

      it('PUT replaces the data', async () => {
        const ticket = await ticketOf(parent, childId);
        time.advance(60_000);
        const response = await putTicket(parent, childId, ticket.id, {
          ...ticketData,
          Distance: 6,
          PaymentOptions: [],
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<WaitlistTicket>()).toMatchObject({
          id: ticket.id,
          Distance: 6,
          PaymentOptions: [],
          createdAt: ticket.createdAt,
          updatedAt: at(1),
        });
      });

      it.each([
        [{ Distance: 0.5 }, 'Distance', waitlistMessages.distanceRange],
        [{ Distance: 51 }, 'Distance', waitlistMessages.distanceRange],
        [{ ProviderTypes: [] }, 'ProviderTypes', waitlistMessages.providerTypesRequired],
        [
          { RequestedStartDate: '2027-02-30' },
          'RequestedStartDate',
          waitlistMessages.startDateFormat,
        ],
        // Yesterday in Toronto.
        [
          { RequestedStartDate: '2026-11-22' },
          'RequestedStartDate',
          waitlistMessages.startDateInPast,
        ],
        [
          { RequestedStartDate: '2029-11-24' },
          'RequestedStartDate',
          waitlistMessages.startDateTooFar,
        ],
      ])('400 for %j naming body.%s', async (change, field, message) => {
        const ticket = await ticketOf(parent, childId);
        const response = await putTicket(parent, childId, ticket.id, { ...ticketData, ...change });
        expect(response.statusCode).toBe(400);
        expect(issuesOf(response)).toContainEqual({ path: ['body', field], message });
        expect((await ticketOf(parent, childId)).Distance).toBe(6);
      });

      it('accepts today and exactly 3 years ahead', async () => {
        const ticket = await ticketOf(parent, childId);
        for (const date of ['2026-11-23', '2029-11-23']) {
          const response = await putTicket(parent, childId, ticket.id, {
            ...ticketData,
            RequestedStartDate: date,
          });
          expect(response.statusCode, response.body).toBe(200);
        }
        await putTicket(parent, childId, ticket.id, { ...ticketData, Distance: 6 });
      });

      it.each([
        ['ProviderTypes', { ProviderTypes: [1, 9] }, 9],
        ['ChildcareTypes', { ChildcareTypes: [77] }, 77],
        ['SchoolPlans', { SchoolPlans: [1, 55] }, 55],
        ['PaymentOptions', { PaymentOptions: [3, 99] }, 99],
      ])('400 unknown_catalogue_id naming body.%s', async (field, change, id) => {
        const response = await postTicket(other, await createChild(other, 'Zed'), {
          ...ticketData,
          ...change,
        });
        expect(response.statusCode).toBe(400);
        const message = waitlistMessages.unknownCatalogueId(field, id);
        expect(errorOf(response)).toMatchObject({
          code: waitlistErrorCodes.unknownCatalogueId,
          message,
        });
        expect(issuesOf(response)).toEqual([{ path: ['body', field], message }]);
      });

      it("another parent's child or ticket is 404", async () => {
        const ticket = await ticketOf(parent, childId);
        const read = await getTicket(other, childId);
        expect(read.statusCode).toBe(404);
        expect(errorOf(read).code).toBe(childrenErrorCodes.childNotFound);
        expect((await postTicket(other, childId, ticketData)).statusCode).toBe(404);
        expect((await putTicket(other, childId, ticket.id, ticketData)).statusCode).toBe(404);
        // The parent's own child with a ticket id of another child.
        const otherChild = await createChild(other, 'Bea');
        const otherTicket = (
          await postTicket(other, otherChild, ticketData)
        ).json<WaitlistTicket>();
        const mixed = await putTicket(parent, childId, otherTicket.id, ticketData);
        expect(mixed.statusCode).toBe(404);
        expect(errorOf(mixed).code).toBe(waitlistErrorCodes.waitlistTicketNotFound);
      });

      it('401 without a token, 403 for a role without waitlistTicket.create', async () => {
        expect((await getTicket(parent, childId, {})).statusCode).toBe(401);
        const forbidden = await getTicket(provider, childId, provider.headers(roleIds.Licenced));
        expect(forbidden.statusCode).toBe(403);
        expect(errorOf(forbidden).code).toBe(commonErrorCodes.permissionMissing);
        const post = await postTicket(provider, childId, ticketData, roleIds.Licenced);
        expect(post.statusCode).toBe(403);
      });
    });

    describe('childcare requests', () => {
      it('sends to matching providers; says why others failed', async () => {
        const ticket = await ticketOf(parent, childId);
        const unknown = '00000000-0000-4000-8000-000000000000';
        time.advance(60_000);
        const items = await sent(parent, childId, ticket.id, [first, second, far, unknown]);
        expect(items).toEqual([
          {
            childcareProviderId: first,
            providerName: 'First Steps',
            outcome: 'sent',
            request: {
              id: expect.any(String) as string,
              status: 'waiting',
              sentAt: at(2),
              position: 1,
            },
            code: null,
            message: null,
          },
          expect.objectContaining({ childcareProviderId: second, outcome: 'sent' }) as object,
          {
            childcareProviderId: far,
            providerName: 'Far Away',
            outcome: 'failed',
            request: null,
            code: 'not_a_match',
            message: waitlistMessages.notAMatch,
          },
          {
            childcareProviderId: unknown,
            providerName: null,
            outcome: 'failed',
            request: null,
            code: 'childcare_provider_not_found',
            message: waitlistMessages.providerNotFound,
          },
        ]);
      });

      it('sending again is idempotent (already_sent, the same request)', async () => {
        const ticket = await ticketOf(parent, childId);
        const before = await requestsOf(parent);
        time.advance(60_000);
        const items = await sent(parent, childId, ticket.id, [first, first]);
        expect(items).toHaveLength(1);
        expect(items[0]).toMatchObject({
          outcome: 'already_sent',
          request: { status: 'waiting', sentAt: at(2), position: 1 },
        });
        expect(await requestsOf(parent)).toEqual(before);
      });

      it('positions follow the order families joined a provider’s list', async () => {
        const otherChild = await createChild(other, 'Cy');
        const created = await postTicket(other, otherChild, ticketData);
        const otherTicket = created.json<WaitlistTicket>();
        time.advance(60_000);
        const items = await sent(other, otherChild, otherTicket.id, [first, third]);
        expect(items.map((item) => item.request?.position)).toEqual([2, 1]);
        const mine = await requestsOf(parent);
        expect(mine.find((request) => request.providerId === first)).toMatchObject({
          position: 1,
          waitlistSize: 2,
        });
      });

      it('the match list shows this child’s request with its position', async () => {
        const response = await getJson(
          t.app(),
          buildUrl(waitlistApiPaths.matches, { childId }),
          asParent(parent),
        );
        const { items } = response.json<MatchesResponse>();
        expect(items.find((item) => item.id === first)?.request).toMatchObject({
          status: 'waiting',
          position: 1,
        });
        expect(items.find((item) => item.id === third)?.request).toBeNull();
      });

      it('the parent’s list: every request of their children, newest first, with child and provider', async () => {
        const items = await requestsOf(parent);
        // Sent together: same time, so either order.
        expect(items.map((item) => item.providerName).sort()).toEqual([
          'First Steps',
          'Second Home',
        ]);
        const ticket = await ticketOf(parent, childId);
        expect(items.find((item) => item.providerId === first)).toEqual({
          id: expect.any(String) as string,
          ticketId: ticket.id,
          childId,
          childFirstName: 'Ada',
          childLastName: 'Okafor',
          providerId: first,
          providerName: 'First Steps',
          providerType: 'licensed-centre',
          claimed: false,
          status: 'waiting',
          sentAt: at(2),
          joinedAt: at(2),
          withdrawnAt: null,
          position: 1,
          waitlistSize: 2,
          offer: null,
        });
      });

      it("another parent's list is 404", async () => {
        const response = await getJson(
          t.app(),
          buildUrl(waitlistApiPaths.parentRequests, { parentId: parent.id }),
          asParent(other),
        );
        expect(response.statusCode).toBe(404);
      });

      it('updating the ticket keeps the requests, even to providers it no longer matches', async () => {
        const ticket = await ticketOf(parent, childId);
        const response = await putTicket(parent, childId, ticket.id, {
          ...ticketData,
          Distance: 1.5,
        });
        expect(response.statusCode).toBe(200);
        expect((await requestsOf(parent)).map((item) => item.status)).toEqual([
          'waiting',
          'waiting',
        ]);
        await putTicket(parent, childId, ticket.id, { ...ticketData, Distance: 6 });
      });

      it('withdraws (the next family moves up), idempotently', async () => {
        const ticket = await ticketOf(parent, childId);
        time.advance(60_000);
        const response = await withdraw(parent, first, ticket.id, {
          status: 'withdrawn',
          reason: 'We moved',
        });
        expect(response.statusCode, response.body).toBe(200);
        const withdrawn = response.json<ParentChildcareRequest>();
        expect(withdrawn).toMatchObject({
          providerId: first,
          status: 'withdrawn',
          withdrawnAt: at(5),
          position: null,
          waitlistSize: 1,
        });
        time.advance(60_000);
        const again = await withdraw(parent, first, ticket.id, { status: 'withdrawn' });
        expect(again.statusCode).toBe(200);
        expect(again.json()).toEqual(withdrawn);
        const others = await requestsOf(other);
        expect(others.find((item) => item.providerId === first)?.position).toBe(1);
      });

      it('withdrawing: 404 for another parent’s ticket or a provider without a request; 400 for another status', async () => {
        const ticket = await ticketOf(parent, childId);
        const foreign = await withdraw(other, second, ticket.id, { status: 'withdrawn' });
        expect(foreign.statusCode).toBe(404);
        expect(errorOf(foreign).code).toBe(waitlistErrorCodes.childcareRequestNotFound);
        const none = await withdraw(parent, third, ticket.id, { status: 'withdrawn' });
        expect(none.statusCode).toBe(404);
        expect(errorOf(none).code).toBe(waitlistErrorCodes.childcareRequestNotFound);
        const status = await withdraw(parent, second, ticket.id, { status: 'waiting' });
        expect(status.statusCode).toBe(400);
      });

      it('re-sending a withdrawn request puts it back to waiting at the end of the line', async () => {
        const ticket = await ticketOf(parent, childId);
        time.advance(60_000);
        const [item] = await sent(parent, childId, ticket.id, [first]);
        expect(item).toMatchObject({
          outcome: 'sent',
          request: { status: 'waiting', sentAt: at(7), position: 2 },
        });
        const list = await requestsOf(parent);
        // Newest sent first.
        expect(list.map((request) => request.providerName)).toEqual(['First Steps', 'Second Home']);
        const back = list.find((request) => request.providerId === first);
        expect(back).toMatchObject({
          joinedAt: at(7),
          withdrawnAt: null,
          position: 2,
          waitlistSize: 2,
        });
      });

      it('concurrent sends to one provider leave one request', async () => {
        const child = await createChild(other, 'Eli');
        const ticket = (await postTicket(other, child, ticketData)).json<WaitlistTicket>();
        const responses = await Promise.all([
          send(other, child, ticket.id, [second]),
          send(other, child, ticket.id, [second]),
        ]);
        const outcomes = responses
          .map((response) => response.json<SendRequestsResponse>().items[0]?.outcome)
          .sort();
        expect(outcomes).toEqual(['already_sent', 'sent']);
        const requests = (await requestsOf(other)).filter(
          (request) => request.childId === child && request.providerId === second,
        );
        expect(requests).toHaveLength(1);
      });

      it('sending: 404 for another parent’s ticket, 403 without childcareRequest.create', async () => {
        const ticket = await ticketOf(parent, childId);
        const foreign = await send(other, childId, ticket.id, [first]);
        expect(foreign.statusCode).toBe(404);
        const forbidden = await sendJson(
          t.app(),
          'POST',
          buildUrl(waitlistApiPaths.requestsOfTicket, { childId, ticketId: ticket.id }),
          { childcareProviderIds: [first] },
          provider.headers(roleIds.Licenced),
        );
        expect(forbidden.statusCode).toBe(403);
      });
    });

    describe('what other modules ask', () => {
      it('GET /api/children shows each child’s ticket, active requests and best position', async () => {
        const response = await getJson(t.app(), childrenApiPaths.children, asParent(parent));
        expect(response.statusCode).toBe(200);
        const ticket = await ticketOf(parent, childId);
        const items = response.json<ChildrenResponse>().items;
        expect(items.find((item) => item.id === childId)?.waitlist).toEqual({
          waitlistTicketId: ticket.id,
          activeRequests: 2,
          bestPosition: 1,
        });
      });

      it('hasSentRequests is true once a request was sent', async () => {
        const { tickets: waitlist } = t.app().services;
        expect(await waitlist.hasSentRequests(parent.id)).toBe(true);
        const someone = await signUp(t.app(), { roles: ['Parent'] });
        await createChild(someone, 'Dev');
        expect(await waitlist.hasSentRequests(someone.id)).toBe(false);
      });

      it('GET /api/providers/types?waitingListTicketId marks the ticket’s types for its parent only', async () => {
        const ticket = await ticketOf(parent, childId);
        const url = buildUrl(
          cataloguesApiPaths.providerTypes,
          {},
          { waitingListTicketId: ticket.id },
        );
        const selectedBy = async (headers: Record<string, string>) => {
          const response = await getJson(t.app(), url, headers);
          expect(response.statusCode).toBe(200);
          return response
            .json<ProviderTypesResponse>()
            .items.filter((type) => type.selected)
            .map((type) => type.id);
        };
        expect(await selectedBy(asParent(parent))).toEqual(ticket.ProviderTypes);
        expect(await selectedBy(asParent(other))).toEqual([]);
        expect(await selectedBy({})).toEqual([]);
      });
    });
  },
  { clock: time.clock },
);
