import { ageGroupIds, providerTypeIds } from '@kinderwait/contract';
import { beforeAll, expect, it } from 'vitest';
import { cityHall } from '../../test/sample-requests.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import {
  cityHallPreschoolCriteria,
  insertTestProvider,
  pointEast,
  pointNorth,
} from '../../test/fixtures/provider-fixtures.ts';
import { earthRadiusKm } from './provider-matching.ts';
import type { MatchCriteria } from './provider-matching.ts';
import { findMatchRanks } from './provider-matching.repository.ts';

/**
 * At the edge of the distance, matching decides as the haversine does: the chord to the stored
 * unit vectors decides alone only clearly inside or outside; a provider a millimetre either side
 * of the limit is inside or outside by the haversine, and the distance it shows is the
 * haversine's.
 */

const preschool = ageGroupIds.preschool;
const criteria: MatchCriteria = cityHallPreschoolCriteria;

function haversineKm(latitude: number, longitude: number): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((latitude - criteria.latitude) * rad) / 2) ** 2 +
    Math.cos(criteria.latitude * rad) *
      Math.cos(latitude * rad) *
      Math.sin(((longitude - criteria.longitude) * rad) / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

forEachDatabase((t) => {
  const providers: { id: string; km: number; latitude: number; longitude: number }[] = [];

  beforeAll(async () => {
    const { db } = t.connection();
    const millimetre = 1e-6;
    for (const km of [4.99, 5 - millimetre, 5 + millimetre, 5.01]) {
      for (const toward of [pointNorth, pointEast]) {
        const point = toward(cityHall.latitude, cityHall.longitude, km);
        const id = await insertTestProvider(db, {
          name: `${String(km)} km`,
          providerTypeId: providerTypeIds['licensed-centre'],
          ...point,
          ageGroups: [{ ageGroupId: preschool, licensedSpaces: 8 }],
        });
        providers.push({ id, km, ...point });
      }
    }
  });

  it('takes the providers a millimetre inside the distance and leaves those a millimetre beyond', async () => {
    const ranks = await findMatchRanks(t.connection().db, criteria);
    const inside = providers.filter((provider) => provider.km < 5);
    expect(new Set(ranks.map((rank) => rank.id))).toEqual(new Set(inside.map((p) => p.id)));
    for (const provider of inside) {
      expect(haversineKm(provider.latitude, provider.longitude)).toBeLessThanOrEqual(5);
    }
  });

  it('shows the haversine distance of each match', async () => {
    const ranks = await findMatchRanks(t.connection().db, criteria);
    for (const rank of ranks) {
      const provider = providers.find((candidate) => candidate.id === rank.id);
      if (provider === undefined) throw new Error(`unknown match ${rank.id}`);
      expect(rank.distanceKm).toBeCloseTo(haversineKm(provider.latitude, provider.longitude), 9);
    }
  });
});
