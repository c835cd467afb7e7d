import { z } from 'zod';
import type { LocationDetails } from '@kinderwait/contract/rules/address';

export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

const NominatimAddress = z.object({
  house_number: z.string().optional(),
  road: z.string().optional(),
  city: z.string().optional(),
  town: z.string().optional(),
  village: z.string().optional(),
  municipality: z.string().optional(),
  state: z.string().optional(),
  postcode: z.string().optional(),
  country: z.string().optional(),
});

const NominatimReverse = z.object({
  address: NominatimAddress.optional(),
  lat: z.union([z.string(), z.number()]).optional(),
  lon: z.union([z.string(), z.number()]).optional(),
});

/**
 * `GET /reverse?format=jsonv2&lat&lon` on a Nominatim-compatible service
 * (docs/product/onboarding.md#reverse-geocoding): the locationDetails of a point, or null when the
 * service knows no address there. Throws when the service cannot be reached or answers with an
 * error status (the caller then offers typing). A plain fetch, not the API client: no token or role
 * header goes to a third party, and the browser's default referrer policy sends the Referer
 * Nominatim's usage policy asks for.
 */
export async function reverseGeocode(
  geocoderUrl: string,
  point: LatLng,
  signal?: AbortSignal,
): Promise<LocationDetails | null> {
  const url = new URL('reverse', geocoderUrl.endsWith('/') ? geocoderUrl : `${geocoderUrl}/`);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('lat', String(point.lat));
  url.searchParams.set('lon', String(point.lng));
  const response = await fetch(url, {
    signal,
    credentials: 'omit',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Geocoder answered ${String(response.status)}`);
  const parsed = NominatimReverse.safeParse(await response.json());
  const address = parsed.success ? parsed.data.address : undefined;
  if (address === undefined) return null;
  return {
    house_number: address.house_number,
    road: address.road,
    city: address.city ?? address.town ?? address.village ?? address.municipality,
    state: address.state,
    postcode: address.postcode,
    country: address.country,
    lat: point.lat,
    lon: point.lng,
  };
}
