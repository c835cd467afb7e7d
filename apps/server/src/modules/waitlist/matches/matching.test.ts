import type {
  ApiErrorBody,
  ChildInfo,
  FiltersResponse,
  MatchedProvider,
  MatchesResponse,
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
  waitlistErrorCodes,
} from '@kinderwait/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/accounts.ts';
import { signUp } from '../../../test/accounts.ts';
import { cityHall, getJson, sendJson } from '../../../test/sample-requests.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import type { TestProvider } from '../../../test/fixtures/provider-fixtures.ts';
import {
  insertTestProvider,
  pointEast,
  pointNorth,
} from '../../../test/fixtures/provider-fixtures.ts';

// 09:00 on Monday 23 November 2026 in Toronto.
const time = createTestClock(new Date('2026-11-23T14:00:00Z'));

const centre = { latitude: cityHall.latitude, longitude: cityHall.longitude };
const north = (km: number) => pointNorth(centre.latitude, centre.longitude, km);
const east = (km: number) => pointEast(centre.latitude, centre.longitude, km);

const { toddler, infant } = ageGroupIds;
const centreType = providerTypeIds['licensed-centre'];

/**
 * The hand-checked set, around City Hall. The child is an infant today (15 months) and a
 * toddler (19 months) on the start date 2027-03-01, so the toddler group is what counts.
 */
const fixture: Record<string, TestProvider> = {
  near: {
    name: 'Near Toddlers',
    providerTypeId: centreType,
    ...north(1),
    ageGroups: [{ ageGroupId: toddler, licensedSpaces: 10 }],
  },
  edgeIn: {
    name: 'North Edge Inside',
    providerTypeId: centreType,
    ...north(4.999),
    ageGroups: [{ ageGroupId: toddler, licensedSpaces: 10 }],
  },
  edgeOut: {
    name: 'North Edge Outside',
    providerTypeId: centreType,
    ...north(5.001),
    ageGroups: [{ ageGroupId: toddler, licensedSpaces: 10 }],
  },
  eastIn: {
    name: 'East Edge Inside',
    providerTypeId: centreType,
    ...east(4.998),
    ageGroups: [{ ageGroupId: toddler, licensedSpaces: 10 }],
  },
  eastOut: {
    name: 'East Edge Outside',
    providerTypeId: centreType,
    ...east(5.002),
    ageGroups: [{ ageGroupId: toddler, licensedSpaces: 10 }],
  },
  infantsOnly: {
    name: 'Infants Only',
    providerTypeId: centreType,
    ...north(2),
    ageGroups: [{ ageGroupId: infant, licensedSpaces: 10 }],
  },
  noToddlerSpaces: {
    name: 'No Toddler Spaces',
    providerTypeId: centreType,
    ...north(1.5),
    ageGroups: [{ ageGroupId: toddler, licensedSpaces: 0 }],
  },
  babysitter: {
    name: 'Babysitter Nearby',
    providerTypeId: providerTypeIds.babysitter,
    ...north(1),
    ageGroups: [{ ageGroupId: toddler }],
  },
  home: {
    name: 'Unlicensed Home',
    providerTypeId: providerTypeIds['unlicensed-home'],
    ...north(2),
    ageGroups: [{ ageGroupId: toddler, licensedSpaces: null }],
  },
  notLocated: {
    name: 'Not Located',
    providerTypeId: centreType,
    latitude: null,
    longitude: null,
    ageGroups: [{ ageGroupId: toddler, licensedSpaces: 10 }],
  },
  vacancy: {
    name: 'Home With Vacancy',
    providerTypeId: providerTypeIds['licensed-home'],
    ...north(3),
    ageGroups: [
      {
        ageGroupId: toddler,
        licensedSpaces: 5,
        availableSpaces: 2,
        availableStartDate: '2027-02-01',
      },
    ],
  },
  lateVacancy: {
    name: 'Late Vacancy',
    providerTypeId: centreType,
    ...north(2.5),
    ageGroups: [
      {
        ageGroupId: toddler,
        licensedSpaces: 8,
        availableSpaces: 3,
        availableStartDate: '2027-06-01',
      },
    ],
  },
  stated: {
    name: 'Stated Everything',
    providerTypeId: centreType,
    ...north(2.2),
    childcareTypeIds: [2],
    dailyFeeCents: 5000,
    languages: ['en'],
    cwelcc: true,
    ageGroups: [
      {
        ageGroupId: toddler,
        licensedSpaces: 10,
        availableSpaces: 0,
        hoursOfBusiness: [{ day: 0, timeStart: '07:00', timeEnd: '12:00' }],
      },
    ],
  },
};
type FixtureName = keyof typeof fixture;

const baseTicket: WaitlistData = {
  Distance: 5,
  ProviderTypes: [
    providerTypeIds['licensed-centre'],
    providerTypeIds['licensed-home'],
    providerTypeIds['unlicensed-home'],
  ],
  ChildcareTypes: [],
  SchoolPlans: [],
  PaymentOptions: [],
  RequestedStartDate: '2027-03-01',
  ScheduleAvailability: [],
};

forEachDatabase(
  (t) => {
    let parent: TestUser;
    let childId: string;
    let ticket: WaitlistTicket;
    const ids = new Map<FixtureName, string>();
    const nameOfId = new Map<string, FixtureName>();

    const asParent = (user: TestUser) => user.headers(roleIds.Parent);

    const createChild = async (user: TestUser, body: object): Promise<ChildInfo> => {
      const response = await sendJson(
        t.app(),
        'POST',
        childrenApiPaths.saveChildInfo,
        body,
        asParent(user),
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ChildInfo>();
    };

    const createTicket = async (user: TestUser, child: string, data: WaitlistData) => {
      const response = await sendJson(
        t.app(),
        'POST',
        buildUrl(waitlistApiPaths.tickets, { childId: child }),
        data,
        asParent(user),
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json<WaitlistTicket>();
    };

    const setTicket = async (changes: Partial<WaitlistData>): Promise<void> => {
      const response = await sendJson(
        t.app(),
        'PUT',
        buildUrl(waitlistApiPaths.ticket, { childId, ticketId: ticket.id }),
        { ...baseTicket, ...changes },
        asParent(parent),
      );
      expect(response.statusCode, response.body).toBe(200);
    };

    const matchesResponse = async (query: Record<string, string> = {}) =>
      getJson(t.app(), buildUrl(waitlistApiPaths.matches, { childId }, query), asParent(parent));

    const matches = async (query: Record<string, string> = {}): Promise<MatchesResponse> => {
      const response = await matchesResponse(query);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<MatchesResponse>();
    };

    const names = (items: readonly MatchedProvider[]): FixtureName[] =>
      items.map((item) => {
        const name = nameOfId.get(item.id);
        if (name === undefined) throw new Error(`unexpected provider ${item.name}`);
        return name;
      });

    const matchedSet = async (query: Record<string, string> = {}): Promise<FixtureName[]> =>
      names((await matches({ pageSize: '200', ...query })).items).sort();

    const everyBase: FixtureName[] = [
      'eastIn',
      'edgeIn',
      'home',
      'lateVacancy',
      'near',
      'stated',
      'vacancy',
    ];

    beforeAll(async () => {
      for (const [name, provider] of Object.entries(fixture)) {
        const id = await insertTestProvider(t.connection().db, provider);
        ids.set(name, id);
        nameOfId.set(id, name);
      }
      parent = await signUp(t.app(), { roles: ['Parent'] });
      const child = await createChild(parent, {
        firstName: 'Noa',
        lastName: 'Cohen',
        dateOfBirth: '2025-08-01',
        location: { address: cityHall.address, ...centre },
      });
      childId = child.id;
      ticket = await createTicket(parent, childId, baseTicket);
    });

    const idOf = (name: FixtureName): string => {
      const id = ids.get(name);
      if (id === undefined) throw new Error(`no fixture ${name}`);
      return id;
    };

    describe('which providers match', () => {
      it('within the distance (inclusive, north and east edges), of a chosen type, serving the age group at the start date, located, with licensed spaces', async () => {
        await setTicket({});
        expect(await matchedSet()).toEqual(everyBase);
      });

      it('uses the age group at the requested start date, not today', async () => {
        // Today the child is an infant: only the infants' centre serves that group.
        await setTicket({ RequestedStartDate: '2026-12-01' });
        expect(await matchedSet()).toEqual(['infantsOnly']);
        await setTicket({});
      });

      it('a larger distance reaches the providers beyond the old edge', async () => {
        await setTicket({ Distance: 5.01 });
        expect(await matchedSet()).toEqual([...everyBase, 'edgeOut', 'eastOut'].sort());
        await setTicket({});
      });

      it('childcare types exclude only a provider that states other ones', async () => {
        await setTicket({ ChildcareTypes: [1] });
        expect(await matchedSet()).toEqual(everyBase.filter((name) => name !== 'stated'));
        await setTicket({ ChildcareTypes: [2, 3] });
        expect(await matchedSet()).toEqual(everyBase);
        await setTicket({});
      });

      it('fee brackets exclude only a provider whose stated fee is outside every chosen bracket of its option', async () => {
        await setTicket({ PaymentOptions: [2] });
        expect(await matchedSet()).toEqual(everyBase.filter((name) => name !== 'stated'));
        await setTicket({ PaymentOptions: [2, 3] });
        expect(await matchedSet()).toEqual(everyBase);
        // Only hourly brackets: a daily fee is not in any of them.
        await setTicket({ PaymentOptions: [7, 8] });
        expect(await matchedSet()).toEqual(everyBase.filter((name) => name !== 'stated'));
        await setTicket({});
      });

      it('a provider with stated hours must be open in every chosen cell; unstated hours never exclude', async () => {
        await setTicket({ ScheduleAvailability: [{ day: 'Monday', timeOfDay: 'Morning' }] });
        expect(await matchedSet()).toEqual(everyBase);
        await setTicket({ ScheduleAvailability: [{ day: 'Monday', timeOfDay: 'Afternoon' }] });
        expect(await matchedSet()).toEqual(everyBase.filter((name) => name !== 'stated'));
        await setTicket({ ScheduleAvailability: [{ day: 'Tuesday', timeOfDay: 'Morning' }] });
        expect(await matchedSet()).toEqual(everyBase.filter((name) => name !== 'stated'));
        await setTicket({
          ScheduleAvailability: [
            { day: 'Monday', timeOfDay: 'Morning' },
            { day: 'Monday', timeOfDay: 'Night' },
          ],
        });
        expect(await matchedSet()).toEqual(everyBase.filter((name) => name !== 'stated'));
        await setTicket({});
      });

      it('says what an unclaimed provider has not stated, and what a stated one has', async () => {
        const { items } = await matches({ pageSize: '200' });
        const near = items.find((item) => item.id === idOf('near'));
        expect(near).toMatchObject({
          name: 'Near Toddlers',
          type: 'licensed-centre',
          licensed: true,
          claimed: false,
          currency: 'CAD',
          ageGroup: {
            id: toddler,
            name: 'Toddler',
            licensedSpaces: 10,
            availableSpaces: null,
            availableStartDate: null,
            hoursOfBusiness: [],
          },
          vacancyByStartDate: false,
          notStated: ['childcareTypes', 'fees', 'hours', 'languages', 'vacancies'],
          liked: false,
          request: null,
        });
        expect(near?.distanceKm).toBeCloseTo(1, 3);
        const stated = items.find((item) => item.id === idOf('stated'));
        expect(stated).toMatchObject({
          notStated: [],
          dailyFeeCents: 5000,
          cwelcc: true,
          childcareTypeIds: [2],
          ageGroup: { hoursOfBusiness: [{ day: 0, timeStart: '07:00', timeEnd: '12:00' }] },
        });
      });
    });

    describe('order, filters and pages', () => {
      it('recommended: a vacancy by the start date first, then the nearest', async () => {
        expect(names((await matches()).items)).toEqual([
          'vacancy',
          'near',
          'home',
          'stated',
          'lateVacancy',
          'eastIn',
          'edgeIn',
        ]);
      });

      it('distance and name sorts', async () => {
        expect(names((await matches({ sort: 'distance' })).items)).toEqual([
          'near',
          'home',
          'stated',
          'lateVacancy',
          'vacancy',
          'eastIn',
          'edgeIn',
        ]);
        expect(names((await matches({ sort: 'name' })).items)).toEqual([
          'eastIn',
          'vacancy',
          'lateVacancy',
          'near',
          'edgeIn',
          'stated',
          'home',
        ]);
      });

      it('withVacancy and cwelcc filters', async () => {
        expect(await matchedSet({ withVacancy: 'true' })).toEqual(['vacancy']);
        expect(await matchedSet({ cwelcc: 'true' })).toEqual(['stated']);
        expect(await matchedSet({ cwelcc: 'false' })).toEqual(everyBase);
      });

      it('pages with the total', async () => {
        const first = await matches({ pageSize: '3' });
        expect(first).toMatchObject({ total: 7, page: 1, pageSize: 3 });
        expect(names(first.items)).toEqual(['vacancy', 'near', 'home']);
        const third = await matches({ pageSize: '3', page: '3' });
        expect(third.total).toBe(7);
        expect(names(third.items)).toEqual(['edgeIn']);
        const past = await matches({ pageSize: '3', page: '4' });
        expect(past).toMatchObject({ items: [], total: 7, page: 4 });
      });

      it('liked providers come first, and liked=true keeps only them', async () => {
        const like = (providerId: string, liked: boolean) =>
          sendJson(
            t.app(),
            'POST',
            waitlistApiPaths.favorites,
            { childcareProviderId: providerId, liked },
            asParent(parent),
          );
        const liked = await like(idOf('lateVacancy'), true);
        expect(liked.statusCode).toBe(200);
        expect(liked.json()).toEqual({ childcareProviderId: idOf('lateVacancy'), liked: true });
        expect((await like(idOf('lateVacancy'), true)).statusCode).toBe(200);
        const listed = await matches();
        expect(names(listed.items).slice(0, 3)).toEqual(['lateVacancy', 'vacancy', 'near']);
        expect(listed.items[0]?.liked).toBe(true);
        expect(await matchedSet({ liked: 'true' })).toEqual(['lateVacancy']);
        expect((await like(idOf('lateVacancy'), false)).statusCode).toBe(200);
        expect((await like(idOf('lateVacancy'), false)).statusCode).toBe(200);
        expect(names((await matches()).items)[0]).toBe('vacancy');
        const unknown = await like('00000000-0000-4000-8000-000000000000', true);
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json<ApiErrorBody>().code).toBe(
          waitlistErrorCodes.childcareProviderNotFound,
        );
      });
    });

    describe('one match', () => {
      const one = (providerId: string) =>
        getJson(
          t.app(),
          buildUrl(waitlistApiPaths.match, { childId, childcareProviderId: providerId }),
          asParent(parent),
        );

      it('answers a matching provider', async () => {
        const response = await one(idOf('vacancy'));
        expect(response.statusCode).toBe(200);
        expect(response.json<MatchedProvider>()).toMatchObject({
          id: idOf('vacancy'),
          type: 'licensed-home',
          vacancyByStartDate: true,
          notStated: ['childcareTypes', 'fees', 'hours', 'languages'],
        });
      });

      it('404 for a provider that does not match or does not exist', async () => {
        for (const id of [
          idOf('infantsOnly'),
          idOf('edgeOut'),
          '00000000-0000-4000-8000-000000000000',
        ]) {
          const response = await one(id);
          expect(response.statusCode).toBe(404);
          expect(response.json<ApiErrorBody>().code).toBe(
            waitlistErrorCodes.childcareProviderNotFound,
          );
        }
      });
    });

    describe('POST /api/providers/waitlist/filters', () => {
      const count = async (body: object, child = childId) =>
        sendJson(
          t.app(),
          'POST',
          buildUrl(waitlistApiPaths.filters, {}, { childId: child }),
          body,
          asParent(parent),
        );

      it('counts with the same rules', async () => {
        const response = await count(baseTicket);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<FiltersResponse>()).toEqual({ total: 7 });
        const fees = await count({ ...baseTicket, PaymentOptions: [2] });
        expect(fees.json<FiltersResponse>()).toEqual({ total: 6 });
      });

      it('defaults to 5 km and today (the child is an infant today), and no type to every type', async () => {
        const defaults = await count({
          ProviderTypes: baseTicket.ProviderTypes,
          ChildcareTypes: [],
          SchoolPlans: [],
          PaymentOptions: [],
        });
        expect(defaults.json<FiltersResponse>()).toEqual({ total: 1 });
        const everyType = await count({ ...baseTicket, ProviderTypes: [] });
        expect(everyType.json<FiltersResponse>()).toEqual({ total: 8 });
      });

      it('400 for an unknown catalogue id, 404 for another parent’s child', async () => {
        const unknown = await count({ ...baseTicket, ChildcareTypes: [99] });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json<ApiErrorBody>().code).toBe(waitlistErrorCodes.unknownCatalogueId);
        const stranger = await signUp(t.app(), { roles: ['Parent'] });
        const response = await sendJson(
          t.app(),
          'POST',
          buildUrl(waitlistApiPaths.filters, {}, { childId }),
          baseTicket,
          asParent(stranger),
        );
        expect(response.statusCode).toBe(404);
      });
    });

    describe('children matching cannot measure or place', () => {
      it('409 child_location_missing without the child’s or the parent’s location', async () => {
        const someone = await signUp(t.app(), { roles: ['Parent'] });
        const child = await createChild(someone, {
          firstName: 'Ari',
          lastName: 'Lee',
          dateOfBirth: '2025-08-01',
        });
        await createTicket(someone, child.id, baseTicket);
        const response = await getJson(
          t.app(),
          buildUrl(waitlistApiPaths.matches, { childId: child.id }),
          asParent(someone),
        );
        expect(response.statusCode).toBe(409);
        expect(response.json<ApiErrorBody>().code).toBe(waitlistErrorCodes.childLocationMissing);
      });

      it('409 child_out_of_age_range when the child is 14 by the start date', async () => {
        const child = await createChild(parent, {
          firstName: 'Sam',
          lastName: 'Cohen',
          dateOfBirth: '2013-01-15',
          location: { address: cityHall.address, ...centre },
        });
        await createTicket(parent, child.id, baseTicket);
        const response = await getJson(
          t.app(),
          buildUrl(waitlistApiPaths.matches, { childId: child.id }),
          asParent(parent),
        );
        expect(response.statusCode).toBe(409);
        expect(response.json<ApiErrorBody>().code).toBe(waitlistErrorCodes.childOutOfAgeRange);
      });

      it('404 waitlist_ticket_not_found before the ticket exists', async () => {
        const child = await createChild(parent, {
          firstName: 'Kai',
          lastName: 'Cohen',
          dateOfBirth: '2025-08-01',
        });
        const response = await getJson(
          t.app(),
          buildUrl(waitlistApiPaths.matches, { childId: child.id }),
          asParent(parent),
        );
        expect(response.statusCode).toBe(404);
        expect(response.json<ApiErrorBody>().code).toBe(waitlistErrorCodes.waitlistTicketNotFound);
      });
    });
  },
  { clock: time.clock },
);
