import type { MatchSort } from '@kinderwait/contract';
import { ageGroupIds, matchSorts, providerTypeIds } from '@kinderwait/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { cityHall } from '../../test/sample-requests.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import {
  cityHallPreschoolCriteria,
  insertTestProvider,
  pointEast,
  pointNorth,
} from '../../test/fixtures/provider-fixtures.ts';
import { createChangeSignals } from '../../events/change-signals.ts';
import { createProviderMatching } from './provider-matching-list.ts';
import type { MatchCriteria, MatchListOptions, ProviderMatchPage } from './provider-matching.ts';

/**
 * A list asked for once is paged, filtered and counted by the database; from its second ask it
 * is remembered and paged in memory (provider-matching-list.ts). Both ways must give the same
 * page and total for every order, filter, liked set and page, ties included: same names in
 * other cases, same distances, vacancies by and after the start date.
 */

const preschool = ageGroupIds.preschool;
const criteria: MatchCriteria = cityHallPreschoolCriteria;

/** The first page of five in the recommended order, unfiltered. */
const firstPage: MatchListOptions = {
  sort: 'recommended',
  page: 1,
  pageSize: 5,
  withVacancy: false,
  cwelcc: false,
  onlyLiked: false,
  likedProviderIds: [],
};

const names = [
  'Sunny Days',
  'sunny days',
  'Acorn House',
  'Zebra Tots',
  'Éclair Kids',
  'acorn house',
];
const types = Object.values(providerTypeIds);

forEachDatabase((t) => {
  const ids: string[] = [];

  beforeAll(async () => {
    const { db } = t.connection();
    for (let index = 0; index < 48; index += 1) {
      // Every fourth shares a point with the one before (equal distances); the last few lie
      // beyond 5 km and never match.
      const km = index >= 44 ? 6 + index / 10 : (index - (index % 4 === 3 ? 1 : 0)) / 10;
      const point =
        index % 2 === 0
          ? pointNorth(cityHall.latitude, cityHall.longitude, km)
          : pointEast(cityHall.latitude, cityHall.longitude, km);
      const available = index % 3 === 0 ? 2 : index % 3 === 1 ? 0 : null;
      ids.push(
        await insertTestProvider(db, {
          name: names[index % names.length] ?? 'Kids',
          providerTypeId: types[index % types.length] ?? providerTypeIds.babysitter,
          ...point,
          cwelcc: index % 5 === 0,
          ageGroups: [
            {
              ageGroupId: preschool,
              licensedSpaces: 10,
              availableSpaces: available,
              // Some vacancies open only after the requested start date: no vacancy by it.
              availableStartDate: index % 9 === 0 ? '2027-06-01' : null,
            },
          ],
        }),
      );
    }
  });

  const filters: Pick<MatchListOptions, 'withVacancy' | 'cwelcc' | 'onlyLiked'>[] = [
    { withVacancy: false, cwelcc: false, onlyLiked: false },
    { withVacancy: true, cwelcc: false, onlyLiked: false },
    { withVacancy: false, cwelcc: true, onlyLiked: false },
    { withVacancy: false, cwelcc: false, onlyLiked: true },
    { withVacancy: true, cwelcc: true, onlyLiked: false },
  ];

  const bothWays = async (
    options: MatchListOptions,
  ): Promise<{ database: ProviderMatchPage; memory: ProviderMatchPage }> => {
    // A new matching per case: nothing asked or remembered yet.
    const matching = createProviderMatching(t.connection().db, () => Date.now());
    const database = await matching.listMatches(criteria, options);
    const memory = await matching.listMatches(criteria, options);
    return { database, memory };
  };

  describe('the database’s page and the remembered list’s page', () => {
    it.each(matchSorts)(
      'are the same for the %s order, every filter, liked set and page',
      async (sort: MatchSort) => {
        const likedSets = [
          [],
          [ids[20], ids[7], ids[2]].filter((id): id is string => id !== undefined),
        ];
        for (const filter of filters) {
          for (const likedProviderIds of likedSets) {
            for (const page of [1, 2, 3, 9]) {
              const options = { sort, page, pageSize: 7, ...filter, likedProviderIds };
              const { database, memory } = await bothWays(options);
              const label = JSON.stringify(options);
              expect(
                database.items.map((item) => item.id),
                label,
              ).toEqual(memory.items.map((item) => item.id));
              expect(database.total, label).toBe(memory.total);
              expect(database.items, label).toEqual(memory.items);
            }
          }
        }
      },
    );

    it('count every match within the distance, and none beyond it', async () => {
      const { database, memory } = await bothWays({
        ...firstPage,
        sort: 'distance',
        pageSize: 200,
      });
      expect(database.total).toBe(44);
      expect(memory.total).toBe(44);
      expect(new Set(database.items.map((item) => item.id))).toEqual(new Set(ids.slice(0, 44)));
    });
  });

  it('counts the matches of criteria in the database', async () => {
    const matching = createProviderMatching(t.connection().db, () => Date.now());
    // 0 to 2 km: the first 21 (the 22nd is 2.1 km away).
    expect(await matching.countMatches({ ...criteria, distanceKm: 2.05 })).toBe(21);
    expect(await matching.countMatches(criteria)).toBe(44);
  });

  it('a list asked for twice is remembered for the time to live; with none, each ask reads the database', async () => {
    const { db } = t.connection();
    // Toddlers: none of the providers above serve them.
    const toddlers = { ...criteria, ageGroupId: 2 };
    // A clock that stands still: the remembered list cannot expire however slow the machine.
    const frozen = () => Date.parse('2026-11-23T14:00:00Z');
    const remembering = createProviderMatching(db, frozen, 60_000);
    const never = createProviderMatching(db, frozen, 0);
    for (const matching of [remembering, never]) {
      expect((await matching.listMatches(toddlers, firstPage)).total).toBe(0);
      expect((await matching.listMatches(toddlers, firstPage)).total).toBe(0);
    }
    // Written straight to the database, as another process would: this one is not told.
    await insertTestProvider(db, {
      name: 'Little Acorns',
      providerTypeId: providerTypeIds['licensed-centre'],
      latitude: cityHall.latitude,
      longitude: cityHall.longitude,
      ageGroups: [{ ageGroupId: 2, licensedSpaces: 10 }],
    });
    // The remembered list answers both the page and the count until it expires.
    expect((await remembering.listMatches(toddlers, firstPage)).total).toBe(0);
    expect(await remembering.countMatches(toddlers)).toBe(0);
    expect((await never.listMatches(toddlers, firstPage)).total).toBe(1);
    expect(await never.countMatches(toddlers)).toBe(1);
  });
  it("shows another process's provider change in the next list once that process says so", async () => {
    // Two processes on one database, each with its change signals and a list remembered for a
    // minute by a clock that stands still: only the signal can make the first read again.
    const frozen = () => Date.parse('2026-11-23T14:00:00Z');
    const processes = [t.connection(), t.connectAgain()].map((connection) => {
      const changes = createChangeSignals(connection, { error: () => undefined });
      return { changes, matching: createProviderMatching(connection.db, frozen, 60_000, changes) };
    });
    const [reader, writer] = processes;
    if (reader === undefined || writer === undefined) throw new Error('two processes');
    for (const { changes } of processes) await changes.start();
    try {
      const infants = { ...criteria, ageGroupId: 1 };
      expect((await reader.matching.listMatches(infants, firstPage)).total).toBe(0);
      expect((await reader.matching.listMatches(infants, firstPage)).total).toBe(0);
      await insertTestProvider(t.connection().db, {
        name: 'Tiny Steps',
        providerTypeId: providerTypeIds['licensed-centre'],
        latitude: cityHall.latitude,
        longitude: cityHall.longitude,
        ageGroups: [{ ageGroupId: 1, licensedSpaces: 10 }],
      });
      expect((await reader.matching.listMatches(infants, firstPage)).total).toBe(0);

      await writer.matching.forget();

      await expect
        .poll(async () => (await reader.matching.listMatches(infants, firstPage)).total)
        .toBe(1);
    } finally {
      for (const { changes } of processes) await changes.stop();
    }
  });
});
