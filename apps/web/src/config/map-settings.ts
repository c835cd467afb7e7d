import {
  MapSettings as MapSettingsSchema,
  mapSettingsApiPaths,
} from '@kinderwait/contract/map-settings';
import type { MapSettings as ServedMapSettings } from '@kinderwait/contract/map-settings';

/**
 * Where the map's tiles and the reverse geocoder live: the server's run-time settings (GET
 * /api/map-settings, the origins its Content-Security-Policy allows), read once per page load.
 * OpenStreetMap's public services stand in when the server does not answer them.
 */
export interface MapSettings {
  /** Leaflet tile URL template ({z}/{x}/{y}, optional {s}). */
  readonly tileUrl: string;
  /** Shown in the map's corner (HTML; the server's plain text is escaped). */
  readonly tileAttribution: string;
  /** Base URL of a Nominatim-compatible service (its /reverse is asked). */
  readonly geocoderUrl: string;
  /** Whether the server may be asked for address suggestions while typing. */
  readonly addressSuggestions: boolean;
}

export const openStreetMapSettings: MapSettings = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  geocoderUrl: 'https://nominatim.openstreetmap.org',
  // OpenStreetMap's usage policy forbids autocomplete on its geocoder.
  addressSuggestions: false,
};

let override: MapSettings | undefined;
let loaded: Promise<MapSettings> | undefined;

/**
 * Tests point the map at a local fake (they never reach the internet); any settings served to an
 * earlier test are forgotten too.
 */
export function setMapSettingsForTests(settings: MapSettings | undefined): void {
  override = settings;
  loaded = undefined;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

async function fetchServed(): Promise<MapSettings> {
  try {
    // A plain fetch: public, same origin, and no reason to load the API client's machinery.
    const response = await fetch(new URL(mapSettingsApiPaths.mapSettings, window.location.origin), {
      credentials: 'omit',
    });
    if (!response.ok) return openStreetMapSettings;
    const served: ServedMapSettings = MapSettingsSchema.parse(await response.json());
    return { ...served, tileAttribution: escapeHtml(served.tileAttribution) };
  } catch {
    return openStreetMapSettings;
  }
}

export function loadMapSettings(): Promise<MapSettings> {
  if (override !== undefined) return Promise.resolve(override);
  loaded ??= fetchServed();
  return loaded;
}
