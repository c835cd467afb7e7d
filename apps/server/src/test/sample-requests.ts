import type {
  ChildLocation,
  EditChildcareProviderBody,
  LocationBody,
  WaitlistData,
} from '@kinderwait/contract';
import { providerTypeIds } from '@kinderwait/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app/build-app.ts';
import { freshAddress } from './accounts.ts';
import { xsrfHeaders } from './test-app.ts';

/** A complete Toronto address as the location screen sends it. */
export const cityHall: LocationBody = {
  address: '100, Queen Street West, Toronto, Canada',
  latitude: 43.6534,
  longitude: -79.3841,
  locationDetails: {
    house_number: '100',
    road: 'Queen Street West',
    city: 'Toronto',
    state: 'Ontario',
    postcode: 'm5h 2n2',
    country: 'Canada',
    lat: '43.6534',
    lon: '-79.3841',
  },
};

/** Another complete address, for a second save. */
export const unionStation: LocationBody = {
  address: '65, Front Street West, Toronto, Canada',
  latitude: 43.6453,
  longitude: -79.3806,
  locationDetails: {
    house_number: '65',
    road: 'Front Street West',
    city: 'Toronto',
    state: 'Ontario',
    postcode: 'M5J 1E6',
    country: 'Canada',
  },
};

/** A child's own location (POST /enrollment/saveChildInfo `location`) at City Hall. */
export const cityHallChildLocation: ChildLocation = {
  address: cityHall.address,
  latitude: cityHall.latitude,
  longitude: cityHall.longitude,
  locationSource: 'pin',
};

/** A ticket for licensed centres within 5 km from 1 March 2027, Monday mornings. */
export const mondayMorningsTicket: WaitlistData = {
  Distance: 5,
  ProviderTypes: [providerTypeIds['licensed-centre']],
  ChildcareTypes: [],
  SchoolPlans: [],
  PaymentOptions: [],
  RequestedStartDate: '2027-03-01',
  ScheduleAvailability: [{ day: 'Monday', timeOfDay: 'Morning' }],
};

/** A first edit of a provider profile naming every part (PATCH /api/childcare-providers). */
export const fullEdit = {
  paths: ['ChildcareLocation', 'Profile', 'AgeGroups', 'Fees', 'Contact'],
  childcareLocation: cityHall,
  profile: {
    name: 'Little Maples Home Daycare',
    description: 'A small group in a bright home.\nOutdoor play every day.',
    languages: ['en', 'fr'],
    childcareTypeIds: [1, 2],
  },
  ageGroups: [
    {
      id: 2,
      availableSpaces: 2,
      availableStartDate: '2027-01-04',
      hoursOfBusiness: [
        { day: 1, timeStart: '07:30', timeEnd: '18:00' },
        { day: 0, timeStart: '13:00', timeEnd: '18:00' },
        { day: 0, timeStart: '07:30', timeEnd: '12:00' },
      ],
    },
    { id: 3, availableSpaces: 0, availableStartDate: null, hoursOfBusiness: [] },
  ],
  fees: { dailyFeeCents: 6500, hourlyFeeCents: null },
  contact: {
    phone: '+14165550123',
    email: 'hello@littlemaples.ca',
    website: 'https://littlemaples.ca/about',
  },
} satisfies EditChildcareProviderBody;

/** A signed-in write call (POST, PATCH, PUT) with the anti-forgery headers, from a fresh IP. */
export async function sendJson(
  app: App,
  method: 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload: unknown,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', ...(await xsrfHeaders(app)), ...headers },
    remoteAddress: freshAddress(),
    payload: JSON.stringify(payload),
  });
}

/** A signed-in read, from a fresh IP. */
export function getJson(
  app: App,
  url: string,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers, remoteAddress: freshAddress() });
}
