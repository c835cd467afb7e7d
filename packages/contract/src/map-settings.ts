import { z } from 'zod';

/**
 * Where the map widget gets its tiles and its reverse geocoding (docs/product/onboarding.md#map):
 * run-time settings of the server (MAP_TILE_URL, MAP_TILE_ATTRIBUTION, GEOCODER_URL), so one build
 * runs against OpenStreetMap, a hosted provider or a local fake. The Content-Security-Policy allows
 * exactly these origins.
 */
export const mapSettingsApiPaths = {
  mapSettings: '/api/map-settings',
} as const;

export const MapSettings = z.object({
  /** Leaflet's URL template: {z}, {x}, {y}, optionally {s} (subdomain) and {r} (retina). */
  tileUrl: z.string(),
  /** Plain text the map shows in its corner, as the tile provider's licence asks. */
  tileAttribution: z.string(),
  /**
   * Base URL of a Nominatim-compatible service, without a trailing slash: reverse geocoding is
   * `${geocoderUrl}/reverse?format=jsonv2&lat=…&lon=…`.
   */
  geocoderUrl: z.string(),
  /**
   * Whether to ask for address suggestions while typing (POST /api/addresses/actions/suggest):
   * off for a geocoder whose usage policy forbids autocomplete.
   */
  addressSuggestions: z.boolean(),
});
export type MapSettings = z.infer<typeof MapSettings>;
