import type { AddressPart } from '@kinderwait/contract';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { appClockTtl, forgetIfClockWentBack } from '../../cache-clock.ts';
import type { Clock } from '../../clock.ts';
import type {
  GeocodedParts,
  GeocodedPlace,
  Geocoder,
  GeocoderAnswer,
  StructuredAddress,
} from './geocoder.ts';
import type { RequestPacer } from './request-pacer.ts';

export interface NominatimGeocoderOptions {
  /** GEOCODER_URL: no trailing slash. */
  baseUrl: string;
  /** Identifies the application and a contact, as the usage policy asks. */
  userAgent: string;
  pacer: RequestPacer;
  clock: Clock;
  log: { warn(details: object, message: string): void };
  /** How long an answer is reused; a day by default (addresses rarely move). */
  cacheTtlMs?: number;
  cacheMaxEntries?: number;
  /** A bound for a request that hangs, not a speed goal. */
  timeoutMs?: number;
}

const Coordinate = z.union([z.string(), z.number()]).transform(Number).pipe(z.number());

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

const NominatimPlace = z.object({
  lat: Coordinate,
  lon: Coordinate,
  display_name: z.string().default(''),
  address: NominatimAddress.optional(),
});
type NominatimPlace = z.infer<typeof NominatimPlace>;

/** A reverse lookup that finds nothing answers `{ error: "Unable to geocode" }`. */
const NominatimReverse = z.union([NominatimPlace, z.object({ error: z.string() })]);

/** Greater Toronto, to rank nearby places first (not a bound: `bounded` stays off). */
const torontoViewbox = '-79.64,43.86,-79.11,43.58';

function partsOf(address: z.infer<typeof NominatimAddress> | undefined): GeocodedParts {
  if (address === undefined) return {};
  const given: Record<AddressPart, string | undefined> = {
    house_number: address.house_number,
    road: address.road,
    city: address.city ?? address.town ?? address.village ?? address.municipality,
    state: address.state,
    postcode: address.postcode,
    country: address.country,
  };
  const parts: GeocodedParts = {};
  for (const [part, value] of Object.entries(given) as [AddressPart, string | undefined][]) {
    if (value !== undefined && value.trim() !== '') parts[part] = value.trim();
  }
  return parts;
}

function placeOf(place: NominatimPlace): GeocodedPlace {
  return {
    latitude: place.lat,
    longitude: place.lon,
    label: place.display_name,
    parts: partsOf(place.address),
  };
}

type Cached = GeocodedPlace | GeocodedPlace[] | GeocodedParts | null;

/**
 * The geocoder at GEOCODER_URL, spoken to as Nominatim documents (`/search` structured and free,
 * `/reverse`, format jsonv2), kept within its usage policy: one request at a time at the pacer's
 * pace for the whole process, an identifying User-Agent, and answers cached (a day, by the app's
 * clock) so the same address is asked once. A failure is not cached: the next ask tries again.
 */
export function createNominatimGeocoder({
  baseUrl,
  userAgent,
  pacer,
  clock,
  log,
  cacheTtlMs = 24 * 60 * 60 * 1000,
  cacheMaxEntries = 2000,
  timeoutMs = 5000,
}: NominatimGeocoderOptions): Geocoder {
  const cache = new LRUCache<
    string,
    { value: Cached },
    { url: URL; read: (json: unknown) => Cached }
  >({
    max: cacheMaxEntries,
    ...appClockTtl(clock, cacheTtlMs),
    // The same address asked by several requests at once is one request; undefined (a failure)
    // reaches those callers without being stored.
    fetchMethod: async (_key, _stale, { context }) => {
      const json = await request(context.url);
      return json === undefined ? undefined : { value: context.read(json) };
    },
  });

  const request = async (url: URL): Promise<unknown> => {
    if (!(await pacer.turn())) {
      log.warn({ path: url.pathname }, 'geocoder: too many lookups at once; answering without it');
      return undefined;
    }
    try {
      const response = await fetch(url, {
        headers: { 'User-Agent': userAgent, Accept: 'application/json', 'Accept-Language': 'en' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        log.warn({ path: url.pathname, status: response.status }, 'geocoder answered an error');
        return undefined;
      }
      const json: unknown = await response.json();
      return json;
    } catch (error) {
      log.warn({ path: url.pathname, err: error }, 'geocoder unreachable');
      return undefined;
    }
  };

  const ask = async <T extends Cached>(
    path: 'search' | 'reverse',
    params: Record<string, string>,
    read: (json: unknown) => T,
  ): Promise<GeocoderAnswer<T>> => {
    const url = new URL(`${baseUrl}/${path}`);
    url.search = new URLSearchParams({
      format: 'jsonv2',
      addressdetails: '1',
      ...params,
    }).toString();
    const key = url.toString();
    forgetIfClockWentBack(cache, key);
    const cached = await cache.fetch(key, { context: { url, read } });
    // The cache holds what `read` made of this very URL's answer.
    return cached === undefined
      ? { reachable: false }
      : { reachable: true, value: cached.value as T };
  };

  const places = (json: unknown): GeocodedPlace[] => {
    const parsed = z.array(z.unknown()).safeParse(json);
    if (!parsed.success) return [];
    return parsed.data.flatMap((item) => {
      const place = NominatimPlace.safeParse(item);
      return place.success ? [placeOf(place.data)] : [];
    });
  };

  return {
    search: (address: StructuredAddress) => {
      const street = [address.houseNumber, address.road].filter(Boolean).join(' ');
      const params: Record<string, string> = { countrycodes: 'ca', limit: '1' };
      if (street !== '') params.street = street;
      if (address.city) params.city = address.city;
      if (address.state) params.state = address.state;
      if (address.postcode) params.postalcode = address.postcode;
      if (address.country) params.country = address.country;
      return ask('search', params, (json) => places(json)[0] ?? null);
    },

    suggest: (query, limit) =>
      ask(
        'search',
        { q: query, countrycodes: 'ca', limit: String(limit), viewbox: torontoViewbox },
        (json) => places(json).slice(0, limit),
      ),

    reverse: ({ latitude, longitude }) =>
      ask('reverse', { lat: String(latitude), lon: String(longitude) }, (json) => {
        const parsed = NominatimReverse.safeParse(json);
        if (!parsed.success || 'error' in parsed.data) return null;
        const parts = partsOf(parsed.data.address);
        return Object.keys(parts).length === 0 ? null : parts;
      }),
  };
}
