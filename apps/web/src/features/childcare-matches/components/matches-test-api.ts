import type { ServerResponse } from 'node:http';
import { cataloguesApiPaths } from '@kinderwait/contract/catalogues';
import type { ChildInfo } from '@kinderwait/contract/children';
import { childrenApiPaths } from '@kinderwait/contract/children';
import { sampleChild } from '../../../test/child-fixtures';
import { providerWaitlistApiPaths } from '@kinderwait/contract/provider-waitlist';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import type { MatchedProvider, WaitlistTicket } from '@kinderwait/contract/waitlist';
import { waitlistApiPaths } from '@kinderwait/contract/waitlist';
import type { HttpTestServer, RecordedRequest } from '../../../test/http-test-server';
import { sendJson } from '../../../test/http-test-server';

/** Fixtures and a fake of the matches screen's API, for its component and route tests. */
export const childId = '7b0c7d1e-3f9a-4b2c-8d6e-5a4f3e2d1c0b';
export const ticketId = '1e2d3c4b-5a69-4788-9a0b-c1d2e3f4a5b6';

export const child: ChildInfo = sampleChild({
  id: childId,
  firstName: 'Maya',
  lastName: 'O’Neil',
  languages: ['en'],
  immunizationsUpToDate: true,
  effectiveLocation: {
    address: '100 Queen Street West, Toronto',
    latitude: 43.6532,
    longitude: -79.3832,
    source: 'parent',
    locationSource: 'pin',
  },
});

export const ticket: WaitlistTicket = {
  id: ticketId,
  childId,
  Distance: 5,
  ProviderTypes: [1, 2],
  ChildcareTypes: [],
  SchoolPlans: [],
  PaymentOptions: [],
  RequestedStartDate: '2027-01-04',
  ScheduleAvailability: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

/** A claimed centre that stated everything. */
export const sunnyDays: MatchedProvider = {
  id: '2c1f6a4e-8b7d-4e3f-9a2b-1c0d9e8f7a6b',
  name: 'Sunny Days Child Care',
  providerTypeId: 1,
  type: 'licensed-centre',
  licensed: true,
  distanceKm: 1.2345,
  distanceApproximate: false,
  latitude: 43.66,
  longitude: -79.39,
  address: '12 College Street',
  postalCode: 'M5G 1K2',
  phone: '+14165550100',
  website: 'https://sunnydays.example',
  locId: null,
  claimed: true,
  cwelcc: true,
  subsidy: true,
  languages: ['en', 'fr'],
  childcareTypeIds: [1],
  currency: 'CAD',
  dailyFeeCents: 2200,
  hourlyFeeCents: null,
  ageGroup: {
    id: 2,
    name: 'Toddler',
    licensedSpaces: 15,
    availableSpaces: 3,
    availableStartDate: '2027-05-03',
    hoursOfBusiness: [0, 1, 2, 3, 4].map((day) => ({ day, timeStart: '07:30', timeEnd: '18:00' })),
  },
  vacancyByStartDate: false,
  notStated: [],
  liked: false,
  request: null,
};

/** A City listing nobody has claimed: nothing stated beyond the open data. */
export const cityListing: MatchedProvider = {
  id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  name: 'Queen West Community Daycare',
  providerTypeId: 1,
  type: 'licensed-centre',
  licensed: true,
  distanceKm: 3.06,
  distanceApproximate: false,
  latitude: 43.645,
  longitude: -79.41,
  address: '500 Queen Street West',
  postalCode: 'M5V 2B5',
  phone: null,
  website: null,
  locId: 1234,
  claimed: false,
  cwelcc: false,
  subsidy: false,
  languages: [],
  childcareTypeIds: [],
  currency: 'CAD',
  dailyFeeCents: null,
  hourlyFeeCents: null,
  ageGroup: {
    id: 2,
    name: 'Toddler',
    licensedSpaces: 10,
    availableSpaces: null,
    availableStartDate: null,
    hoursOfBusiness: [],
  },
  vacancyByStartDate: false,
  notStated: ['childcareTypes', 'fees', 'hours', 'languages', 'vacancies'],
  liked: false,
  request: null,
};

/** A centre this child already waits on. */
export const requested: MatchedProvider = {
  ...cityListing,
  id: '4a3b2c1d-0e9f-4a8b-9c7d-6e5f4a3b2c1d',
  name: 'Little Acorns',
  locId: 5678,
  distanceKm: 4.5,
  distanceApproximate: false,
  latitude: 43.67,
  longitude: -79.36,
  request: {
    id: '0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f',
    status: 'waiting',
    sentAt: '2026-11-10T15:00:00.000Z',
    position: 4,
  },
};

export const matchesPath = buildUrl(waitlistApiPaths.matches, { childId });
export const ticketPath = buildUrl(waitlistApiPaths.tickets, { childId });
export const requestsPath = buildUrl(waitlistApiPaths.requestsOfTicket, { childId, ticketId });

export type Handler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

/** The child, its ticket, the catalogues, and `matches` answering the list (each match alone). */
export function serveMatchesApi(
  server: HttpTestServer,
  matches: readonly MatchedProvider[],
  overrides: { matches?: Handler; ticket?: Handler } = {},
): void {
  server.route('GET', childrenApiPaths.getChildInfo, (_request, response) => {
    sendJson(response, 200, child);
  });
  server.route(
    'GET',
    ticketPath,
    overrides.ticket ??
      ((_request, response) => {
        sendJson(response, 200, { ticket });
      }),
  );
  server.route(
    'GET',
    matchesPath,
    overrides.matches ??
      ((request, response) => {
        const url = new URL(request.url, 'http://test');
        sendJson(response, 200, {
          items: matches,
          total: matches.length,
          page: Number(url.searchParams.get('page') ?? '1'),
          pageSize: Number(url.searchParams.get('pageSize') ?? '50'),
        });
      }),
  );
  for (const match of matches) {
    server.route(
      'GET',
      buildUrl(waitlistApiPaths.match, { childId, childcareProviderId: match.id }),
      (_request, response) => {
        sendJson(response, 200, match);
      },
    );
    // The details show the provider's waitlist policy: none published yet.
    server.route(
      'GET',
      buildUrl(providerWaitlistApiPaths.policy, { providerId: match.id }),
      (_request, response) => {
        sendJson(response, 200, { providerId: match.id, policy: null, priorities: [] });
      },
    );
  }
  server.route('GET', cataloguesApiPaths.providerTypes, (_request, response) => {
    sendJson(response, 200, {
      items: [
        {
          id: 1,
          code: 'licensed-centre',
          name: 'Licensed child care centre',
          description: '',
          selected: false,
        },
      ],
    });
  });
  server.route('GET', cataloguesApiPaths.languages, (_request, response) => {
    sendJson(response, 200, [
      { code: 'en', name: 'English', nativeName: 'English' },
      { code: 'fr', name: 'French', nativeName: 'Français' },
    ]);
  });
  server.route('GET', cataloguesApiPaths.childcareTypes, (_request, response) => {
    sendJson(response, 200, {
      items: [{ id: 1, code: 'full-time', name: 'Full-time', description: '' }],
    });
  });
}
