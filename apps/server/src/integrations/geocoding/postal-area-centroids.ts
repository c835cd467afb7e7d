/**
 * The embedded geocoder's data, derived from the City of Toronto licensed-centre data the app
 * ships (docs/product/onboarding.md#typing-an-address): for every Toronto forward sortation area
 * (the first three characters of a postal code, "M1C") with located centres, the mean of their
 * positions. The seed migration holds the result; a test keeps the two equal.
 */

/** A centre as the derivation reads it. */
export interface CentrePlace {
  /** "M1C 1A4" (normalised) or null. */
  postalCode: string | null;
  location: { latitude: number; longitude: number } | null;
}

export interface PostalAreaCentroid {
  postalArea: string;
  latitude: number;
  longitude: number;
  centres: number;
}

/** Toronto's postal codes all start with M (Canada Post's letter for the city). */
const torontoPostalArea = /^M\d[A-Z]$/;

/** "M1C" of "m1c 1a4", "M1C1A4" or "M1C"; null when it is not a Toronto postal area. */
export function postalAreaOf(postalCode: string): string | null {
  const area = postalCode.trim().slice(0, 3).toUpperCase();
  return torontoPostalArea.test(area) ? area : null;
}

/** Six decimals: about 10 cm, far finer than a postal area's centre means. */
function rounded(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** The centroid of each postal area with located centres, sorted by area. */
export function postalAreaCentroidsOf(centres: readonly CentrePlace[]): PostalAreaCentroid[] {
  const sums = new Map<string, { latitude: number; longitude: number; centres: number }>();
  for (const { postalCode, location } of centres) {
    if (postalCode === null || location === null) continue;
    const area = postalAreaOf(postalCode);
    if (area === null) continue;
    const sum = sums.get(area) ?? { latitude: 0, longitude: 0, centres: 0 };
    sum.latitude += location.latitude;
    sum.longitude += location.longitude;
    sum.centres += 1;
    sums.set(area, sum);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([postalArea, sum]) => ({
      postalArea,
      latitude: rounded(sum.latitude / sum.centres),
      longitude: rounded(sum.longitude / sum.centres),
      centres: sum.centres,
    }));
}

/** The seed migration's INSERT for these centroids. */
export function postalAreaCentroidsSeedSql(centroids: readonly PostalAreaCentroid[]): string {
  const rows = centroids.map(
    (row) =>
      `  ('${row.postalArea}', ${String(row.latitude)}, ${String(row.longitude)}, ${String(row.centres)})`,
  );
  return `INSERT INTO "postal_area_centroids" ("postal_area", "latitude", "longitude", "centres") VALUES\n${rows.join(',\n')};\n`;
}
