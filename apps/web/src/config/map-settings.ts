/**
 * Where the map's tiles and the reverse geocoder live. OpenStreetMap's public services until the
 * server serves its run-time map settings (tile and geocoder URLs, the origins its
 * Content-Security-Policy allows); reading them through this one function makes that switch one
 * edit here, since every caller already awaits it.
 */
export interface MapSettings {
  /** Leaflet tile URL template ({z}/{x}/{y}, optional {s}). */
  readonly tileUrl: string;
  readonly tileAttribution: string;
  /** Base URL of a Nominatim-compatible service (its /reverse is asked). */
  readonly geocoderUrl: string;
}

export const openStreetMapSettings: MapSettings = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  geocoderUrl: 'https://nominatim.openstreetmap.org',
};

let override: MapSettings | undefined;

/** Tests point the map at a local fake (they never reach the internet). */
export function setMapSettingsForTests(settings: MapSettings | undefined): void {
  override = settings;
}

export function loadMapSettings(): Promise<MapSettings> {
  return Promise.resolve(override ?? openStreetMapSettings);
}
