import { readFileSync } from 'node:fs';
import type { ChildInfo, MatchesResponse, WaitlistTicket } from '@kinderwait/contract';
import {
  buildUrl,
  childrenApiPaths,
  providerTypeIds,
  roleIds,
  waitlistApiPaths,
} from '@kinderwait/contract';
import { parse } from 'csv-parse/sync';
import { isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { getJson, sendJson } from '../../test/sample-requests.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { childcareProviders } from './childcare-providers.tables.ts';
import { importLicensedCentres, licensedCentresFile } from './licensed-centres-import.ts';

/**
 * Matching is exact on the real data: for children at real Toronto points, each distance and
 * each age group, the endpoint's matches (every page) are exactly the licensed centres an
 * independent reading of the committed City of Toronto CSV puts within the distance with
 * licensed spaces in that group. The independent side shares nothing with the app but the CSV
 * library: its own column reading, its own haversine on the same Earth radius.
 */

// 09:00 on Monday 23 November 2026 in Toronto.
const time = createTestClock(new Date('2026-11-23T14:00:00Z'));
const startDate = '2027-01-04';

/** The mean Earth radius (IUGG) the product documents for matching, in km. */
const radiusKm = 6371.0088;

function haversineKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * radiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

interface CsvCentre {
  locId: number;
  point: { lat: number; lon: number } | null;
  spaces: Record<SpaceColumn, number>;
}

const spaceColumns = ['IGSPACE', 'TGSPACE', 'PGSPACE', 'KGSPACE', 'SGSPACE'] as const;
type SpaceColumn = (typeof spaceColumns)[number];

/** The CSV read on its own terms: LOC_ID, the [longitude, latitude] pair, the space columns. */
function readCsv(): CsvCentre[] {
  const records: Record<string, string>[] = parse(readFileSync(licensedCentresFile), {
    columns: true,
    bom: true,
  });
  return records.map((record) => {
    const pair = /\[\s*\[\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)\s*\]/.exec(record.geometry ?? '');
    const spaces = Object.fromEntries(
      spaceColumns.map((column) => [column, Number(record[column])]),
    ) as Record<SpaceColumn, number>;
    return {
      locId: Number(record.LOC_ID),
      point: pair === null ? null : { lon: Number(pair[1]), lat: Number(pair[2]) },
      spaces,
    };
  });
}

/** A child per age group at the start date, and the CSV column of that group. */
const ages: { dateOfBirth: string; column: SpaceColumn }[] = [
  { dateOfBirth: '2026-06-01', column: 'IGSPACE' }, // 7 months: infant
  { dateOfBirth: '2025-06-01', column: 'TGSPACE' }, // 19 months: toddler
  { dateOfBirth: '2023-01-01', column: 'PGSPACE' }, // 4 years: preschool
  { dateOfBirth: '2020-09-01', column: 'KGSPACE' }, // 6 years: kindergarten
  { dateOfBirth: '2017-01-01', column: 'SGSPACE' }, // 10 years: school age
];

const csv = readCsv();
const firstLocated = csv.find((centre) => centre.point !== null)?.point ?? null;

/** Real points: civic centres across the city, and one exactly on a centre. */
const points: { name: string; lat: number; lon: number }[] = [
  { name: 'City Hall', lat: 43.6534, lon: -79.3841 },
  { name: 'Scarborough Civic Centre', lat: 43.7735, lon: -79.2578 },
  { name: 'Etobicoke Civic Centre', lat: 43.6436, lon: -79.5652 },
  { name: 'North York Civic Centre', lat: 43.7674, lon: -79.4144 },
  ...(firstLocated === null
    ? []
    : [{ name: 'On a centre', lat: firstLocated.lat, lon: firstLocated.lon }]),
];
const distances = [1, 2, 5, 10];

forEachDatabase(
  (t) => {
    let parent: TestUser;
    const idByLocId = new Map<number, string>();
    const children: {
      point: (typeof points)[number];
      age: (typeof ages)[number];
      childId: string;
      ticketId: string;
    }[] = [];

    beforeAll(async () => {
      const silent = { info: () => undefined, warn: () => undefined };
      await importLicensedCentres(t.connection().db, silent);
      const rows = await t
        .connection()
        .db.select({ id: childcareProviders.id, locId: childcareProviders.locId })
        .from(childcareProviders)
        .where(isNotNull(childcareProviders.locId));
      for (const row of rows) if (row.locId !== null) idByLocId.set(row.locId, row.id);

      parent = await signUp(t.app(), { roles: ['Parent'] });
      for (const point of points) {
        for (const age of ages) {
          const saved = await sendJson(
            t.app(),
            'POST',
            childrenApiPaths.saveChildInfo,
            {
              firstName: 'Test',
              lastName: 'Child',
              dateOfBirth: age.dateOfBirth,
              location: { address: point.name, latitude: point.lat, longitude: point.lon },
            },
            parent.headers(roleIds.Parent),
          );
          expect(saved.statusCode, saved.body).toBe(200);
          const childId = saved.json<ChildInfo>().id;
          const ticket = await sendJson(
            t.app(),
            'POST',
            buildUrl(waitlistApiPaths.tickets, { childId }),
            {
              Distance: 1,
              ProviderTypes: Object.values(providerTypeIds),
              ChildcareTypes: [],
              SchoolPlans: [],
              PaymentOptions: [],
              RequestedStartDate: startDate,
              ScheduleAvailability: [],
            },
            parent.headers(roleIds.Parent),
          );
          expect(ticket.statusCode, ticket.body).toBe(201);
          children.push({ point, age, childId, ticketId: ticket.json<WaitlistTicket>().id });
        }
      }
    });

    /** Every match of the child, all pages. */
    const allMatches = async (childId: string): Promise<MatchesResponse['items']> => {
      const items: MatchesResponse['items'] = [];
      for (let page = 1; ; page += 1) {
        const response = await getJson(
          t.app(),
          buildUrl(waitlistApiPaths.matches, { childId }, { page: String(page), pageSize: '200' }),
          parent.headers(roleIds.Parent),
        );
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json<MatchesResponse>();
        items.push(...body.items);
        if (body.items.length < 200) {
          expect(items.length).toBe(body.total);
          return items;
        }
      }
    };

    it('imported every centre of the CSV by LOC_ID', () => {
      expect(idByLocId.size).toBe(csv.length);
    });

    describe.each(distances)('within %s km', (distance) => {
      it('matches exactly the centres the independent computation finds, for every point and age group', async () => {
        let compared = 0;
        for (const child of children) {
          const response = await sendJson(
            t.app(),
            'PUT',
            buildUrl(waitlistApiPaths.ticket, { childId: child.childId, ticketId: child.ticketId }),
            {
              Distance: distance,
              ProviderTypes: Object.values(providerTypeIds),
              ChildcareTypes: [],
              SchoolPlans: [],
              PaymentOptions: [],
              RequestedStartDate: startDate,
              ScheduleAvailability: [],
            },
            parent.headers(roleIds.Parent),
          );
          expect(response.statusCode, response.body).toBe(200);

          const expected = csv
            .filter(
              (centre) =>
                centre.point !== null &&
                centre.spaces[child.age.column] > 0 &&
                haversineKm(child.point, centre.point) <= distance,
            )
            .map((centre) => idByLocId.get(centre.locId))
            .sort();
          const matches = await allMatches(child.childId);
          const actual = matches.map((item) => item.id).sort();
          expect(
            actual,
            `${child.point.name}, ${child.age.column}, ${String(distance)} km`,
          ).toEqual(expected);
          for (const item of matches) {
            expect(item.distanceKm).toBeLessThanOrEqual(distance + 0.0005);
            expect(item.locId === null ? undefined : idByLocId.get(item.locId)).toBe(item.id);
          }
          compared += expected.length;
        }
        // The comparison is not vacuous: real centres are within reach.
        expect(compared).toBeGreaterThan(distance >= 2 ? 50 : 5);
      });
    });
  },
  { clock: time.clock },
);
