import type { Random } from './random.ts';

/** The area the generated providers lie in (roughly the GTA, lake excluded). */
export const gtaBounds = { minLat: 43.4, maxLat: 44.1, minLon: -80.0, maxLon: -78.9 } as const;

// ---------------------------------------------------------------------------------------------
// Where providers are

export interface Cluster {
  area: string;
  lat: number;
  lon: number;
  /** Standard deviation in km (the same north-south and east-west). */
  sigmaKm: number;
  weight: number;
  /** The first letter of the area's postal codes. */
  postalLetter: 'M' | 'L';
}

/** Population centres of the GTA; weights roughly follow where families with children live. */
export const gtaClusters: readonly Cluster[] = [
  {
    area: 'Downtown Toronto',
    lat: 43.6532,
    lon: -79.3832,
    sigmaKm: 3,
    weight: 10,
    postalLetter: 'M',
  },
  { area: 'Toronto', lat: 43.7, lon: -79.42, sigmaKm: 7, weight: 22, postalLetter: 'M' },
  { area: 'North York', lat: 43.7615, lon: -79.4111, sigmaKm: 4, weight: 7, postalLetter: 'M' },
  { area: 'Scarborough', lat: 43.7764, lon: -79.2318, sigmaKm: 5, weight: 8, postalLetter: 'M' },
  { area: 'Etobicoke', lat: 43.6435, lon: -79.5656, sigmaKm: 4, weight: 5, postalLetter: 'M' },
  { area: 'Mississauga', lat: 43.589, lon: -79.6441, sigmaKm: 6, weight: 12, postalLetter: 'L' },
  { area: 'Brampton', lat: 43.7315, lon: -79.7624, sigmaKm: 5.5, weight: 10, postalLetter: 'L' },
  { area: 'Markham', lat: 43.8561, lon: -79.337, sigmaKm: 4, weight: 6, postalLetter: 'L' },
  { area: 'Vaughan', lat: 43.8372, lon: -79.5083, sigmaKm: 4, weight: 5, postalLetter: 'L' },
  {
    area: 'Richmond Hill',
    lat: 43.8828,
    lon: -79.4403,
    sigmaKm: 3,
    weight: 3.5,
    postalLetter: 'L',
  },
  { area: 'Oakville', lat: 43.4675, lon: -79.6877, sigmaKm: 3.5, weight: 3, postalLetter: 'L' },
  { area: 'Pickering', lat: 43.8384, lon: -79.0868, sigmaKm: 3, weight: 2, postalLetter: 'L' },
  { area: 'Ajax', lat: 43.8509, lon: -79.0204, sigmaKm: 2.5, weight: 2, postalLetter: 'L' },
];

/** Lake Ontario's north shore, west to east, as [longitude, latitude] (south of it is water). */
export const shoreline: readonly (readonly [number, number])[] = [
  [-80.0, 43.3],
  [-79.75, 43.34],
  [-79.68, 43.43],
  [-79.58, 43.55],
  [-79.47, 43.62],
  [-79.38, 43.635],
  [-79.3, 43.66],
  [-79.23, 43.7],
  [-79.15, 43.76],
  [-79.08, 43.81],
  [-79.0, 43.84],
  [-78.9, 43.87],
];

/** Latitude of the shore at longitude `lon` (linear between the points above). */
export function shoreLatitude(lon: number): number {
  for (let index = 1; index < shoreline.length; index += 1) {
    const [lon1, lat1] = shoreline[index] ?? [0, 0];
    const [lon0, lat0] = shoreline[index - 1] ?? [0, 0];
    if (lon <= lon1) return lat0 + ((lat1 - lat0) * (lon - lon0)) / (lon1 - lon0);
  }
  return shoreline.at(-1)?.[1] ?? 0;
}

export const kmPerDegreeLat = 111.2;

/** A point of `cluster`, on land and inside the GTA box (rejection sampling). */
export function pointNear(random: Random, cluster: Cluster): { lat: number; lon: number } {
  const kmPerDegreeLon = kmPerDegreeLat * Math.cos((cluster.lat * Math.PI) / 180);
  for (;;) {
    const lat = cluster.lat + (random.gaussian() * cluster.sigmaKm) / kmPerDegreeLat;
    const lon = cluster.lon + (random.gaussian() * cluster.sigmaKm) / kmPerDegreeLon;
    if (lat < gtaBounds.minLat || lat > gtaBounds.maxLat) continue;
    if (lon < gtaBounds.minLon || lon > gtaBounds.maxLon) continue;
    if (lat < shoreLatitude(lon) + 0.004) continue;
    return { lat: Math.round(lat * 1e6) / 1e6, lon: Math.round(lon * 1e6) / 1e6 };
  }
}

export function pickCluster(random: Random): Cluster {
  return random.weighted(gtaClusters.map((cluster) => [cluster, cluster.weight] as const));
}
