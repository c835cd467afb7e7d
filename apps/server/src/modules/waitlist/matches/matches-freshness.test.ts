import type {
  ChildInfo,
  EditChildcareProviderBody,
  FiltersResponse,
  LocationBody,
  MatchesResponse,
  WaitlistData,
} from '@kinderwait/contract';
import {
  buildUrl,
  childcareProvidersApiPaths,
  childrenApiPaths,
  roleIds,
  waitlistApiPaths,
} from '@kinderwait/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/accounts.ts';
import { signUp } from '../../../test/accounts.ts';
import {
  cityHall,
  fullEdit,
  getJson,
  mondayMorningsTicket,
  sendJson,
} from '../../../test/sample-requests.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';

// 09:00 on Monday 23 November 2026 in Toronto.
const time = createTestClock(new Date('2026-11-23T14:00:00Z'));

/** Square One, Mississauga: about 21 km west of City Hall. */
const mississauga: LocationBody = {
  address: '100, City Centre Drive, Mississauga, Canada',
  latitude: 43.5931,
  longitude: -79.6424,
  locationDetails: {
    house_number: '100',
    road: 'City Centre Drive',
    city: 'Mississauga',
    state: 'Ontario',
    postcode: 'L5B 2C9',
    country: 'Canada',
  },
};

/** A toddler on the start date, Monday mornings, licensed centres within 5 km of City Hall. */
const ticketData = mondayMorningsTicket;

const toddlerGroup = (changes: Partial<(typeof fullEdit.ageGroups)[number]>) => ({
  paths: ['AgeGroups'],
  ageGroups: [{ ...fullEdit.ageGroups[0], ...changes }],
});

/**
 * Match lists are remembered per process for a few seconds (provider-matching-cache.ts): a
 * provider's edit of its spaces, hours, childcare types, fees or location must still show in the very next list, page
 * and count, with no wait.
 */
forEachDatabase(
  (t) => {
    let provider: TestUser;
    let parent: TestUser;
    let childId: string;
    let providerId: string;

    const edit = async (body: EditChildcareProviderBody | object): Promise<void> => {
      const response = await sendJson(
        t.app(),
        'PATCH',
        childcareProvidersApiPaths.profile,
        body,
        provider.headers(roleIds.Licenced),
      );
      expect(response.statusCode, response.body).toBe(200);
    };

    const listed = async () => {
      const response = await getJson(
        t.app(),
        buildUrl(waitlistApiPaths.matches, { childId }),
        parent.headers(roleIds.Parent),
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<MatchesResponse>().items.find((item) => item.id === providerId);
    };

    const counted = async (changes: Partial<WaitlistData> = {}): Promise<number> => {
      const response = await sendJson(
        t.app(),
        'POST',
        buildUrl(waitlistApiPaths.filters, {}, { childId }),
        { ...ticketData, ...changes },
        parent.headers(roleIds.Parent),
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<FiltersResponse>().total;
    };

    beforeAll(async () => {
      provider = await signUp(t.app(), { roles: ['Licenced'] });
      await edit(fullEdit);
      const profile = await getJson(
        t.app(),
        childcareProvidersApiPaths.profile,
        provider.headers(roleIds.Licenced),
      );
      providerId = profile.json<{ id: string }>().id;
      parent = await signUp(t.app(), { roles: ['Parent'] });
      const child = await sendJson(
        t.app(),
        'POST',
        childrenApiPaths.saveChildInfo,
        {
          firstName: 'Ari',
          lastName: 'Levi',
          dateOfBirth: '2025-08-01',
          location: {
            address: cityHall.address,
            latitude: cityHall.latitude,
            longitude: cityHall.longitude,
          },
        },
        parent.headers(roleIds.Parent),
      );
      expect(child.statusCode, child.body).toBe(200);
      childId = child.json<ChildInfo>().id;
      const ticket = await sendJson(
        t.app(),
        'POST',
        buildUrl(waitlistApiPaths.tickets, { childId }),
        ticketData,
        parent.headers(roleIds.Parent),
      );
      expect(ticket.statusCode, ticket.body).toBe(201);
    });

    describe('a provider’s edit shows in the next match list', () => {
      it('spaces: the vacancy by the start date follows the edit', async () => {
        expect(await listed()).toMatchObject({
          vacancyByStartDate: true,
          ageGroup: { availableSpaces: 2 },
        });
        await edit(toddlerGroup({ availableSpaces: 0 }));
        expect(await listed()).toMatchObject({
          vacancyByStartDate: false,
          ageGroup: { availableSpaces: 0 },
        });
        await edit(toddlerGroup({ availableSpaces: 3 }));
        expect(await listed()).toMatchObject({
          vacancyByStartDate: true,
          ageGroup: { availableSpaces: 3 },
        });
      });

      it('hours: closed on Monday mornings leaves the list and the count; open again comes back', async () => {
        const before = await counted();
        expect(await listed()).toBeDefined();
        await edit(
          toddlerGroup({ hoursOfBusiness: [{ day: 0, timeStart: '13:00', timeEnd: '18:00' }] }),
        );
        expect(await listed()).toBeUndefined();
        expect(await counted()).toBe(before - 1);
        await edit(
          toddlerGroup({ hoursOfBusiness: [{ day: 0, timeStart: '11:30', timeEnd: '18:00' }] }),
        );
        expect(await listed()).toMatchObject({
          ageGroup: { hoursOfBusiness: [{ day: 0, timeStart: '11:30', timeEnd: '18:00' }] },
        });
        expect(await counted()).toBe(before);
      });

      it('childcare types and fees: a family’s filters follow the edit', async () => {
        // Fee bracket 4 is $60 to $80 a day, 2 is $22 to $40 (migration 0003).
        const chosen = { ChildcareTypes: [2], PaymentOptions: [4] };
        const before = await counted(chosen);
        await edit({ paths: ['Profile'], profile: { ...fullEdit.profile, childcareTypeIds: [1] } });
        expect(await counted(chosen)).toBe(before - 1);
        await edit({ paths: ['Profile'], profile: fullEdit.profile });
        expect(await counted(chosen)).toBe(before);
        await edit({ paths: ['Fees'], fees: { dailyFeeCents: 3500, hourlyFeeCents: null } });
        expect(await counted(chosen)).toBe(before - 1);
        expect(await counted({ ...chosen, PaymentOptions: [2] })).toBe(before);
        await edit({ paths: ['Fees'], fees: fullEdit.fees });
        expect(await counted(chosen)).toBe(before);
      });

      it('location: moved out of the distance leaves the list; moved back comes back', async () => {
        expect(await listed()).toBeDefined();
        await edit({ paths: ['ChildcareLocation'], childcareLocation: mississauga });
        expect(await listed()).toBeUndefined();
        await edit({ paths: ['ChildcareLocation'], childcareLocation: cityHall });
        expect(await listed()).toMatchObject({ latitude: cityHall.latitude, distanceKm: 0 });
      });
    });
  },
  { clock: time.clock },
);
