import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type {
  LocateAddressResponse,
  LocationBody,
  SuggestAddressResponse,
} from '@kinderwait/contract/addresses';
import { addressesApiPaths } from '@kinderwait/contract/addresses';
import { specMessages } from '@kinderwait/contract/messages';
import { setMapSettingsForTests } from '../../config/map-settings';
import { setupApiTestContext } from '../../test/api-test-context';
import { sendJson } from '../../test/http-test-server';
import { cityHallAddress as cityHall } from '../../test/location-fixtures';
import { LocationSelector } from './location-selector';
import { locationCatalogue } from './location-messages';
import { loadMessages } from '../../lib/i18n/use-messages';
// The words load first, as the route's loader does, so nothing suspends mid-test.
beforeAll(() => Promise.all([locationCatalogue].map((catalogue) => loadMessages(catalogue, 'en'))));

const context = setupApiTestContext();

function useTestMapSettings(addressSuggestions: boolean) {
  // Tiles and geocoder on the local test server: tests never reach the internet.
  setMapSettingsForTests({
    tileUrl: `${context.server.origin}/tiles/{z}/{x}/{y}.png`,
    tileAttribution: 'Test tiles',
    geocoderUrl: `${context.server.origin}/geocoder`,
    addressSuggestions,
  });
}

beforeEach(() => {
  useTestMapSettings(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
});
afterAll(() => {
  setMapSettingsForTests(undefined);
});

function serveGeocoder(status: number, body: unknown) {
  context.server.route('GET', '/geocoder/reverse', (_request, response) => {
    sendJson(response, status, body);
  });
}

/** The server's placing of typed addresses; answers what `answer` makes of each body. */
function serveLocate(answer: (body: Record<string, string>) => LocateAddressResponse) {
  const bodies: Record<string, string>[] = [];
  context.server.route('POST', addressesApiPaths.locate, (request, response) => {
    const body = JSON.parse(request.body) as Record<string, string>;
    bodies.push(body);
    sendJson(response, 200, answer(body));
  });
  return bodies;
}

/** M1C's centre, as the server's embedded geocoder answers when its geocoder is down. */
const nearM1C: LocateAddressResponse = {
  place: {
    latitude: 43.788671,
    longitude: -79.155649,
    locationSource: 'postal-code-centroid',
    postalArea: 'M1C',
  },
  geocoderReachable: false,
};

/** Rendered inside an awaited act: the selector's words and its lazy map suspend at first. */
async function renderSelector() {
  const onSubmit = vi.fn<(location: LocationBody) => void>();
  await act(async () => {
    render(
      <LocationSelector
        title="Complete an address"
        submitText="Save my address"
        saved={null}
        onSubmit={onSubmit}
      />,
    );
    await Promise.resolve();
  });
  return onSubmit;
}

/** jsdom has no layout: answer media queries for a viewport of this width. */
function setViewportWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches =
      (min === null || width >= Number(min[1])) && (max === null || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

const submitButton = () => screen.getByRole('button', { name: 'Save my address' });

/** With the geocoder down: the typed fields open, prefilled with Toronto, ON, Canada. */
async function typedFieldsWithGeocoderDown() {
  serveGeocoder(503, { error: 'down' });
  const onSubmit = await renderSelector();
  const user = userEvent.setup();
  await screen.findByRole('textbox', { name: /House number/ });
  return { onSubmit, user };
}

describe('the location selector', () => {
  test('starts at the default location, looks its address up and submits the location payload', async () => {
    serveGeocoder(200, { address: { ...cityHall, neighbourhood: 'Downtown' } });
    const onSubmit = await renderSelector();
    const address = await screen.findByRole('textbox', { name: 'Address' });
    // The summary line keeps the province and the postal code.
    await waitFor(() => {
      expect(address).toHaveValue('100, Queen Street West, Toronto, Ontario M5H 2N2, Canada');
    });
    const lookup = context.server.requests.find((request) => request.path === '/geocoder/reverse');
    const query = new URL(lookup?.url ?? '', context.server.origin).searchParams;
    expect([query.get('format'), query.get('lat'), query.get('lon')]).toEqual([
      'jsonv2',
      '43.6532',
      '-79.3832',
    ]);
    expect(screen.getByText('Note: click the edit button and move the pin to your address'));

    await userEvent.click(submitButton());
    expect(onSubmit).toHaveBeenCalledWith({
      address: '100, Queen Street West, Toronto, Canada',
      latitude: 43.6532,
      longitude: -79.3832,
      locationDetails: { ...cityHall, lat: 43.6532, lon: -79.3832 },
      locationSource: 'pin',
    });
  });

  test('the Edit button becomes Save and back', async () => {
    serveGeocoder(200, { address: cityHall });
    await renderSelector();
    const user = userEvent.setup();
    const address = await screen.findByRole('textbox', { name: 'Address' });
    await waitFor(() => {
      expect(address).toHaveValue('100, Queen Street West, Toronto, Ontario M5H 2N2, Canada');
    });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('an address without a house number shows the address rule’s message and keeps submit disabled', async () => {
    const withoutNumber = { ...cityHall, house_number: undefined };
    serveGeocoder(200, { address: withoutNumber });
    await renderSelector();
    expect(await screen.findByText(specMessages.addressIncomplete)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });
});

describe('typing the address', () => {
  test('with the geocoder down, the city, province and country are filled in and nothing is wrong before typing', async () => {
    await typedFieldsWithGeocoderDown();
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveValue('Toronto');
    expect(screen.getByRole('textbox', { name: /Province/ })).toHaveValue('ON');
    expect(screen.getByRole('textbox', { name: /Country/ })).toHaveValue('Canada');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('Toronto, ON, Canada');
    expect(screen.queryByText(specMessages.addressIncomplete)).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  test('moves the pin to the typed address’s postal area, says the place is approximate, and submits that place', async () => {
    const bodies = serveLocate(() => nearM1C);
    const { onSubmit, user } = await typedFieldsWithGeocoderDown();
    await user.type(screen.getByRole('textbox', { name: /House number/ }), '1265');
    expect(screen.getByText(specMessages.addressIncomplete)).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: /Street/ }), 'Military Trail');
    await user.type(screen.getByRole('textbox', { name: /Postal code/ }), 'M1C 1A4');

    expect(await screen.findByText(/Approximate position: near M1C/)).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({
      house_number: '1265',
      road: 'Military Trail',
      city: 'Toronto',
      state: 'ON',
      postcode: 'M1C 1A4',
      country: 'Canada',
    });
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue(
      '1265, Military Trail, Toronto, ON M1C 1A4, Canada',
    );
    await user.click(submitButton());
    expect(onSubmit).toHaveBeenCalledWith({
      address: '1265, Military Trail, Toronto, Canada',
      latitude: 43.788671,
      longitude: -79.155649,
      locationDetails: {
        house_number: '1265',
        road: 'Military Trail',
        city: 'Toronto',
        state: 'ON',
        postcode: 'M1C 1A4',
        country: 'Canada',
        lat: 43.788671,
        lon: -79.155649,
      },
      locationSource: 'postal-code-centroid',
    });
  });

  test('refuses, in words, an address that cannot be placed: it is never saved where the map started', async () => {
    serveLocate(() => ({ place: null, geocoderReachable: false }));
    const { onSubmit, user } = await typedFieldsWithGeocoderDown();
    await user.type(screen.getByRole('textbox', { name: /House number/ }), '1');
    await user.type(screen.getByRole('combobox', { name: /Street/ }), 'Main Street');
    await user.type(screen.getByRole('textbox', { name: /Postal code/ }), 'K1A 0B1');

    expect(
      await screen.findByText(/^We could not place this address on the map\./),
    ).toBeInTheDocument();
    // The address itself is complete; its place is what is missing.
    expect(screen.queryByText(specMessages.addressIncomplete)).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    // Nor by pressing Enter in a field, which submits the form without the button.
    await user.type(screen.getByRole('textbox', { name: /Postal code/ }), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('places an address the geocoder finds exactly, and says where the pin went', async () => {
    serveLocate(() => ({
      place: {
        latitude: 43.7845,
        longitude: -79.1862,
        locationSource: 'geocoded-address',
        postalArea: null,
      },
      geocoderReachable: true,
    }));
    const { onSubmit, user } = await typedFieldsWithGeocoderDown();
    await user.type(screen.getByRole('textbox', { name: /House number/ }), '1265');
    await user.type(screen.getByRole('combobox', { name: /Street/ }), 'Military Trail');
    await user.type(screen.getByRole('textbox', { name: /Postal code/ }), 'M1C 1A4');
    expect(await screen.findByText(/The pin is at the address you typed/)).toBeInTheDocument();
    await user.click(submitButton());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        latitude: 43.7845,
        longitude: -79.1862,
        locationSource: 'geocoded-address',
      }),
    );
  });

  test('suggests addresses while the street is typed, and a chosen one fills the address and places the pin', async () => {
    useTestMapSettings(true);
    serveLocate(() => nearM1C);
    const suggestion: SuggestAddressResponse = {
      items: [
        {
          label: '1265, Military Trail, Scarborough, Toronto, Ontario, M1C 1A4, Canada',
          latitude: 43.7845,
          longitude: -79.1862,
          locationDetails: {
            house_number: '1265',
            road: 'Military Trail',
            city: 'Toronto',
            state: 'Ontario',
            postcode: 'M1C 1A4',
            country: 'Canada',
          },
        },
      ],
      geocoderReachable: true,
    };
    const queries: string[] = [];
    context.server.route('POST', addressesApiPaths.suggest, (request, response) => {
      queries.push((JSON.parse(request.body) as { query: string }).query);
      sendJson(response, 200, suggestion);
    });
    const { onSubmit, user } = await typedFieldsWithGeocoderDown();
    await user.type(screen.getByRole('textbox', { name: /House number/ }), '1265');
    await user.type(screen.getByRole('combobox', { name: /Street/ }), 'Military');
    // The list is named by the field it belongs to.
    const list = await screen.findByRole('listbox', { name: /Street/ });
    expect(queries.at(-1)).toBe('1265 Military Toronto');
    await user.click(within(list).getByRole('option', { name: /1265, Military Trail/ }));

    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue(
      '1265, Military Trail, Toronto, Ontario M1C 1A4, Canada',
    );
    await user.click(submitButton());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        address: '1265, Military Trail, Toronto, Canada',
        latitude: 43.7845,
        longitude: -79.1862,
        locationSource: 'geocoded-address',
      }),
    );
  });

  test('on a phone the typed fields come before the map', async () => {
    setViewportWidth(390);
    await typedFieldsWithGeocoderDown();
    const fields = screen.getByRole('group', { name: 'The address, typed' });
    const map = screen.getByRole('region', { name: /Map of the address/ });
    expect(fields.compareDocumentPosition(map) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
