import type {
  ApiErrorBody,
  ChildInfo,
  ChildcareProviderProfile,
  ChildrenResponse,
  ParentRequestsResponse,
  ProviderOffer,
  ProviderWaitlistEntry,
  ProviderWaitlistResponse,
  SendRequestsResponse,
  WaitlistData,
  WaitlistPolicyResponse,
  WaitlistPrioritiesResponse,
  WaitlistPriority,
  WaitlistSettings,
  WaitlistTicket,
} from '@kinderwait/contract';
import {
  buildUrl,
  childcareProvidersApiPaths,
  childrenApiPaths,
  commonErrorCodes,
  defaultWaitlistPriorities,
  offersApiPaths,
  parseValidationDetail,
  providerTypeIds,
  providerWaitlistApiPaths,
  providerWaitlistErrorCodes,
  roleIds,
  waitlistApiPaths,
  waitlistErrorCodes,
  waitlistPolicyTemplate,
} from '@kinderwait/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/accounts.ts';
import { freshAddress, signUp } from '../../test/accounts.ts';
import { cityHall, fullEdit, getJson, sendJson } from '../../test/sample-requests.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { forEachDatabase, xsrfHeaders } from '../../test/test-app.ts';

// 09:00 on Monday 23 November 2026 in Toronto.
const time = createTestClock(new Date('2026-11-23T14:00:00Z'));

// Any care at any time: the provider of fullEdit matches on type, distance and age group alone.
const ticketData: WaitlistData = {
  Distance: 5,
  ProviderTypes: [providerTypeIds['licensed-centre']],
  ChildcareTypes: [],
  SchoolPlans: [],
  PaymentOptions: [],
  RequestedStartDate: '2027-03-01',
  ScheduleAvailability: [{ day: 'Monday', timeOfDay: 'Morning' }],
};
const location = {
  address: cityHall.address,
  latitude: cityHall.latitude,
  longitude: cityHall.longitude,
};

const errorOf = (response: LightMyRequestResponse) => response.json<ApiErrorBody>();
const fieldsOf = (response: LightMyRequestResponse) =>
  parseValidationDetail(errorOf(response).detail ?? '').map((issue) => issue.path.join('.'));

forEachDatabase(
  (t) => {
    let provider: TestUser;
    let rival: TestUser;
    let parent: TestUser;
    let providerId: string;
    let rivalId: string;
    /** The three families, in the order they joined: Ada, Ben, Cleo. */
    const tickets: Record<string, string> = {};
    const children: Record<string, string> = {};

    const asProvider = (user: TestUser = provider) => user.headers(roleIds.Licenced);
    const asParent = () => parent.headers(roleIds.Parent);
    const url = (path: string, params: Record<string, string> = {}) =>
      buildUrl(path, { providerId, ...params });

    const profileOf = async (user: TestUser): Promise<string> => {
      const response = await sendJson(
        t.app(),
        'PATCH',
        childcareProvidersApiPaths.profile,
        fullEdit,
        asProvider(user),
      );
      expect(response.statusCode, response.body).toBe(200);
      const { id } = response.json<ChildcareProviderProfile>();
      if (id === null) throw new Error('no profile');
      return id;
    };

    const joinWithChild = async (firstName: string): Promise<void> => {
      const child = await sendJson(
        t.app(),
        'POST',
        childrenApiPaths.saveChildInfo,
        { firstName, lastName: 'Okafor', dateOfBirth: '2025-08-01', location },
        asParent(),
      );
      expect(child.statusCode, child.body).toBe(200);
      const childId = child.json<ChildInfo>().id;
      const ticket = await sendJson(
        t.app(),
        'POST',
        buildUrl(waitlistApiPaths.tickets, { childId }),
        ticketData,
        asParent(),
      );
      expect(ticket.statusCode, ticket.body).toBe(201);
      const ticketId = ticket.json<WaitlistTicket>().id;
      const sent = await sendJson(
        t.app(),
        'POST',
        buildUrl(waitlistApiPaths.requestsOfTicket, { childId, ticketId }),
        { childcareProviderIds: [providerId] },
        asParent(),
      );
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json<SendRequestsResponse>().items[0]?.outcome).toBe('sent');
      tickets[firstName] = ticketId;
      children[firstName] = childId;
      time.advance(60_000);
    };

    beforeAll(async () => {
      provider = await signUp(t.app(), { name: 'Dana Daycare', roles: ['Licenced'] });
      rival = await signUp(t.app(), { name: 'Rita Rival', roles: ['Licenced'] });
      parent = await signUp(t.app(), { name: 'Pat Okafor', roles: ['Parent'] });
      providerId = await profileOf(provider);
      rivalId = await profileOf(rival);
      for (const name of ['Ada', 'Ben', 'Cleo']) await joinWithChild(name);
    });

    const priorities = async (): Promise<WaitlistPriority[]> => {
      const response = await getJson(
        t.app(),
        url(providerWaitlistApiPaths.priorities),
        asProvider(),
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<WaitlistPrioritiesResponse>().items;
    };
    const priorityCoded = async (code: string): Promise<WaitlistPriority> => {
      const found = (await priorities()).find((priority) => priority.code === code);
      if (found === undefined) throw new Error(`no ${code}`);
      return found;
    };
    const list = async (query = ''): Promise<ProviderWaitlistResponse> => {
      const response = await getJson(
        t.app(),
        `${url(providerWaitlistApiPaths.waitlist)}${query}`,
        asProvider(),
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ProviderWaitlistResponse>();
    };
    const providerPositions = async () =>
      Object.fromEntries((await list()).items.map((e) => [e.childFirstName, e.position]));
    const parentPositions = async () => {
      const response = await getJson(
        t.app(),
        buildUrl(waitlistApiPaths.parentRequests, { parentId: parent.id }),
        asParent(),
      );
      expect(response.statusCode, response.body).toBe(200);
      return Object.fromEntries(
        response
          .json<ParentRequestsResponse>()
          .items.map((request) => [request.childFirstName, request.position]),
      );
    };
    const bestPositions = async () => {
      const response = await getJson(t.app(), childrenApiPaths.children, asParent());
      expect(response.statusCode, response.body).toBe(200);
      return Object.fromEntries(
        response
          .json<ChildrenResponse>()
          .items.map((child) => [child.firstName, child.waitlist.bestPosition]),
      );
    };
    const assign = (
      ticketName: string,
      ids: string[],
      user: TestUser = provider,
      id = providerId,
    ) =>
      sendJson(
        t.app(),
        'POST',
        buildUrl(providerWaitlistApiPaths.entry, {
          providerId: id,
          ticketId: tickets[ticketName] ?? '',
        }),
        { priorities: ids },
        asProvider(user),
      );
    const remove = async (priorityId: string) =>
      t.app().inject({
        method: 'DELETE',
        url: url(providerWaitlistApiPaths.priority, { priorityId }),
        headers: { ...(await xsrfHeaders(t.app())), ...asProvider() },
        remoteAddress: freshAddress(),
      });

    describe('priority categories', () => {
      it('401 without a token', async () => {
        const response = await t.app().inject({
          method: 'GET',
          url: url(providerWaitlistApiPaths.priorities),
          remoteAddress: freshAddress(),
        });
        expect(response.statusCode).toBe(401);
        expect(errorOf(response).code).toBe(commonErrorCodes.authenticationRequired);
      });

      it('starts with the five predefined categories and their weights, once', async () => {
        const first = await priorities();
        expect(first.map(({ code, name, weight }) => ({ code, name, weight }))).toEqual(
          defaultWaitlistPriorities.map(({ code, name, weight }) => ({ code, name, weight })),
        );
        expect(await priorities()).toEqual(first);
      });

      it('adds, renames and re-weighs a custom category; names are unique in any case', async () => {
        const created = await sendJson(
          t.app(),
          'POST',
          url(providerWaitlistApiPaths.priorities),
          { name: ' Francophone family ', weight: 15 },
          asProvider(),
        );
        expect(created.statusCode, created.body).toBe(201);
        const custom = created.json<WaitlistPriority>();
        expect(custom).toMatchObject({ code: 'custom', name: 'Francophone family', weight: 15 });
        const again = await sendJson(
          t.app(),
          'POST',
          url(providerWaitlistApiPaths.priorities),
          { name: 'FRANCOPHONE FAMILY', weight: 5 },
          asProvider(),
        );
        expect(again.statusCode).toBe(409);
        expect(errorOf(again).code).toBe(providerWaitlistErrorCodes.waitlistPriorityExists);
        const renamed = await sendJson(
          t.app(),
          'PUT',
          url(providerWaitlistApiPaths.priority, { priorityId: custom.id }),
          { name: 'French-speaking family', weight: 12 },
          asProvider(),
        );
        expect(renamed.statusCode, renamed.body).toBe(200);
        expect((await priorities()).at(-1)).toEqual({
          ...custom,
          name: 'French-speaking family',
          weight: 12,
        });
        const predefined = await remove((await priorityCoded('staff_child')).id);
        expect(predefined.statusCode).toBe(409);
        expect(errorOf(predefined).code).toBe(
          providerWaitlistErrorCodes.waitlistPriorityPredefined,
        );
        const removed = await remove(custom.id);
        expect(removed.statusCode).toBe(204);
        expect((await priorities()).map((priority) => priority.id)).not.toContain(custom.id);
        expect((await remove(custom.id)).statusCode).toBe(404);
      });

      it('400 naming the fields, and nothing saved', async () => {
        const before = await priorities();
        const response = await sendJson(
          t.app(),
          'POST',
          url(providerWaitlistApiPaths.priorities),
          { name: '  ', weight: 101 },
          asProvider(),
        );
        expect(response.statusCode).toBe(400);
        expect(fieldsOf(response)).toEqual(expect.arrayContaining(['body.name', 'body.weight']));
        const halfWeight = await sendJson(
          t.app(),
          'PUT',
          url(providerWaitlistApiPaths.priority, { priorityId: before[0]?.id ?? '' }),
          { name: 'Siblings', weight: 2.5 },
          asProvider(),
        );
        expect(halfWeight.statusCode).toBe(400);
        expect(fieldsOf(halfWeight)).toEqual(['body.weight']);
        expect(await priorities()).toEqual(before);
      });
    });

    describe('positions', () => {
      it('start in the order families joined, for the provider and the parent', async () => {
        expect(await providerPositions()).toEqual({ Ada: 1, Ben: 2, Cleo: 3 });
        expect(await parentPositions()).toEqual({ Ada: 1, Ben: 2, Cleo: 3 });
      });

      it('re-order at once on both sides when a family gets a priority, and when its weight changes', async () => {
        const sibling = await priorityCoded('sibling_enrolled');
        const assigned = await assign('Cleo', [sibling.id]);
        expect(assigned.statusCode, assigned.body).toBe(200);
        expect(assigned.json<ProviderWaitlistEntry>()).toMatchObject({
          childFirstName: 'Cleo',
          priorities: [{ id: sibling.id, name: sibling.name, weight: sibling.weight }],
          priorityWeight: sibling.weight,
          position: 1,
        });
        expect(await providerPositions()).toEqual({ Cleo: 1, Ada: 2, Ben: 3 });
        expect(await parentPositions()).toEqual({ Ada: 2, Ben: 3, Cleo: 1 });
        expect(await bestPositions()).toEqual({ Ada: 2, Ben: 3, Cleo: 1 });

        // Ben gets two smaller ones that add up to more than Cleo's.
        const staff = await priorityCoded('staff_child');
        const returning = await priorityCoded('returning_family');
        expect((await assign('Ben', [staff.id, returning.id, staff.id])).statusCode).toBe(200);
        expect(await providerPositions()).toEqual({ Ben: 1, Cleo: 2, Ada: 3 });
        expect(await parentPositions()).toEqual({ Ada: 3, Ben: 1, Cleo: 2 });

        // Sibling now weighs 0: Cleo falls back to her date joined, behind Ada.
        const reweighed = await sendJson(
          t.app(),
          'PUT',
          url(providerWaitlistApiPaths.priority, { priorityId: sibling.id }),
          { name: sibling.name, weight: 0 },
          asProvider(),
        );
        expect(reweighed.statusCode, reweighed.body).toBe(200);
        expect(await providerPositions()).toEqual({ Ben: 1, Ada: 2, Cleo: 3 });
        expect(await parentPositions()).toEqual({ Ada: 2, Ben: 1, Cleo: 3 });

        // Removing a custom category Ada holds takes its weight away too.
        const created = await sendJson(
          t.app(),
          'POST',
          url(providerWaitlistApiPaths.priorities),
          { name: 'Community garden', weight: 100 },
          asProvider(),
        );
        const custom = created.json<WaitlistPriority>();
        expect((await assign('Ada', [custom.id])).statusCode).toBe(200);
        expect(await parentPositions()).toEqual({ Ada: 1, Ben: 2, Cleo: 3 });
        expect((await remove(custom.id)).statusCode).toBe(204);
        expect(await parentPositions()).toEqual({ Ada: 2, Ben: 1, Cleo: 3 });

        // Back to no priorities at all: the order families joined.
        for (const name of ['Ben', 'Cleo']) expect((await assign(name, [])).statusCode).toBe(200);
        await sendJson(
          t.app(),
          'PUT',
          url(providerWaitlistApiPaths.priority, { priorityId: sibling.id }),
          { name: sibling.name, weight: sibling.weight },
          asProvider(),
        );
        expect(await providerPositions()).toEqual({ Ada: 1, Ben: 2, Cleo: 3 });
      });

      it('400 naming body.priorities for an id that is not the provider’s category; nothing saved', async () => {
        const created = await sendJson(
          t.app(),
          'POST',
          buildUrl(providerWaitlistApiPaths.priorities, { providerId: rivalId }),
          { name: 'Rival only', weight: 50 },
          asProvider(rival),
        );
        expect(created.statusCode, created.body).toBe(201);
        const sibling = await priorityCoded('sibling_enrolled');
        const response = await assign('Ada', [sibling.id, created.json<WaitlistPriority>().id]);
        expect(response.statusCode).toBe(400);
        expect(fieldsOf(response)).toEqual(['body.priorities.1']);
        const malformed = await assign('Ada', ['not-a-uuid']);
        expect(malformed.statusCode).toBe(400);
        expect(fieldsOf(malformed)).toEqual(['body.priorities.0']);
        const ada = (await list()).items.find((entry) => entry.childFirstName === 'Ada');
        expect(ada).toMatchObject({ priorities: [], priorityWeight: 0, position: 1 });
      });
    });

    describe('the provider’s list', () => {
      it('shows each family with ages, start, schedule, distance, priorities, and no contact while waiting', async () => {
        const { items, total, page, pageSize } = await list();
        expect({ total, page, pageSize }).toEqual({ total: 3, page: 1, pageSize: 50 });
        expect(items[0]).toEqual({
          requestId: expect.any(String) as string,
          ticketId: tickets.Ada,
          childId: children.Ada,
          childFirstName: 'Ada',
          ageLabelNow: 'Infant',
          ageLabelAtStart: 'Toddler',
          ageGroupAtStart: { id: 2, name: expect.any(String) as string },
          requestedStartDate: '2027-03-01',
          scheduleSentence: 'My preferred schedule availability: Monday - Morning',
          childcareTypeIds: [],
          distanceKm: 0,
          priorities: [],
          priorityWeight: 0,
          joinedAt: expect.any(String) as string,
          status: 'waiting',
          position: 1,
          openOffer: null,
          family: null,
        });
        expect((await list('?ageGroupId=3')).total).toBe(0);
        expect(
          (await list('?ageGroupId=2&pageSize=2&page=2')).items.map((e) => e.childFirstName),
        ).toEqual(['Cleo']);
        expect((await list('?status=offered')).total).toBe(0);
      });

      it('shows the family’s contact once offered; an offered family keeps its place', async () => {
        const { waitlist } = t.app().services;
        const ben = (await list()).items.find((entry) => entry.childFirstName === 'Ben');
        if (ben === undefined) throw new Error('no Ben');
        const changed = await waitlist.transitionRequests({
          requestIds: [ben.requestId],
          to: 'offered',
        });
        expect(changed.map((request) => request.id)).toEqual([ben.requestId]);
        const offered = (await list('?status=offered')).items;
        expect(offered).toEqual([
          {
            ...ben,
            status: 'offered',
            family: { parentName: 'Pat Okafor', email: parent.email, phone: null },
          },
        ]);
        expect(await parentPositions()).toEqual({ Ada: 1, Ben: 2, Cleo: 3 });
        // Not one of the rules' moves: an open offer is not made inactive.
        expect(
          await waitlist.transitionRequests({ requestIds: [ben.requestId], to: 'inactive' }),
        ).toEqual([]);
        const back = await waitlist.transitionRequests({
          requestIds: [ben.requestId],
          to: 'waiting',
        });
        expect(back.map((request) => request.joinedAt.toISOString())).toEqual([ben.joinedAt]);
        expect((await list()).items.find((e) => e.childFirstName === 'Ben')?.family).toBeNull();
      });
    });

    describe('another provider’s waitlist', () => {
      const routes = (): [string, string, unknown][] => [
        ['GET', providerWaitlistApiPaths.priorities, undefined],
        ['POST', providerWaitlistApiPaths.priorities, { name: 'Sneaky', weight: 1 }],
        ['GET', providerWaitlistApiPaths.waitlist, undefined],
        ['GET', providerWaitlistApiPaths.settings, undefined],
        [
          'PUT',
          providerWaitlistApiPaths.settings,
          { policy: 'x', autoOffer: true, offerDeadlineBusinessDays: 2 },
        ],
      ];

      it('404 for another provider, a parent and an unknown id; nothing saved', async () => {
        const callers: [TestUser, Record<string, string>, string][] = [
          [rival, asProvider(rival), providerId],
          [parent, asParent(), providerId],
          [provider, asProvider(), '00000000-0000-4000-8000-000000000000'],
        ];
        for (const [, headers, id] of callers) {
          for (const [method, path, body] of routes()) {
            const target = buildUrl(path, { providerId: id });
            const response =
              method === 'GET'
                ? await getJson(t.app(), target, headers)
                : await sendJson(t.app(), method === 'PUT' ? 'PUT' : 'POST', target, body, headers);
            expect(response.statusCode, `${method} ${target}`).toBe(404);
            expect(errorOf(response).code).toBe(waitlistErrorCodes.childcareProviderNotFound);
          }
        }
        const sibling = await priorityCoded('sibling_enrolled');
        const response = await assign('Ada', [sibling.id], rival);
        expect(response.statusCode).toBe(404);
        expect((await priorities()).map((p) => p.name)).not.toContain('Sneaky');
        expect((await list()).items.every((entry) => entry.priorities.length === 0)).toBe(true);
      });

      it('404 for a ticket that is not on the provider’s list', async () => {
        const response = await assign('Ada', [], rival, rivalId);
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).code).toBe(waitlistErrorCodes.childcareRequestNotFound);
        const rivalList = await getJson(
          t.app(),
          buildUrl(providerWaitlistApiPaths.waitlist, { providerId: rivalId }),
          asProvider(rival),
        );
        expect(rivalList.json<ProviderWaitlistResponse>().items).toEqual([]);
      });
    });

    describe('policy and settings', () => {
      const publicPolicy = async (id = providerId) => {
        const response = await t.app().inject({
          method: 'GET',
          url: buildUrl(providerWaitlistApiPaths.policy, { providerId: id }),
          remoteAddress: freshAddress(),
        });
        return response;
      };

      it('start from the Ontario template, no auto-offer and 3 business days', async () => {
        const response = await getJson(
          t.app(),
          url(providerWaitlistApiPaths.settings),
          asProvider(),
        );
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<WaitlistSettings>()).toEqual({
          policy: waitlistPolicyTemplate,
          autoOffer: false,
          offerDeadlineBusinessDays: 3,
        });
        for (const point of ['free', 'deposit', 'public', 'position', 'priority', 'deadline']) {
          expect(waitlistPolicyTemplate.toLowerCase()).toContain(point);
        }
        const unwritten = await publicPolicy();
        expect(unwritten.statusCode).toBe(200);
        expect(unwritten.json<WaitlistPolicyResponse>().policy).toBeNull();
      });

      it('saves them; the policy is public, with the priorities that count', async () => {
        const saved = {
          policy: 'Our policy.\nNo fee to join; ask us your position any time.',
          autoOffer: true,
          offerDeadlineBusinessDays: 5,
        };
        const response = await sendJson(
          t.app(),
          'PUT',
          url(providerWaitlistApiPaths.settings),
          saved,
          asProvider(),
        );
        expect(response.statusCode, response.body).toBe(200);
        const read = await getJson(t.app(), url(providerWaitlistApiPaths.settings), asProvider());
        expect(read.json<WaitlistSettings>()).toEqual(saved);
        expect(await t.app().services.providerWaitlist.settingsOf(providerId)).toEqual(saved);
        const shown = await publicPolicy();
        expect(shown.statusCode).toBe(200);
        expect(shown.json<WaitlistPolicyResponse>()).toEqual({
          providerId,
          policy: saved.policy,
          priorities: defaultWaitlistPriorities.map(({ name, weight }) => ({ name, weight })),
        });
        expect((await publicPolicy('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      });

      it('400 naming the fields, and nothing saved', async () => {
        const before = await getJson(t.app(), url(providerWaitlistApiPaths.settings), asProvider());
        const response = await sendJson(
          t.app(),
          'PUT',
          url(providerWaitlistApiPaths.settings),
          { policy: 'x'.repeat(5001), autoOffer: 'yes', offerDeadlineBusinessDays: 11 },
          asProvider(),
        );
        expect(response.statusCode).toBe(400);
        expect(fieldsOf(response)).toEqual(
          expect.arrayContaining([
            'body.policy',
            'body.autoOffer',
            'body.offerDeadlineBusinessDays',
          ]),
        );
        const after = await getJson(t.app(), url(providerWaitlistApiPaths.settings), asProvider());
        expect(after.json<WaitlistSettings>()).toEqual(before.json<WaitlistSettings>());
      });
    });

    describe('an offer made through the offers routes', () => {
      it('shows on both sides: open offer and contact for the provider, the offer in the parent’s list', async () => {
        const made = await sendJson(
          t.app(),
          'POST',
          buildUrl(offersApiPaths.providerOffers, { providerId }),
          { ticketId: tickets.Cleo, ageGroupId: 2, startDate: '2027-03-01' },
          asProvider(),
        );
        expect(made.statusCode, made.body).toBe(201);
        const offer = made.json<ProviderOffer>();
        const cleo = (await list()).items.find((entry) => entry.childFirstName === 'Cleo');
        expect(cleo).toMatchObject({
          status: 'offered',
          position: 3,
          openOffer: { offerId: offer.id, deadlineAt: offer.deadlineAt },
          family: { parentName: 'Pat Okafor', email: parent.email, phone: null },
        });
        const response = await getJson(
          t.app(),
          buildUrl(waitlistApiPaths.parentRequests, { parentId: parent.id }),
          asParent(),
        );
        const offers = Object.fromEntries(
          response
            .json<ParentRequestsResponse>()
            .items.map((request) => [request.childFirstName, request.offer]),
        );
        expect(offers).toEqual({
          Ada: null,
          Ben: null,
          Cleo: {
            id: offer.id,
            ageGroupId: 2,
            ageGroupName: offer.ageGroupName,
            startDate: '2027-03-01',
            deadlineAt: offer.deadlineAt,
            status: 'open',
          },
        });
      });
    });
  },
  { clock: time.clock },
);
