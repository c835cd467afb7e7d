// The data set of `npm run bench:match` (issue 10, Speed): the City of Toronto's licensed centres
// (imported by the API at start-up) scaled to 100,000 providers around the Greater Toronto Area,
// deterministically (a seeded PRNG and a fixed reference date give the same rows every run).
//
// Synthetic providers come in all four provider types with the mix a GTA marketplace would have:
// licensed centres (age groups and licensed spaces copied from a real Toronto centre, most of
// them unclaimed like the imported ones), licensed and unlicensed homes (mixed ages, small
// capacity) and babysitters (any age, hourly fees, evenings and weekends). Coordinates are a
// mixture of Gaussians around Toronto's and the suburbs' centres, denser downtown, never in
// Lake Ontario. Claimed providers have an owner user (as a profile created through the app
// has) and state vacancies (most 0 or not stated), start dates, hours, fees, childcare types
// and languages; unclaimed ones state nothing, as the matching rules expect.
//
// The bench writes the tables directly (it is not a module): one multi-row INSERT ... SELECT
// FROM unnest(...) per batch, then ANALYZE. Run alone, it makes a bench database, starts the API
// to migrate and import, generates and prints the distribution:
//   node bench/generate-providers.ts [--total 100000] [--seed 20261123] [--today YYYY-MM-DD]
//     [--database-url postgres://postgres@127.0.0.1:5432/postgres] [--keep]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { AgeGroupId, HoursOfBusinessEntry, ProviderTypeCode } from '@kinderwait/contract';
import { ageGroupIds, providerTypeCodes, providerTypeIds } from '@kinderwait/contract';
import pg from 'pg';
import { createBenchDatabase, startApi } from './api-servers.ts';

export const defaultTotalProviders = 100_000;
export const defaultSeed = 20_261_123;

/** The area the generated providers lie in (roughly the GTA, lake excluded). */
export const gtaBounds = { minLat: 43.4, maxLat: 44.1, minLon: -80.0, maxLon: -78.9 } as const;

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

/** A seeded PRNG (sfc32, seeded through splitmix32): uniform floats in [0, 1). */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let state = seed >>> 0;
    const next = (): number => {
      state = (state + 0x9e3779b9) >>> 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let index = 0; index < 12; index += 1) this.next();
  }

  next(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** One of `weighted`'s values, each as likely as its weight. */
  weighted<T>(weighted: readonly (readonly [T, number])[]): T {
    const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
    let point = this.next() * total;
    for (const [value, weight] of weighted) {
      point -= weight;
      if (point < 0) return value;
    }
    const last = weighted.at(-1);
    if (last === undefined) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** A standard normal deviate (Box-Muller). */
  gaussian(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** A version 4 UUID made of this generator's bits (deterministic, unlike randomUUID). */
  uuid(): string {
    const hex = (bits: number, digits: number): string =>
      Math.floor(this.next() * 2 ** bits)
        .toString(16)
        .padStart(digits, '0');
    const variant = (8 + this.int(0, 3)).toString(16);
    return `${hex(32, 8)}-${hex(16, 4)}-4${hex(12, 3)}-${variant}${hex(12, 3)}-${hex(24, 6)}${hex(24, 6)}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Where providers are

interface Cluster {
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
const shoreline: readonly (readonly [number, number])[] = [
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

const kmPerDegreeLat = 111.2;

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

// ---------------------------------------------------------------------------------------------
// What providers offer

/** Shares of the synthetic providers by type. */
const typeMix: readonly (readonly [ProviderTypeCode, number])[] = [
  ['licensed-centre', 8],
  ['licensed-home', 17],
  ['unlicensed-home', 30],
  ['babysitter', 45],
];

/** Synthetic licensed centres whose operator claimed the listing (the rest state nothing). */
const centreClaimedShare = 0.35;

const ageGroupOrder: readonly AgeGroupId[] = [
  ageGroupIds.infant,
  ageGroupIds.toddler,
  ageGroupIds.preschool,
  ageGroupIds.kindergarten,
  ageGroupIds['school-age'],
];

/** Chance that a home provider or babysitter takes each age group (infant ... school age). */
const ageGroupChances: Record<Exclude<ProviderTypeCode, 'licensed-centre'>, readonly number[]> = {
  'licensed-home': [0.5, 0.75, 0.8, 0.55, 0.4],
  'unlicensed-home': [0.35, 0.6, 0.7, 0.5, 0.45],
  babysitter: [0.45, 0.7, 0.8, 0.75, 0.7],
};

/** Childcare type ids (catalogue): 1 full-time, 2 part-time, 3 before/after school, 4 drop-in,
 * 5 evenings/overnight, 6 weekends. */
const childcareTypeChances: Record<ProviderTypeCode, readonly (readonly [number, number])[]> = {
  'licensed-centre': [
    [1, 0.95],
    [2, 0.35],
    [4, 0.05],
  ],
  'licensed-home': [
    [1, 0.85],
    [2, 0.6],
    [3, 0.3],
    [4, 0.25],
    [5, 0.08],
    [6, 0.05],
  ],
  'unlicensed-home': [
    [1, 0.7],
    [2, 0.65],
    [3, 0.35],
    [4, 0.4],
    [5, 0.15],
    [6, 0.15],
  ],
  babysitter: [
    [1, 0.25],
    [2, 0.75],
    [3, 0.35],
    [4, 0.6],
    [5, 0.45],
    [6, 0.5],
  ],
};

/** Besides English: home languages of Toronto (2021 census order), as the catalogue codes. */
const otherLanguages: readonly (readonly [string, number])[] = [
  ['fr', 10],
  ['cmn', 9],
  ['yue', 8],
  ['tl', 6],
  ['es', 6],
  ['pt', 4],
  ['ta', 4],
  ['fa', 4],
  ['ur', 3],
  ['ru', 3],
  ['it', 3],
  ['ar', 3],
  ['ko', 2],
  ['pa', 3],
  ['vi', 2],
  ['gu', 2],
  ['bn', 2],
  ['pl', 1],
  ['el', 1],
  ['hi', 2],
  ['so', 1],
];

const firstNames = [
  'Amara',
  'Olivia',
  'Priya',
  'Mei',
  'Sofia',
  'Fatima',
  'Grace',
  'Ana',
  'Leila',
  'Nadia',
  'Hannah',
  'Chloe',
  'Aisha',
  'Jasmine',
  'Lucia',
  'Maya',
  'Rosa',
  'Elena',
  'Yuki',
  'Zara',
  'Daniel',
  'Marco',
  'Omar',
  'Kevin',
  'Ravi',
  'Lucas',
  'Samuel',
  'Andre',
  'Tariq',
  'Wei',
];
const lastNames = [
  'Nguyen',
  'Singh',
  'Chen',
  'Patel',
  'Silva',
  'Wong',
  'Santos',
  'Khan',
  'Li',
  'Rossi',
  'Kim',
  'Ahmed',
  'Smith',
  'Brown',
  'Tremblay',
  'Martin',
  'Garcia',
  'Reyes',
  'Costa',
  'Ali',
];
const nameWords = [
  'Maple',
  'Little Oaks',
  'Sunshine',
  'Bright Horizons',
  'Rainbow',
  'Discovery',
  'Acorn',
  'Tiny Steps',
  'Willow',
  'Harbour',
  'Cedar',
  'Ladybug',
  'Northern Lights',
  'Busy Bees',
  'Meadow',
  'Lakeshore',
  'Ravine',
  'Kindred',
  'Blue Jay',
  'Trillium',
];
const streets = [
  'MAIN ST',
  'KING ST W',
  'QUEEN ST E',
  'DUNDAS ST W',
  'BLOOR ST W',
  'EGLINTON AVE E',
  'LAWRENCE AVE W',
  'FINCH AVE E',
  'STEELES AVE W',
  'YONGE ST',
  'BATHURST ST',
  'DUFFERIN ST',
  'HURONTARIO ST',
  'QUEEN ST W',
  'HIGHWAY 7',
  'MAJOR MACKENZIE DR',
  'LAKESHORE RD E',
  'KINGSTON RD',
  'SHEPPARD AVE E',
  'WESTON RD',
];

function postalCode(random: Random, letter: 'M' | 'L'): string {
  const letters = 'ABCEGHJKLMNPRSTVWXYZ';
  const l = (): string => letters.charAt(random.int(0, letters.length - 1));
  return `${letter}${String(random.int(1, 9))}${l()} ${String(random.int(0, 9))}${l()}${String(random.int(0, 9))}`;
}

function phone(random: Random, letter: 'M' | 'L'): string {
  const area =
    letter === 'M' ? random.pick(['416', '647', '437']) : random.pick(['905', '289', '365']);
  return `${area}-${String(random.int(200, 999))}-${String(random.int(0, 9999)).padStart(4, '0')}`;
}

function languagesOf(random: Random): string[] {
  const languages = ['en'];
  const extra = random.weighted([
    [0, 45],
    [1, 40],
    [2, 15],
  ] as const);
  while (languages.length < extra + 1) {
    const code = random.weighted(otherLanguages);
    if (!languages.includes(code)) languages.push(code);
  }
  return languages;
}

function childcareTypesOf(random: Random, type: ProviderTypeCode, schoolAge: boolean): number[] {
  const ids = childcareTypeChances[type]
    .filter(([id, chance]) => random.chance(id === 3 && !schoolAge ? chance / 4 : chance))
    .map(([id]) => id);
  return ids.length > 0 ? ids : [2];
}

function clock(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Weekly opening periods: day 0 = Monday. */
function hoursOf(random: Random, type: ProviderTypeCode): HoursOfBusinessEntry[] {
  if (type === 'babysitter') {
    const days = [0, 1, 2, 3, 4, 5, 6].filter(() => random.chance(0.55));
    const start = random.pick([7 * 60, 8 * 60, 15 * 60, 17 * 60, 18 * 60]);
    const end = Math.min(start + random.int(3, 8) * 60, 23 * 60 + 30);
    return days.map((day) => ({ day, timeStart: clock(start), timeEnd: clock(end) }));
  }
  const start = random.pick([6 * 60 + 30, 7 * 60, 7 * 60 + 30, 8 * 60]);
  const end = random.pick([17 * 60 + 30, 18 * 60, 18 * 60, 18 * 60 + 30]);
  const days = [0, 1, 2, 3, 4];
  if (type !== 'licensed-centre' && random.chance(0.12)) days.push(5);
  return days.map((day) => ({ day, timeStart: clock(start), timeEnd: clock(end) }));
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// Rows

interface ProviderRow {
  id: string;
  ownerUserId: string | null;
  providerTypeId: number;
  name: string;
  description: string | null;
  auspice: string | null;
  address: string;
  postalCode: string;
  phone: string;
  buildingType: string | null;
  latitude: number;
  longitude: number;
  subsidy: boolean;
  cwelcc: boolean;
  languages: string[];
  childcareTypeIds: number[];
  dailyFeeCents: number | null;
  hourlyFeeCents: number | null;
  contactEmail: string | null;
}

interface AgeGroupRow {
  providerId: string;
  ageGroupId: number;
  licensedSpaces: number | null;
  availableSpaces: number | null;
  availableStartDate: string | null;
  hoursOfBusiness: HoursOfBusinessEntry[];
}

interface OwnerRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Licensed spaces per age group of one real Toronto centre, the template of synthetic ones. */
type SpacesProfile = readonly { ageGroupId: number; licensedSpaces: number }[];

interface Generated {
  provider: ProviderRow;
  ageGroups: AgeGroupRow[];
  owner: OwnerRow | undefined;
}

/** Available spaces and start date a claimed provider states for one age group. */
function vacancy(
  random: Random,
  type: ProviderTypeCode,
  capacity: number | null,
  today: string,
): Pick<AgeGroupRow, 'availableSpaces' | 'availableStartDate'> {
  // Most groups are full or say nothing; centres (long waitlists in Toronto) rarely have room.
  const [full, unknown] =
    type === 'licensed-centre' ? [0.65, 0.2] : type === 'babysitter' ? [0.3, 0.2] : [0.5, 0.2];
  const draw = random.next();
  if (draw < full) return { availableSpaces: 0, availableStartDate: null };
  if (draw < full + unknown) return { availableSpaces: null, availableStartDate: null };
  const most = Math.max(1, Math.min(capacity ?? 3, type === 'licensed-centre' ? 6 : 2));
  return {
    availableSpaces: random.int(1, most),
    // Some places are open now, most from a date within the coming year.
    availableStartDate: addDays(
      today,
      random.chance(0.3) ? -random.int(0, 60) : random.int(1, 330),
    ),
  };
}

function generateProvider(
  random: Random,
  index: number,
  today: string,
  profiles: readonly SpacesProfile[],
): Generated {
  const type = random.weighted(typeMix);
  const cluster = pickCluster(random);
  const { lat, lon } = pointNear(random, cluster);
  const id = random.uuid();
  const claimed = type !== 'licensed-centre' || random.chance(centreClaimedShare);
  const person = `${random.pick(firstNames)} ${random.pick(lastNames)}`;
  const [firstName = 'Alex', lastName = 'Doe'] = person.split(' ');
  const owner: OwnerRow | undefined = claimed
    ? {
        id: random.uuid(),
        email: `bench-provider-${String(index)}@example.com`,
        firstName,
        lastName,
      }
    : undefined;

  let groups: { ageGroupId: number; licensedSpaces: number | null }[];
  if (type === 'licensed-centre') {
    groups = [...random.pick(profiles)];
  } else {
    const chances = ageGroupChances[type];
    groups = ageGroupOrder
      .filter((_, position) => random.chance(chances[position] ?? 0))
      .map((ageGroupId) => ({
        ageGroupId,
        licensedSpaces:
          type === 'licensed-home'
            ? random.int(1, ageGroupId === ageGroupIds.infant ? 2 : 3)
            : null,
      }));
    if (groups.length === 0) groups = [{ ageGroupId: ageGroupIds.preschool, licensedSpaces: null }];
  }
  const schoolAge = groups.some((group) => group.ageGroupId === ageGroupIds['school-age']);
  const hours = claimed ? hoursOf(random, type) : [];
  const ageGroups: AgeGroupRow[] = groups.map((group) => ({
    providerId: id,
    ageGroupId: group.ageGroupId,
    licensedSpaces: group.licensedSpaces,
    ...(claimed
      ? vacancy(random, type, group.licensedSpaces, today)
      : { availableSpaces: null, availableStartDate: null }),
    hoursOfBusiness: hours,
  }));

  const licensed = type === 'licensed-centre' || type === 'licensed-home';
  const cwelcc = licensed && random.chance(type === 'licensed-centre' ? 0.9 : 0.7);
  const nonProfit = type === 'licensed-centre' && random.chance(0.55);
  const statesFees = claimed && random.chance(type === 'licensed-centre' ? 0.8 : 0.9);
  const dailyFeeCents =
    statesFees && type !== 'babysitter'
      ? cwelcc
        ? random.pick([1000, 1500, 2200, 2200, 2200])
        : random.int(35, 95) * 100
      : null;
  const hourlyFeeCents =
    statesFees && (type === 'babysitter' || (type === 'unlicensed-home' && random.chance(0.3)))
      ? random.int(16, 32) * 100
      : null;
  const name =
    type === 'babysitter'
      ? `${person.split(' ')[0] ?? person} ${(person.split(' ')[1] ?? 'X').charAt(0)}. (${cluster.area})`
      : type === 'licensed-centre'
        ? `${random.pick(nameWords)} ${random.pick(['Child Care Centre', 'Early Learning Centre', 'Day Nursery', 'Montessori School'])} ${cluster.area}`
        : `${random.pick(nameWords)} Home Child Care (${person})`;
  return {
    provider: {
      id,
      ownerUserId: owner?.id ?? null,
      providerTypeId: providerTypeIds[type],
      name,
      description: claimed ? `${name}: care in ${cluster.area}.` : null,
      auspice:
        type === 'licensed-centre' ? (nonProfit ? 'Non Profit Agency' : 'Commercial Agency') : null,
      address: `${String(random.int(1, 9999))} ${random.pick(streets)}`,
      postalCode: postalCode(random, cluster.postalLetter),
      phone: phone(random, cluster.postalLetter),
      buildingType:
        type === 'licensed-centre'
          ? random.pick([
              'Public Elementary School',
              'Place of Worship',
              'Commercial Building',
              'Community Centre',
            ])
          : type === 'babysitter'
            ? null
            : 'House',
      latitude: lat,
      longitude: lon,
      subsidy: type === 'licensed-centre' && nonProfit && random.chance(0.7),
      cwelcc,
      languages: claimed ? languagesOf(random) : [],
      childcareTypeIds: claimed ? childcareTypesOf(random, type, schoolAge) : [],
      dailyFeeCents,
      hourlyFeeCents,
      contactEmail: owner?.email ?? null,
    },
    ageGroups,
    owner,
  };
}

// ---------------------------------------------------------------------------------------------
// Writing

/** Rows per INSERT statement. */
const batchSize = 4000;

async function insertOwners(client: pg.ClientBase, owners: readonly OwnerRow[]): Promise<void> {
  if (owners.length === 0) return;
  await client.query(
    `insert into users (id, email, first_name, last_name, email_verified_at)
     select id, email, first_name, last_name, now()
     from unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) as t(id, email, first_name, last_name)`,
    [
      owners.map((o) => o.id),
      owners.map((o) => o.email),
      owners.map((o) => o.firstName),
      owners.map((o) => o.lastName),
    ],
  );
}

async function insertProviders(client: pg.ClientBase, rows: readonly ProviderRow[]): Promise<void> {
  const column = <K extends keyof ProviderRow>(key: K): ProviderRow[K][] =>
    rows.map((row) => row[key]);
  await client.query(
    `insert into childcare_providers (id, owner_user_id, provider_type_id, name, description, auspice,
       address, postal_code, phone, building_type, latitude, longitude, subsidy, cwelcc, languages,
       childcare_type_ids, daily_fee_cents, hourly_fee_cents, contact_email)
     select id, owner_user_id, provider_type_id, name, description, auspice, address, postal_code,
       phone, building_type, latitude, longitude, subsidy, cwelcc, languages::text[],
       childcare_type_ids::integer[], daily_fee_cents, hourly_fee_cents, contact_email
     from unnest($1::uuid[], $2::uuid[], $3::integer[], $4::text[], $5::text[], $6::text[],
       $7::text[], $8::text[], $9::text[], $10::text[], $11::double precision[],
       $12::double precision[], $13::boolean[], $14::boolean[], $15::text[], $16::text[],
       $17::integer[], $18::integer[], $19::text[])
       as t(id, owner_user_id, provider_type_id, name, description, auspice, address, postal_code,
         phone, building_type, latitude, longitude, subsidy, cwelcc, languages, childcare_type_ids,
         daily_fee_cents, hourly_fee_cents, contact_email)`,
    [
      column('id'),
      column('ownerUserId'),
      column('providerTypeId'),
      column('name'),
      column('description'),
      column('auspice'),
      column('address'),
      column('postalCode'),
      column('phone'),
      column('buildingType'),
      column('latitude'),
      column('longitude'),
      column('subsidy'),
      column('cwelcc'),
      // Arrays per row travel as array literals, cast back per row (unnest flattens 2-D arrays).
      rows.map((row) => `{${row.languages.join(',')}}`),
      rows.map((row) => `{${row.childcareTypeIds.join(',')}}`),
      column('dailyFeeCents'),
      column('hourlyFeeCents'),
      column('contactEmail'),
    ],
  );
}

async function insertAgeGroups(client: pg.ClientBase, rows: readonly AgeGroupRow[]): Promise<void> {
  await client.query(
    `insert into provider_age_groups (provider_id, age_group_id, licensed_spaces, available_spaces,
       available_start_date, hours_of_business)
     select provider_id, age_group_id, licensed_spaces, available_spaces, available_start_date,
       hours_of_business::jsonb
     from unnest($1::uuid[], $2::integer[], $3::integer[], $4::integer[], $5::date[], $6::text[])
       as t(provider_id, age_group_id, licensed_spaces, available_spaces, available_start_date,
         hours_of_business)`,
    [
      rows.map((row) => row.providerId),
      rows.map((row) => row.ageGroupId),
      rows.map((row) => row.licensedSpaces),
      rows.map((row) => row.availableSpaces),
      rows.map((row) => row.availableStartDate),
      rows.map((row) => JSON.stringify(row.hoursOfBusiness)),
    ],
  );
}

/** Licensed-space profiles of the imported Toronto centres (the synthetic centres' templates). */
async function realCentreProfiles(client: pg.ClientBase): Promise<SpacesProfile[]> {
  const { rows } = await client.query<{ groups: number[]; spaces: number[] }>(
    `select array_agg(g.age_group_id order by g.age_group_id) as groups,
            array_agg(g.licensed_spaces order by g.age_group_id) as spaces
     from childcare_providers p join provider_age_groups g on g.provider_id = p.id
     where p.loc_id is not null and g.licensed_spaces > 0
     group by p.id order by min(p.loc_id)`,
  );
  return rows.map((row) =>
    row.groups.map((ageGroupId, position) => ({
      ageGroupId,
      licensedSpaces: row.spaces[position] ?? 0,
    })),
  );
}

export interface GenerateOptions {
  /** Providers in the table afterwards (the imported centres count). */
  total: number;
  seed: number;
  /** The reference date of vacancies' start dates (YYYY-MM-DD). */
  today: string;
  onProgress?: (written: number, toWrite: number) => void;
}

export interface GenerateResult {
  existing: number;
  inserted: number;
  ageGroupRows: number;
  owners: number;
  durationMs: number;
}

/**
 * Adds synthetic providers until the table holds `total`, in one transaction, then ANALYZEs the
 * tables matching reads. The imported Toronto centres must be there already (the API imports
 * them at start-up).
 */
export async function generateProviders(
  client: pg.ClientBase,
  { total, seed, today, onProgress }: GenerateOptions,
): Promise<GenerateResult> {
  const started = performance.now();
  const { rows: countRows } = await client.query<{ count: string }>(
    'select count(*) as count from childcare_providers',
  );
  const existing = Number(countRows[0]?.count ?? 0);
  const profiles = await realCentreProfiles(client);
  if (profiles.length === 0) {
    throw new Error('no imported Toronto centres: start the API on this database first');
  }
  const toWrite = Math.max(0, total - existing);
  const random = new Random(seed);
  let ageGroupRows = 0;
  let owners = 0;
  await client.query('begin');
  try {
    for (let start = 0; start < toWrite; start += batchSize) {
      const batch: Generated[] = [];
      for (let index = start; index < Math.min(start + batchSize, toWrite); index += 1) {
        batch.push(generateProvider(random, index, today, profiles));
      }
      const batchOwners = batch.flatMap((item) => (item.owner === undefined ? [] : [item.owner]));
      const batchGroups = batch.flatMap((item) => item.ageGroups);
      await insertOwners(client, batchOwners);
      await insertProviders(
        client,
        batch.map((item) => item.provider),
      );
      await insertAgeGroups(client, batchGroups);
      owners += batchOwners.length;
      ageGroupRows += batchGroups.length;
      onProgress?.(start + batch.length, toWrite);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  await client.query('analyze users, childcare_providers, provider_age_groups');
  return {
    existing,
    inserted: toWrite,
    ageGroupRows,
    owners,
    durationMs: Math.round(performance.now() - started),
  };
}

// ---------------------------------------------------------------------------------------------
// Distribution sanity

/** Counts that show the data set is what it claims to be, as printable lines. */
export async function describeProviders(client: pg.ClientBase): Promise<string[]> {
  const lines: string[] = [];
  const query = async <T extends pg.QueryResultRow>(text: string): Promise<T[]> =>
    (await client.query<T>(text)).rows;
  const types = await query<{ code: string; providers: string; claimed: string; imported: string }>(
    `select t.code, count(*) as providers, count(p.owner_user_id) as claimed,
            count(p.loc_id) as imported
     from childcare_providers p join provider_types t on t.id = p.provider_type_id
     group by t.code order by min(t.id)`,
  );
  lines.push('providers by type (all / claimed / imported from Toronto):');
  for (const row of types) {
    lines.push(
      `  ${row.code.padEnd(16)} ${row.providers.padStart(7)} ${row.claimed.padStart(7)} ${row.imported.padStart(6)}`,
    );
  }
  const groups = await query<{
    name: string;
    rows: string;
    licensed: string;
    vacancy: string;
    full: string;
    unknown: string;
  }>(
    `select a.name, count(*) as rows, count(*) filter (where g.licensed_spaces > 0) as licensed,
            count(*) filter (where g.available_spaces > 0) as vacancy,
            count(*) filter (where g.available_spaces = 0) as full,
            count(*) filter (where g.available_spaces is null) as unknown
     from provider_age_groups g join age_groups a on a.id = g.age_group_id
     group by a.name order by min(a.id)`,
  );
  lines.push('age groups (providers / licensed spaces > 0 / vacancy / full / not stated):');
  for (const row of groups) {
    lines.push(
      `  ${row.name.padEnd(16)} ${[row.rows, row.licensed, row.vacancy, row.full, row.unknown].map((value) => value.padStart(7)).join(' ')}`,
    );
  }
  const [where] = await query<{
    located: string;
    in_box: string;
    downtown_5km: string;
    mississauga_5km: string;
    ajax_5km: string;
  }>(
    `select count(latitude) as located,
       count(*) filter (where latitude between ${String(gtaBounds.minLat)} and ${String(gtaBounds.maxLat)}
         and longitude between ${String(gtaBounds.minLon)} and ${String(gtaBounds.maxLon)}) as in_box,
       count(*) filter (where abs(latitude - 43.6532) < 0.045 and abs(longitude + 79.3832) < 0.062) as downtown_5km,
       count(*) filter (where abs(latitude - 43.589) < 0.045 and abs(longitude + 79.6441) < 0.062) as mississauga_5km,
       count(*) filter (where abs(latitude - 43.8509) < 0.045 and abs(longitude + 79.0204) < 0.062) as ajax_5km
     from childcare_providers`,
  );
  if (where !== undefined) {
    lines.push(
      `located ${where.located}, in the GTA box ${where.in_box}; within a 5 km box of downtown ${where.downtown_5km}, of Mississauga ${where.mississauga_5km}, of Ajax ${where.ajax_5km}`,
    );
  }
  const [other] = await query<{ fees: string; hours: string; languages: string; types: string }>(
    `select count(*) filter (where daily_fee_cents is not null or hourly_fee_cents is not null) as fees,
            count(*) filter (where exists (select 1 from provider_age_groups g
              where g.provider_id = p.id and jsonb_array_length(g.hours_of_business) > 0)) as hours,
            count(*) filter (where cardinality(languages) > 0) as languages,
            count(*) filter (where cardinality(childcare_type_ids) > 0) as types
     from childcare_providers p`,
  );
  if (other !== undefined) {
    lines.push(
      `stating fees ${other.fees}, hours ${other.hours}, languages ${other.languages}, childcare types ${other.types}`,
    );
  }
  return lines;
}

/** Today in Toronto, YYYY-MM-DD. */
export function torontoToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
}

// ---------------------------------------------------------------------------------------------
// Run alone

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      total: { type: 'string' },
      seed: { type: 'string' },
      today: { type: 'string' },
      'database-url': { type: 'string' },
      keep: { type: 'boolean' },
    },
  });
  const adminUrl =
    values['database-url'] ??
    process.env.BENCH_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const total = Number(values.total ?? defaultTotalProviders);
  const seed = Number(values.seed ?? defaultSeed);
  const today = values.today ?? torontoToday();
  const workDir = mkdtempSync(join(tmpdir(), 'kinderwait-bench-generate-'));
  const database = await createBenchDatabase(adminUrl);
  console.log(`generate-providers: database ${database.url}`);
  try {
    // The API migrates the database and imports the Toronto centres before it listens.
    const api = await startApi(
      'api-generate',
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATA_DIR: join(workDir, 'data'),
        DATABASE_URL: database.url,
      },
      workDir,
      undefined,
    );
    await api.stop();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const result = await generateProviders(client, { total, seed, today });
      console.log(
        `${String(result.existing)} imported + ${String(result.inserted)} generated (${String(result.ageGroupRows)} age-group rows, ${String(result.owners)} owners) in ${String(result.durationMs)} ms`,
      );
      for (const line of await describeProviders(client)) console.log(line);
    } finally {
      await client.end();
    }
  } finally {
    if (values.keep === true) console.log(`kept ${database.url}`);
    else await database.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

/** The provider type codes, for callers that ask for every type. */
export const allProviderTypeIds: readonly number[] = providerTypeCodes.map(
  (code) => providerTypeIds[code],
);
