import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLicensedCentresCsv } from '../../modules/childcare-providers/licensed-centres-csv.ts';
import { licensedCentresFile } from '../../modules/childcare-providers/licensed-centres-import.ts';
import {
  postalAreaCentroidsOf,
  postalAreaCentroidsSeedSql,
  postalAreaOf,
} from './postal-area-centroids.ts';

const seedMigration = path.resolve(
  import.meta.dirname,
  '../../../drizzle/0021_seed_postal_area_centroids.sql',
);

describe('the postal areas’ centres (the embedded geocoder’s data)', () => {
  it('are the seed migration’s rows, derived from the City of Toronto centres the app ships', async () => {
    const { centres } = parseLicensedCentresCsv(await readFile(licensedCentresFile));
    const centroids = postalAreaCentroidsOf(centres);
    // Every Toronto area with located centres (Toronto's postal codes start with M).
    const areasWithCentres = new Set(
      centres.flatMap((centre) =>
        centre.location === null || centre.postalCode === null
          ? []
          : [postalAreaOf(centre.postalCode)].filter((area) => area !== null),
      ),
    );
    expect(centroids.map((row) => row.postalArea)).toEqual([...areasWithCentres].sort());
    expect(centroids.length).toBeGreaterThan(90);
    const migration = await readFile(seedMigration, 'utf8');
    expect(migration.endsWith(postalAreaCentroidsSeedSql(centroids))).toBe(true);
  });

  it('take the mean of the located centres of an area, leaving out unlocated and non-Toronto ones', () => {
    expect(
      postalAreaCentroidsOf([
        { postalCode: 'M1C 1A4', location: { latitude: 43.78, longitude: -79.18 } },
        { postalCode: 'M1C 3B2', location: { latitude: 43.8, longitude: -79.14 } },
        { postalCode: 'M1C 9Z9', location: null },
        { postalCode: 'K1A 0B1', location: { latitude: 45.42, longitude: -75.7 } },
        { postalCode: null, location: { latitude: 43.7, longitude: -79.4 } },
      ]),
    ).toEqual([{ postalArea: 'M1C', latitude: 43.79, longitude: -79.16, centres: 2 }]);
  });

  it('read a postal code’s area however it is written', () => {
    expect(['m1c 1a4', 'M1C1A4', ' M1C-1A4', 'M1C'].map(postalAreaOf)).toEqual([
      'M1C',
      'M1C',
      'M1C',
      'M1C',
    ]);
    expect(['K1A 0B1', '90210', ''].map(postalAreaOf)).toEqual([null, null, null]);
  });
});
