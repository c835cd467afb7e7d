import type { AgeGroupId, HoursOfBusinessEntry, ProviderTypeCode } from '@kinderwait/contract';
import { ageGroupIds, providerTypeIds } from '@kinderwait/contract';
import { pickCluster, pointNear } from './gta.ts';
import type { Random } from './random.ts';
import { firstNames, lastNames, nameWords, otherLanguages, streets } from './vocabulary.ts';

// ---------------------------------------------------------------------------------------------
// What providers offer

/** Shares of the synthetic providers by type. */
export const typeMix: readonly (readonly [ProviderTypeCode, number])[] = [
  ['licensed-centre', 8],
  ['licensed-home', 17],
  ['unlicensed-home', 30],
  ['babysitter', 45],
];

/** Synthetic licensed centres whose operator claimed the listing (the rest state nothing). */
export const centreClaimedShare = 0.35;

export const ageGroupOrder: readonly AgeGroupId[] = [
  ageGroupIds.infant,
  ageGroupIds.toddler,
  ageGroupIds.preschool,
  ageGroupIds.kindergarten,
  ageGroupIds['school-age'],
];

/** Chance that a home provider or babysitter takes each age group (infant ... school age). */
export const ageGroupChances: Record<
  Exclude<ProviderTypeCode, 'licensed-centre'>,
  readonly number[]
> = {
  'licensed-home': [0.5, 0.75, 0.8, 0.55, 0.4],
  'unlicensed-home': [0.35, 0.6, 0.7, 0.5, 0.45],
  babysitter: [0.45, 0.7, 0.8, 0.75, 0.7],
};

/** Childcare type ids (catalogue): 1 full-time, 2 part-time, 3 before/after school, 4 drop-in,
 * 5 evenings/overnight, 6 weekends. */
export const childcareTypeChances: Record<
  ProviderTypeCode,
  readonly (readonly [number, number])[]
> = {
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
export function postalCode(random: Random, letter: 'M' | 'L'): string {
  const letters = 'ABCEGHJKLMNPRSTVWXYZ';
  const l = (): string => letters.charAt(random.int(0, letters.length - 1));
  return `${letter}${String(random.int(1, 9))}${l()} ${String(random.int(0, 9))}${l()}${String(random.int(0, 9))}`;
}

export function phone(random: Random, letter: 'M' | 'L'): string {
  const area =
    letter === 'M' ? random.pick(['416', '647', '437']) : random.pick(['905', '289', '365']);
  return `${area}-${String(random.int(200, 999))}-${String(random.int(0, 9999)).padStart(4, '0')}`;
}

export function languagesOf(random: Random): string[] {
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

export function childcareTypesOf(
  random: Random,
  type: ProviderTypeCode,
  schoolAge: boolean,
): number[] {
  const ids = childcareTypeChances[type]
    .filter(([id, chance]) => random.chance(id === 3 && !schoolAge ? chance / 4 : chance))
    .map(([id]) => id);
  return ids.length > 0 ? ids : [2];
}

export function clock(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Weekly opening periods: day 0 = Monday. */
export function hoursOf(random: Random, type: ProviderTypeCode): HoursOfBusinessEntry[] {
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

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// Rows

export interface ProviderRow {
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

export interface AgeGroupRow {
  providerId: string;
  ageGroupId: number;
  licensedSpaces: number | null;
  availableSpaces: number | null;
  availableStartDate: string | null;
  hoursOfBusiness: HoursOfBusinessEntry[];
}

export interface OwnerRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Licensed spaces per age group of one real Toronto centre, the template of synthetic ones. */
export type SpacesProfile = readonly { ageGroupId: number; licensedSpaces: number }[];

export interface Generated {
  provider: ProviderRow;
  ageGroups: AgeGroupRow[];
  owner: OwnerRow | undefined;
}

/** Available spaces and start date a claimed provider states for one age group. */
export function vacancy(
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

export function generateProvider(
  random: Random,
  index: number,
  today: string,
  profiles: readonly SpacesProfile[],
  mix: readonly (readonly [ProviderTypeCode, number])[] = typeMix,
): Generated {
  const type = random.weighted(mix);
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
