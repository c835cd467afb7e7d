import { doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The embedded geocoder's data (docs/product/onboarding.md#typing-an-address): the centre of each
 * Toronto forward sortation area (a postal code's first three characters, "M1C") that has licensed
 * centres in the City of Toronto data, as the mean of their positions. Seeded by migration
 * 0021_seed_postal_area_centroids, derived from apps/server/data (postal-area-centroids.ts); a
 * test keeps the seed equal to that derivation.
 */
export const postalAreaCentroids = pgTable('postal_area_centroids', {
  /** "M1C": upper case, three characters. */
  postalArea: text().primaryKey(),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
  /** How many located centres the centre was taken from. */
  centres: integer().notNull(),
});
