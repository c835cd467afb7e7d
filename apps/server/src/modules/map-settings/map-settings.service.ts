import type { MapSettings } from '@kinderwait/contract';
import type { Config } from '../../config.ts';

export interface MapSettingsService {
  /** The map's tile and geocoder settings, as the web app uses them. */
  get(): MapSettings;
}

export function createMapSettingsService(
  config: Pick<
    Config,
    'MAP_TILE_URL' | 'MAP_TILE_ATTRIBUTION' | 'GEOCODER_URL' | 'GEOCODER_SUGGESTIONS'
  >,
): MapSettingsService {
  const settings: MapSettings = {
    tileUrl: config.MAP_TILE_URL,
    tileAttribution: config.MAP_TILE_ATTRIBUTION,
    geocoderUrl: config.GEOCODER_URL,
    addressSuggestions: config.GEOCODER_SUGGESTIONS === 'on',
  };
  return { get: () => settings };
}
