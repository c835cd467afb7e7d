import { EditChildcareProviderBody } from '@kinderwait/contract/childcare-provider-edit';
import { childcareProvidersApiPaths } from '@kinderwait/contract/childcare-providers';
import type { SavedLocation } from '@kinderwait/contract/addresses';
import type { OnboardingStepName } from '@kinderwait/contract/onboarding';
import { onboardingApiPaths, OnboardingPatchBody } from '@kinderwait/contract/onboarding';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { SaveUserLocationBody, userLocationsApiPaths } from '@kinderwait/contract/user-locations';
import type { User } from '@kinderwait/contract/users';
import { setMapSettingsForTests } from '../../../config/map-settings';
import type { HttpTestServer, RecordedRequest } from '../../../test/http-test-server';
import { sendJson } from '../../../test/http-test-server';
import { cityHallAddress } from '../../../test/location-fixtures';

export const testOnboardingId = '0b5e4c1a-7d2f-4c3e-9a8b-1c2d3e4f5a6b';

const noLocation: SavedLocation = {
  address: null,
  latitude: null,
  longitude: null,
  locationDetails: null,
  locationSource: null,
  addressPartSources: null,
};

const fromLocationDetails = {
  house_number: 'location-details',
  road: 'location-details',
  city: 'location-details',
  state: 'location-details',
  postcode: 'location-details',
  country: 'location-details',
} as const;

function jsonBody(request: RecordedRequest): unknown {
  try {
    return JSON.parse(request.body);
  } catch {
    return undefined;
  }
}

/**
 * Onboarding, the two locations and a reverse geocoder, answered like the server (and Nominatim)
 * do, at the contract's paths; the map's tiles and geocoder point at this test server. Role
 * selection is listed whenever the user holds a role, as the server derives it. Bodies the
 * contract refuses fail the test. For tests of whole routes only.
 */
export function serveOnboardingApi(
  server: HttpTestServer,
  currentUser: () => User,
  recorded: OnboardingStepName[] = [],
) {
  const steps = [...recorded];
  let userLocation: SavedLocation = noLocation;
  let childcareLocation: SavedLocation = noLocation;
  setMapSettingsForTests({
    tileUrl: `${server.origin}/tiles/{z}/{x}/{y}.png`,
    tileAttribution: 'Test tiles',
    geocoderUrl: `${server.origin}/geocoder`,
    addressSuggestions: false,
  });
  const onboarding = () => ({
    id: testOnboardingId,
    steps: [...(currentUser().roles.length > 0 ? ['role-selection'] : []), ...steps],
  });

  server.route('GET', onboardingApiPaths.onboarding, (_request, response) => {
    sendJson(response, 200, onboarding());
  });
  const byId = buildUrl(onboardingApiPaths.onboardingById, { onboardingId: testOnboardingId });
  server.route('PATCH', byId, (request, response) => {
    const body = OnboardingPatchBody.safeParse(jsonBody(request));
    if (!body.success) {
      server.refuse(request, response, 'a body OnboardingPatchBody refuses');
      return;
    }
    for (const { value } of body.data) if (!steps.includes(value)) steps.push(value);
    sendJson(response, 200, onboarding());
  });
  server.route('GET', userLocationsApiPaths.getUserLocation, (_request, response) => {
    sendJson(response, 200, { ...userLocation, updateChildrenLocation: false, updatedAt: null });
  });
  server.route('POST', userLocationsApiPaths.userLocations, (request, response) => {
    const body = SaveUserLocationBody.safeParse(jsonBody(request));
    if (!body.success) {
      server.refuse(request, response, 'a body SaveUserLocationBody refuses');
      return;
    }
    const { updateChildrenLocation, locationDetails, locationSource, ...location } = body.data;
    userLocation = {
      ...location,
      locationDetails: { ...cityHallAddress, ...locationDetails },
      locationSource: locationSource ?? 'pin',
      addressPartSources: fromLocationDetails,
    };
    sendJson(response, 200, { ...userLocation, updateChildrenLocation, updatedAt: null });
  });
  server.route('GET', childcareProvidersApiPaths.location, (_request, response) => {
    sendJson(response, 200, childcareLocation);
  });
  server.route('PATCH', childcareProvidersApiPaths.profile, (request, response) => {
    const body = EditChildcareProviderBody.safeParse(jsonBody(request));
    const location = body.success ? body.data.childcareLocation : undefined;
    if (location === undefined) {
      server.refuse(request, response, 'not a ChildcareLocation edit');
      return;
    }
    const { locationDetails, locationSource, ...rest } = location;
    childcareLocation = {
      ...rest,
      locationDetails: { ...cityHallAddress, ...locationDetails },
      locationSource: locationSource ?? 'pin',
      addressPartSources: fromLocationDetails,
    };
    sendJson(response, 200, emptyProfile());
  });
  server.route('GET', '/geocoder/reverse', (_request, response) => {
    sendJson(response, 200, { address: cityHallAddress });
  });

  return { steps: () => onboarding().steps };
}

function emptyProfile() {
  return {
    id: null,
    user: null,
    providerTypeId: null,
    name: null,
    description: null,
    languages: [],
    childcareTypeIds: [],
    currency: 'CAD',
    dailyFeeCents: null,
    hourlyFeeCents: null,
    contactPhone: null,
    contactEmail: null,
    website: null,
    licence: null,
    ageGroups: [],
    updatedAt: null,
  };
}
