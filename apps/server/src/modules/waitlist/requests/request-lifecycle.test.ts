import type {
  ChildInfo,
  SendRequestsResponse,
  WaitlistData,
  WaitlistTicket,
} from '@kinderwait/contract';
import {
  ageGroupIds,
  buildUrl,
  childrenApiPaths,
  providerTypeIds,
  roleIds,
  waitlistApiPaths,
} from '@kinderwait/contract';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../../test/accounts.ts';
import { signUp } from '../../../test/accounts.ts';
import { cityHall, cityHallChildLocation, sendJson } from '../../../test/sample-requests.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import { insertTestProvider, pointNorth } from '../../../test/fixtures/provider-fixtures.ts';

// 09:00 on Monday 23 November 2026 in Toronto.
const time = createTestClock(new Date('2026-11-23T14:00:00Z'));

const location = cityHallChildLocation;
const ticketData = (start: string): WaitlistData => ({
  Distance: 5,
  ProviderTypes: [providerTypeIds['licensed-centre']],
  ChildcareTypes: [],
  SchoolPlans: [],
  PaymentOptions: [],
  RequestedStartDate: start,
  ScheduleAvailability: [],
});

/**
 * The request lifecycle other modules drive (offers, notifications): transitions by rule, the next
 * family in line and the families to tell, by age group at the requested start date.
 */
forEachDatabase(
  (t) => {
    let parent: TestUser;
    let providerId: string;
    let otherProviderId: string;
    /** Per child: its ticket and its request to `providerId`. */
    const family: Record<string, { ticketId: string; requestId: string }> = {};

    const join = async (firstName: string, dateOfBirth: string, start: string) => {
      const headers = parent.headers(roleIds.Parent);
      const child = await sendJson(
        t.app(),
        'POST',
        childrenApiPaths.saveChildInfo,
        { firstName, lastName: 'Lee', dateOfBirth, location },
        headers,
      );
      expect(child.statusCode, child.body).toBe(200);
      const childId = child.json<ChildInfo>().id;
      const ticket = await sendJson(
        t.app(),
        'POST',
        buildUrl(waitlistApiPaths.tickets, { childId }),
        ticketData(start),
        headers,
      );
      expect(ticket.statusCode, ticket.body).toBe(201);
      const ticketId = ticket.json<WaitlistTicket>().id;
      const sent = await sendJson(
        t.app(),
        'POST',
        buildUrl(waitlistApiPaths.requestsOfTicket, { childId, ticketId }),
        { childcareProviderIds: [providerId, otherProviderId] },
        headers,
      );
      expect(sent.statusCode, sent.body).toBe(200);
      const request = sent.json<SendRequestsResponse>().items[0]?.request;
      if (request === null || request === undefined) throw new Error('not sent');
      family[firstName] = { ticketId, requestId: request.id };
      time.advance(60_000);
    };

    beforeAll(async () => {
      parent = await signUp(t.app(), { roles: ['Parent'] });
      const centre = (name: string) => ({
        name,
        providerTypeId: providerTypeIds['licensed-centre'],
        ...pointNorth(cityHall.latitude, cityHall.longitude, 1),
        ageGroups: [
          { ageGroupId: ageGroupIds.infant, licensedSpaces: 10 },
          { ageGroupId: ageGroupIds.toddler, licensedSpaces: 10 },
        ],
      });
      providerId = await insertTestProvider(t.connection().db, centre('Maple'));
      otherProviderId = await insertTestProvider(t.connection().db, centre('Birch'));
      // Toddlers at their start dates: Tom, Tia; an infant: Ian (born this autumn).
      await join('Tom', '2025-08-01', '2027-03-01');
      await join('Ian', '2026-09-01', '2027-01-04');
      await join('Tia', '2025-06-01', '2027-02-01');
    });

    const ids = (names: string[]) => names.map((name) => family[name]?.requestId ?? '');

    it('next in line and the families to tell: waiting, fitting the age group at the start date, in line order', async () => {
      const { requestLifecycle: waitlist } = t.app().services;
      const toddlers = await waitlist.familiesToNotify(providerId, ageGroupIds.toddler);
      expect(toddlers.map((entry) => entry.child.firstName)).toEqual(['Tom', 'Tia']);
      expect(toddlers.map((entry) => entry.position)).toEqual([1, 3]);
      const infants = await waitlist.familiesToNotify(providerId, ageGroupIds.infant);
      expect(infants.map((entry) => entry.child.firstName)).toEqual(['Ian']);
      expect((await waitlist.nextInLine(providerId, ageGroupIds.toddler))?.id).toBe(
        ids(['Tom'])[0],
      );
      expect((await waitlist.nextInLine(providerId, ageGroupIds.toddler, ids(['Tom'])))?.id).toBe(
        ids(['Tia'])[0],
      );
      expect(await waitlist.nextInLine(providerId, ageGroupIds.toddler, ids(['Tom', 'Tia']))).toBe(
        undefined,
      );
      // A priority puts Tia first, for the next offer too.
      await waitlist.setRequestPriorityWeights(new Map([[ids(['Tia'])[0] ?? '', 30]]));
      expect((await waitlist.nextInLine(providerId, ageGroupIds.toddler))?.id).toBe(
        ids(['Tia'])[0],
      );
      await waitlist.setRequestPriorityWeights(new Map([[ids(['Tia'])[0] ?? '', 0]]));
    });

    it('moves requests only by the rules, keeping the date joined', async () => {
      const { requestLifecycle: waitlist } = t.app().services;
      const [tom] = ids(['Tom']);
      if (tom === undefined) throw new Error('no Tom');
      const before = await waitlist.requestOfProvider(providerId, { requestId: tom });
      // waiting → enrolled skips the offer: not a rule's move, nothing changes.
      expect(await waitlist.transitionRequests({ requestIds: [tom], to: 'enrolled' })).toEqual([]);
      expect((await waitlist.transitionRequests({ requestIds: [tom], to: 'offered' })).length).toBe(
        1,
      );
      // An offered family is not next in line again.
      expect((await waitlist.nextInLine(providerId, ageGroupIds.toddler))?.child.firstName).toBe(
        'Tia',
      );
      expect(
        (await waitlist.transitionRequests({ requestIds: [tom], to: 'enrolled' })).length,
      ).toBe(1);
      // Enrolled: the child's other requests pause, then the parent withdraws them in one tap.
      const tomTicket = family.Tom?.ticketId ?? '';
      const paused = await waitlist.transitionRequests({
        ticketIds: [tomTicket],
        exceptRequestIds: [tom],
        from: ['waiting', 'offered'],
        to: 'paused',
      });
      expect(paused.map((request) => request.providerId)).toEqual([otherProviderId]);
      const withdrawn = await waitlist.transitionRequests({
        ticketIds: [tomTicket],
        from: ['paused'],
        to: 'withdrawn',
      });
      expect(withdrawn.map((request) => request.id)).toEqual(paused.map((request) => request.id));
      const after = await waitlist.requestOfProvider(providerId, { ticketId: tomTicket });
      expect(after).toMatchObject({ status: 'enrolled', position: null });
      expect(after?.joinedAt).toEqual(before?.joinedAt);
      // Positions close up behind the enrolled child.
      const tia = await waitlist.requestOfProvider(providerId, {
        requestId: ids(['Tia'])[0] ?? '',
      });
      expect(tia?.position).toBe(2);
    });

    it('an inactive ticket leaves the line and comes back at its original date joined', async () => {
      const { requestLifecycle: waitlist } = t.app().services;
      const ian = family.Ian;
      if (ian === undefined) throw new Error('no Ian');
      const inactive = await waitlist.transitionRequests({
        ticketIds: [ian.ticketId],
        to: 'inactive',
      });
      expect(inactive.length).toBe(2);
      const tia = await waitlist.requestOfProvider(providerId, {
        requestId: ids(['Tia'])[0] ?? '',
      });
      expect(tia?.position).toBe(1);
      const back = await waitlist.transitionRequests({ ticketIds: [ian.ticketId], to: 'waiting' });
      expect(back.length).toBe(2);
      const again = await waitlist.requestOfProvider(providerId, { requestId: ian.requestId });
      expect(again).toMatchObject({ status: 'waiting', position: 1 });
      expect(
        (await waitlist.requestOfProvider(providerId, { requestId: ids(['Tia'])[0] ?? '' }))
          ?.position,
      ).toBe(2);
    });
  },
  { clock: time.clock },
);
