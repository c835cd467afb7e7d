import type {
  ApiErrorBody,
  ChildInfo,
  ChildTicketResponse,
  FiltersResponse,
  MatchesResponse,
  WaitlistData,
  WaitlistTicket,
} from '@kinderwait/contract';
import {
  ageGroupIds,
  buildUrl,
  childrenApiPaths,
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
  mondayMorningsTicket,
  getJson,
  sendJson,
} from '../../../test/sample-requests.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import { insertTestProvider, pointNorth } from '../../../test/fixtures/provider-fixtures.ts';

// 09:00 on Monday 23 November 2026 in Toronto.
const time = createTestClock(new Date('2026-11-23T14:00:00Z'));

/** An expected birth, less than 9 months ahead: the family joins infant lists before it. */
const expectedBirth = '2027-02-10';
const dayBeforeBirth = '2027-02-09';

// Any time of the week: the infant room states no hours.
const ticketData: WaitlistData = { ...mondayMorningsTicket, ScheduleAvailability: [] };

const location = cityHallChildLocation;

const errorOf = (response: LightMyRequestResponse) => response.json<ApiErrorBody>();

/** The 400 a start date before the expected birth gets: its own code, naming the field. */
function expectBeforeBirth(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(400);
  const message = waitlistMessages.startDateBeforeBirth(expectedBirth);
  expect(errorOf(response)).toMatchObject({
    code: waitlistErrorCodes.startDateBeforeBirth,
    message,
  });
  expect(parseValidationDetail(errorOf(response).detail ?? '')).toEqual([
    { path: ['body', 'RequestedStartDate'], message },
  ]);
}

forEachDatabase(
  (t) => {
    let parent: TestUser;
    let unborn: string;
    let born: string;

    const asParent = () => parent.headers(roleIds.Parent);

    const createChild = async (firstName: string, dateOfBirth: string): Promise<string> => {
      const response = await sendJson(
        t.app(),
        'POST',
        childrenApiPaths.saveChildInfo,
        { firstName, lastName: 'Okafor', dateOfBirth, location },
        asParent(),
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ChildInfo>().id;
    };
    const postTicket = (child: string, body: WaitlistData) =>
      sendJson(
        t.app(),
        'POST',
        buildUrl(waitlistApiPaths.tickets, { childId: child }),
        body,
        asParent(),
      );
    const putTicket = (child: string, ticketId: string, body: WaitlistData) =>
      sendJson(
        t.app(),
        'PUT',
        buildUrl(waitlistApiPaths.ticket, { childId: child, ticketId }),
        body,
        asParent(),
      );
    const ticketOf = async (child: string) => {
      const response = await getJson(
        t.app(),
        buildUrl(waitlistApiPaths.tickets, { childId: child }),
        asParent(),
      );
      expect(response.statusCode).toBe(200);
      return response.json<ChildTicketResponse>().ticket;
    };
    const count = (child: string, body: object) =>
      sendJson(
        t.app(),
        'POST',
        buildUrl(waitlistApiPaths.filters, {}, { childId: child }),
        body,
        asParent(),
      );

    beforeAll(async () => {
      parent = await signUp(t.app(), { roles: ['Parent'] });
      unborn = await createChild('Mia', expectedBirth);
      born = await createChild('Leo', '2026-05-01');
      await insertTestProvider(t.connection().db, {
        name: 'Infant Room',
        providerTypeId: providerTypeIds['licensed-centre'],
        ...pointNorth(cityHall.latitude, cityHall.longitude, 1),
        ageGroups: [{ ageGroupId: ageGroupIds.infant, licensedSpaces: 10 }],
      });
    });

    describe('a start date before an expected birth', () => {
      it('POST is 400 start_date_before_birth and creates nothing', async () => {
        expectBeforeBirth(
          await postTicket(unborn, { ...ticketData, RequestedStartDate: dayBeforeBirth }),
        );
        // Today is in range for any born child, but before this one's birth.
        expectBeforeBirth(
          await postTicket(unborn, { ...ticketData, RequestedStartDate: '2026-11-23' }),
        );
        expect(await ticketOf(unborn)).toBeNull();
      });

      it('POST on or after the expected birth creates the ticket, and the infant lists match', async () => {
        const response = await postTicket(unborn, {
          ...ticketData,
          RequestedStartDate: expectedBirth,
        });
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json<WaitlistTicket>().RequestedStartDate).toBe(expectedBirth);
        const matches = await getJson(
          t.app(),
          buildUrl(waitlistApiPaths.matches, { childId: unborn }),
          asParent(),
        );
        expect(matches.statusCode, matches.body).toBe(200);
        expect(matches.json<MatchesResponse>().items.map((item) => item.name)).toEqual([
          'Infant Room',
        ]);
      });

      it('PUT is 400 start_date_before_birth and changes nothing; a later date is saved', async () => {
        const before = await ticketOf(unborn);
        if (before === null) throw new Error('no ticket');
        time.advance(60_000);
        expectBeforeBirth(
          await putTicket(unborn, before.id, {
            ...ticketData,
            Distance: 9,
            RequestedStartDate: dayBeforeBirth,
          }),
        );
        expect(await ticketOf(unborn)).toEqual(before);
        const later = await putTicket(unborn, before.id, {
          ...ticketData,
          RequestedStartDate: '2027-03-01',
        });
        expect(later.statusCode, later.body).toBe(200);
        expect(later.json<WaitlistTicket>().RequestedStartDate).toBe('2027-03-01');
      });

      it('the filters count is 400 for it, counts from the birth on, and waits for the birth until a date is asked', async () => {
        const lists = { ProviderTypes: ticketData.ProviderTypes, ChildcareTypes: [] };
        const body = { ...lists, SchoolPlans: [], PaymentOptions: [] };
        expectBeforeBirth(await count(unborn, { ...body, RequestedStartDate: dayBeforeBirth }));
        const atBirth = await count(unborn, { ...body, RequestedStartDate: expectedBirth });
        expect(atBirth.statusCode, atBirth.body).toBe(200);
        expect(atBirth.json<FiltersResponse>()).toEqual({ total: 1 });
        // No start date yet: the expected birth, not today (when the child has no age group).
        const noDate = await count(unborn, body);
        expect(noDate.statusCode, noDate.body).toBe(200);
        expect(noDate.json<FiltersResponse>()).toEqual({ total: 1 });
      });
    });

    it('matches of a ticket whose child’s expected birth moved past its start date are 409 start_date_before_birth', async () => {
      const later = await createChild('Noa', expectedBirth);
      const created = await postTicket(later, { ...ticketData, RequestedStartDate: expectedBirth });
      expect(created.statusCode, created.body).toBe(201);
      const moved = await sendJson(
        t.app(),
        'POST',
        childrenApiPaths.saveChildInfo,
        { id: later, firstName: 'Noa', lastName: 'Okafor', dateOfBirth: '2027-03-15', location },
        asParent(),
      );
      expect(moved.statusCode, moved.body).toBe(200);
      const matches = await getJson(
        t.app(),
        buildUrl(waitlistApiPaths.matches, { childId: later }),
        asParent(),
      );
      expect(matches.statusCode).toBe(409);
      expect(errorOf(matches)).toMatchObject({
        code: waitlistErrorCodes.startDateBeforeBirth,
        message: waitlistMessages.startDateBeforeBirth('2027-03-15'),
      });
    });

    it('a child already born keeps today as the earliest start date', async () => {
      const response = await postTicket(born, { ...ticketData, RequestedStartDate: '2026-11-23' });
      expect(response.statusCode, response.body).toBe(201);
      const counted = await count(born, {
        ProviderTypes: ticketData.ProviderTypes,
        ChildcareTypes: [],
        SchoolPlans: [],
        PaymentOptions: [],
      });
      expect(counted.json<FiltersResponse>()).toEqual({ total: 1 });
    });
  },
  { clock: time.clock },
);
