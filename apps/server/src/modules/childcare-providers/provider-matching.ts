import type {
  AvailabilitySlot,
  FeeBracket,
  HoursOfBusinessEntry,
  MatchSort,
  ProviderTypeCode,
  TimeOfDay,
} from '@kinderwait/contract';
import { dayNames, providerTypeIds, timesOfDay } from '@kinderwait/contract';

/**
 * The rules of matching providers to a child's waitlist ticket that are not SQL: the Earth's
 * radius, the bounding box around the child, the clock windows of the availability grid.
 * provider-matching.repository.ts applies them in one query.
 */

/** Mean Earth radius (IUGG), km: every great-circle distance of matching uses it. */
export const earthRadiusKm = 6371.0088;

/** Licensed provider types: their licensed spaces in an age group, when stated, must be > 0. */
export const licensedProviderTypeIds: readonly number[] = [
  providerTypeIds['licensed-centre'],
  providerTypeIds['licensed-home'],
];

const providerTypeCodeById = new Map<number, ProviderTypeCode>(
  Object.entries(providerTypeIds).map(([code, id]) => [id, code as ProviderTypeCode]),
);

/** The code of a provider type id (the catalogue's ids are fixed by migration). */
export function providerTypeCodeOf(id: number): ProviderTypeCode {
  const code = providerTypeCodeById.get(id);
  if (code === undefined) throw new Error(`Unknown provider type id ${String(id)}`);
  return code;
}

/** What a provider must satisfy to match (the ticket, resolved for one child). */
export interface MatchCriteria {
  /** Where the child's care is searched from. */
  latitude: number;
  longitude: number;
  /** Great-circle km, inclusive. */
  distanceKm: number;
  /** Empty: every type (the wizard's count before a type is chosen). */
  providerTypeIds: readonly number[];
  /** The child's age group at the requested start date. */
  ageGroupId: number;
  /** 'YYYY-MM-DD': vacancies count when available by this date. */
  requestedStartDate: string;
  /** Empty: any. A provider stating none is never excluded. */
  childcareTypeIds: readonly number[];
  /** The chosen fee brackets; empty: any fee. */
  feeBrackets: readonly FeeBracket[];
  /** The chosen cells of the availability grid; empty: any schedule. */
  schedule: readonly AvailabilitySlot[];
  /** Only providers giving care in French (French among their languages); absent: any. */
  inFrench?: boolean;
}

/** How one page of matches is chosen and ordered. */
export interface MatchListOptions {
  sort: MatchSort;
  page: number;
  pageSize: number;
  /** Only providers with a known vacancy by the start date. */
  withVacancy: boolean;
  /** Only CWELCC centres. */
  cwelcc: boolean;
  /** Only providers giving care in French (the matches screen's quick filter). */
  inFrench?: boolean;
  /** The parent's liked providers: first in the recommended order. */
  likedProviderIds: readonly string[];
  /** Only the liked ones. */
  onlyLiked: boolean;
  /** Only these providers (one match; sending requests). */
  providerIds?: readonly string[];
}

/** What a provider states about itself, as matching reads it (the repository row and the match share it). */
export interface ProviderFacts {
  id: string;
  name: string;
  providerTypeId: number;
  latitude: number;
  longitude: number;
  address: string | null;
  postalCode: string | null;
  phone: string | null;
  website: string | null;
  locId: number | null;
  claimed: boolean;
  cwelcc: boolean;
  subsidy: boolean;
  languages: string[];
  childcareTypeIds: number[];
  dailyFeeCents: number | null;
  hourlyFeeCents: number | null;
  /** Placed at a postal area's centre by its owner: distances to it are approximate. */
  locationApproximate: boolean;
}

/** A matching provider as the query finds it, before the waitlist adds the child's request. */
export interface ProviderMatch extends ProviderFacts {
  type: ProviderTypeCode;
  licensed: boolean;
  distanceKm: number;
  ageGroup: {
    id: number;
    licensedSpaces: number | null;
    availableSpaces: number | null;
    availableStartDate: string | null;
    hoursOfBusiness: HoursOfBusinessEntry[];
  };
  vacancyByStartDate: boolean;
  liked: boolean;
  notStated: ('childcareTypes' | 'fees' | 'hours' | 'languages' | 'vacancies')[];
}

export interface ProviderMatchPage {
  items: ProviderMatch[];
  total: number;
}

/** A provider as requests and favourites name it. */
export interface ProviderSummary {
  id: string;
  name: string;
  providerTypeId: number;
  type: ProviderTypeCode;
  claimed: boolean;
}

/**
 * The latitude/longitude box that holds every point within `distanceKm` of the centre on the
 * sphere of `earthRadiusKm`, slightly enlarged so rounding never leaves a point inside the
 * circle outside the box. Longitudes use the exact extent asin(sin δ / cos φ) (δ/cos φ alone is
 * smaller away from the equator and would miss points); near a pole, or across the
 * antimeridian, the box spans every longitude.
 */
export function boundingBox(
  latitude: number,
  longitude: number,
  distanceKm: number,
): { minLatitude: number; maxLatitude: number; minLongitude: number; maxLongitude: number } {
  const margin = 1e-9;
  const angular = distanceKm / earthRadiusKm;
  const degrees = (radians: number): number => (radians * 180) / Math.PI;
  const latDelta = degrees(angular) * (1 + margin) + margin;
  const minLatitude = latitude - latDelta;
  const maxLatitude = latitude + latDelta;
  const everyLongitude = { minLongitude: -180, maxLongitude: 180 };
  if (minLatitude <= -90 || maxLatitude >= 90) {
    return {
      minLatitude: Math.max(minLatitude, -90),
      maxLatitude: Math.min(maxLatitude, 90),
      ...everyLongitude,
    };
  }
  const ratio = Math.sin(angular) / Math.cos((latitude * Math.PI) / 180);
  if (ratio >= 1) return { minLatitude, maxLatitude, ...everyLongitude };
  const lonDelta = degrees(Math.asin(ratio)) * (1 + margin) + margin;
  const minLongitude = longitude - lonDelta;
  const maxLongitude = longitude + lonDelta;
  if (minLongitude < -180 || maxLongitude > 180)
    return { minLatitude, maxLatitude, ...everyLongitude };
  return { minLatitude, maxLatitude, minLongitude, maxLongitude };
}

/**
 * A point as a unit vector, as provider_age_groups stores each provider's (unit_x, unit_y,
 * unit_z: the same formulas, in the database).
 */
export function unitVectorOf(
  latitude: number,
  longitude: number,
): { x: number; y: number; z: number } {
  const lat = (latitude * Math.PI) / 180;
  const lon = (longitude * Math.PI) / 180;
  return { x: Math.cos(lat) * Math.cos(lon), y: Math.cos(lat) * Math.sin(lon), z: Math.sin(lat) };
}

/** The squared unit-sphere chord of a great-circle distance: (2·sin(d / 2R))². */
export function chordSquaredLimit(distanceKm: number): number {
  return (2 * Math.sin(distanceKm / (2 * earthRadiusKm))) ** 2;
}

/**
 * The clock windows of the availability grid's times of day, as HH:mm from (inclusive) to
 * (exclusive; '24:00' is the end of the day). Night runs 21:00 to 06:00: on a given day it is
 * that day's 00:00-06:00 and 21:00-24:00 (hours are stated per day, so no window crosses into
 * the next day).
 */
export const timeOfDayWindows: Record<TimeOfDay, readonly (readonly [string, string])[]> = {
  Morning: [['06:00', '12:00']],
  Afternoon: [['12:00', '17:00']],
  Evening: [['17:00', '21:00']],
  Night: [
    ['00:00', '06:00'],
    ['21:00', '24:00'],
  ],
};

/** One chosen cell as the schedule filter reads it: a day (0 = Monday) and up to two windows. */
export interface ScheduleWindow {
  day: number;
  from: string;
  to: string;
  from2: string;
  to2: string;
}

/** The chosen cells as windows (a single-window time repeats its window as the second). */
export function scheduleWindows(slots: readonly AvailabilitySlot[]): ScheduleWindow[] {
  return slots.map((slot) => {
    const windows = timeOfDayWindows[slot.timeOfDay];
    const [first] = windows;
    if (first === undefined) throw new Error(`No window for ${slot.timeOfDay}`);
    const second = windows[1] ?? first;
    return {
      day: dayNames.indexOf(slot.day),
      from: first[0],
      to: first[1],
      from2: second[0],
      to2: second[1],
    };
  });
}

/**
 * The bit of one cell of the availability grid in `provider_age_groups.schedule_mask`:
 * day * 4 + time of day (Monday = 0; Morning, Afternoon, Evening, Night = 0..3). The column is
 * written by a trigger (SQL function provider_schedule_mask, migration 0012) from the hours: a
 * bit is set when an opening period of that day overlaps the cell's window of
 * `timeOfDayWindows`; null while no hours are stated.
 */
export function scheduleBit(slot: AvailabilitySlot): number {
  return 1 << (dayNames.indexOf(slot.day) * timesOfDay.length + timesOfDay.indexOf(slot.timeOfDay));
}

/** The bits every chosen cell needs (0: any schedule). */
export function scheduleMaskOf(slots: readonly AvailabilitySlot[]): number {
  return slots.reduce((mask, slot) => mask | scheduleBit(slot), 0);
}
