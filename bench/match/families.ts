import type { SaveChildInfoBody, SaveUserLocationBody, WaitlistData } from '@kinderwait/contract';
import {
  buildUrl,
  ChildInfo,
  childrenApiPaths,
  matchesPageSize,
  UserLocation,
  userLocationsApiPaths,
  waitlistApiPaths,
  WaitlistTicket,
} from '@kinderwait/contract';
import type { SignedInBenchCaller } from '../api-sign-in.ts';
import type { Random } from '../generate-providers.ts';
import { allProviderTypeIds, gtaClusters, pickCluster, pointNear } from '../generate-providers.ts';

/** Toronto City Hall: the densest part of the data set, so the worst case for one child. */
export const downtown = {
  lat: 43.6534,
  lon: -79.3841,
  address: '100 Queen St W, Toronto, ON M5H 2N2',
  details: {
    house_number: '100',
    road: 'Queen St W',
    city: 'Toronto',
    postcode: 'M5H 2N2',
  },
};

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export async function call(
  origin: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: object,
): Promise<unknown> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  }
  return response.json();
}

// ---------------------------------------------------------------------------------------------
// Families

export interface Family {
  caller: SignedInBenchCaller;
  childId: string;
  /** GET /api/children/{childId}/waitlist/providers. */
  /** The list as the app asks it (matchesPageSize.list a page). */
  matchesPath: string;
  /** The list with the API's default page size (matchesPageSize.default). */
  defaultPagePath: string;
  area: string;
}

export interface Place {
  lat: number;
  lon: number;
  address: string;
  area: string;
  details: { house_number: string; road: string; city: string; postcode: string };
}

/** Where family `index` lives: the first downtown, the others spread as the providers are. */
export function placeOf(index: number, random: Random): Place {
  if (index === 0) return { ...downtown, area: 'Downtown Toronto' };
  const cluster = index <= gtaClusters.length ? gtaClusters[index - 1] : pickCluster(random);
  const where = cluster ?? pickCluster(random);
  const { lat, lon } = pointNear(random, where);
  const houseNumber = String(random.int(1, 2999));
  const postcode = where.postalLetter === 'M' ? 'M4C 1B5' : 'L5B 3C2';
  const city = where.postalLetter === 'M' ? 'Toronto' : where.area;
  return {
    lat,
    lon,
    area: where.area,
    address: `${houseNumber} Main St, ${city}, ON ${postcode}`,
    details: { house_number: houseNumber, road: 'Main St', city, postcode },
  };
}

/** A parent's saved location, child and waitlist ticket, made through the API. */
export async function makeFamily(
  origin: string,
  caller: SignedInBenchCaller,
  place: Place,
  dateOfBirth: string,
  startDate: string,
  distance: number,
): Promise<Family> {
  const location: SaveUserLocationBody = {
    address: place.address,
    latitude: place.lat,
    longitude: place.lon,
    locationDetails: { ...place.details, state: 'Ontario', country: 'Canada' },
    updateChildrenLocation: true,
  };
  UserLocation.parse(
    await call(origin, 'POST', userLocationsApiPaths.userLocations, caller.writeHeaders, location),
  );
  const child: SaveChildInfoBody = {
    firstName: 'Bench',
    lastName: 'Child',
    dateOfBirth,
    languages: ['en'],
  };
  const saved = ChildInfo.parse(
    await call(origin, 'POST', childrenApiPaths.saveChildInfo, caller.writeHeaders, child),
  );
  const ticket: WaitlistData = {
    Distance: distance,
    ProviderTypes: [...allProviderTypeIds],
    // Full-time care on weekday mornings and afternoons, as most working parents ask.
    ChildcareTypes: [1],
    SchoolPlans: [],
    PaymentOptions: [],
    RequestedStartDate: startDate,
    ScheduleAvailability: (
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const
    ).flatMap((day) => [
      { day, timeOfDay: 'Morning' as const },
      { day, timeOfDay: 'Afternoon' as const },
    ]),
  };
  WaitlistTicket.parse(
    await call(
      origin,
      'POST',
      buildUrl(waitlistApiPaths.tickets, { childId: saved.id }),
      caller.writeHeaders,
      ticket,
    ),
  );
  return {
    caller,
    childId: saved.id,
    // The page the matches screen asks for.
    matchesPath: buildUrl(
      waitlistApiPaths.matches,
      { childId: saved.id },
      { pageSize: String(matchesPageSize.list) },
    ),
    defaultPagePath: buildUrl(waitlistApiPaths.matches, { childId: saved.id }),
    area: place.area,
  };
}
