import type {
  ChildInfo,
  FiltersResponse,
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
} from '@kinderwait/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/accounts.ts';
import { signUp } from '../../../test/accounts.ts';
import { cityHall, getJson, sendJson } from '../../../test/sample-requests.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import { insertTestProvider, pointNorth } from '../../../test/fixtures/provider-fixtures.ts';

// 09:00 on Monday 23 November 2026 in Toronto.
const time = createTestClock(new Date('2026-11-23T14:00:00Z'));
const centre = { latitude: cityHall.latitude, longitude: cityHall.longitude };
const north = (km: number) => pointNorth(centre.latitude, centre.longitude, km);
const toddlers = [{ ageGroupId: ageGroupIds.toddler, licensedSpaces: 10 }];
const centreType = providerTypeIds['licensed-centre'];

const baseTicket: WaitlistData = {
  Distance: 5,
  ProviderTypes: [centreType],
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
    const names = new Map<string, string>();

    const asParent = () => parent.headers(roleIds.Parent);
    const matchedNames = async (query: Record<string, string> = {}): Promise<string[]> => {
      const response = await getJson(
        t.app(),
        buildUrl(waitlistApiPaths.matches, { childId }, { pageSize: '200', ...query }),
        asParent(),
      );
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json<MatchesResponse>()
        .items.map((item) => names.get(item.id) ?? item.name)
        .sort();
    };
    const saveTicket = async (changes: Partial<WaitlistData>): Promise<WaitlistTicket> => {
      const response = await sendJson(
        t.app(),
        'PUT',
        buildUrl(waitlistApiPaths.ticket, { childId, ticketId: ticket.id }),
        { ...baseTicket, ...changes },
        asParent(),
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<WaitlistTicket>();
    };

    beforeAll(async () => {
      const db = t.connection().db;
      const providers = {
        'Garderie Soleil': { languages: ['fr', 'en'], km: 1 },
        'Maple Kids': { languages: ['en'], km: 2 },
        'Not Stated Yet': { languages: [], km: 3 },
        'French Later': { languages: ['en'], km: 4 },
      };
      for (const [name, { languages, km }] of Object.entries(providers)) {
        const id = await insertTestProvider(db, {
          name,
          providerTypeId: centreType,
          ...north(km),
          languages,
          ageGroups: toddlers,
        });
        names.set(id, name);
      }
      parent = await signUp(t.app(), { roles: ['Parent'] });
      const created = await sendJson(
        t.app(),
        'POST',
        childrenApiPaths.saveChildInfo,
        {
          firstName: 'Léa',
          lastName: 'Roy',
          dateOfBirth: '2025-08-01',
          location: { address: cityHall.address, ...centre },
        },
        asParent(),
      );
      childId = created.json<ChildInfo>().id;
      const response = await sendJson(
        t.app(),
        'POST',
        buildUrl(waitlistApiPaths.tickets, { childId }),
        baseTicket,
        asParent(),
      );
      expect(response.statusCode, response.body).toBe(201);
      ticket = response.json<WaitlistTicket>();
    });

    describe('care in French (French-language and French immersion programs)', () => {
      it('a ticket without it matches every language, and says it is off', async () => {
        expect(ticket.CareInFrench).toBe(false);
        expect(await matchedNames()).toEqual([
          'French Later',
          'Garderie Soleil',
          'Maple Kids',
          'Not Stated Yet',
        ]);
      });

      it('a ticket asking for it is saved with it and matches only providers listing French', async () => {
        const saved = await saveTicket({ CareInFrench: true });
        expect(saved.CareInFrench).toBe(true);
        const read = await getJson(
          t.app(),
          buildUrl(waitlistApiPaths.tickets, { childId }),
          asParent(),
        );
        expect(read.json<{ ticket: WaitlistTicket }>().ticket.CareInFrench).toBe(true);
        expect(await matchedNames()).toEqual(['Garderie Soleil']);
        // Saved again without it (a PUT replaces the ticket), the filter is off.
        expect((await saveTicket({})).CareInFrench).toBe(false);
        expect(await matchedNames()).toHaveLength(4);
      });

      it('the matches screen can narrow to it without changing the ticket', async () => {
        expect(await matchedNames({ inFrench: 'true' })).toEqual(['Garderie Soleil']);
        expect(await matchedNames({ inFrench: 'true', sort: 'name' })).toEqual(['Garderie Soleil']);
      });

      it('the wizard’s running count follows it', async () => {
        const count = async (body: object) => {
          const response = await sendJson(
            t.app(),
            'POST',
            buildUrl(waitlistApiPaths.filters, {}, { childId }),
            body,
            asParent(),
          );
          expect(response.statusCode, response.body).toBe(200);
          return response.json<FiltersResponse>().total;
        };
        expect(await count({ ...baseTicket, Distance: 6, CareInFrench: true })).toBe(1);
        expect(await count({ ...baseTicket, Distance: 6 })).toBe(4);
      });
    });
  },
  { clock: time.clock },
);
