import type { Database } from '../../db/database.ts';
import { postalAreaOf } from './postal-area-centroids.ts';
import { postalAreaCentroids } from './postal-area-centroids.tables.ts';

export interface PostalAreaPlace {
  /** "M1C". */
  postalArea: string;
  latitude: number;
  longitude: number;
}

/**
 * The embedded geocoder, for when the real one cannot be reached: a Toronto postal code's area
 * ("M1C" of "M1C 1A4") to the centre of its licensed centres (postal-area-centroids.ts). An
 * approximate place, which the screen says is approximate.
 */
export interface PostalAreaGeocoder {
  /** The centre of the postal code's area; null when it is not a Toronto area we know. */
  centreOf(postalCode: string): Promise<PostalAreaPlace | null>;
}

export function createPostalAreaGeocoder(db: Database): PostalAreaGeocoder {
  // A hundred rows that only a migration changes: read once per process.
  let areas: Promise<Map<string, PostalAreaPlace>> | undefined;
  const load = async () => {
    const rows = await db
      .select({
        postalArea: postalAreaCentroids.postalArea,
        latitude: postalAreaCentroids.latitude,
        longitude: postalAreaCentroids.longitude,
      })
      .from(postalAreaCentroids);
    return new Map(rows.map((row) => [row.postalArea, row]));
  };
  return {
    centreOf: async (postalCode) => {
      const area = postalAreaOf(postalCode);
      if (area === null) return null;
      areas ??= load().catch((error: unknown) => {
        areas = undefined;
        throw error;
      });
      return (await areas).get(area) ?? null;
    },
  };
}
