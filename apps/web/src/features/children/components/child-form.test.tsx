import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { ChildInfo } from '@kinderwait/contract/children';
import { SaveChildInfoBody } from '@kinderwait/contract/child-info-body';
import {
  childrenApiPaths,
  childrenErrorCodes,
  childrenMessages,
} from '@kinderwait/contract/children';
import { addressesApiPaths } from '@kinderwait/contract/addresses';
import { cataloguesApiPaths } from '@kinderwait/contract/catalogues';
import { specMessages } from '@kinderwait/contract/messages';
import { phoneNumberMessages } from '@kinderwait/contract/rules/phone-number';
import { todayInTimeZone } from '@kinderwait/contract/rules/calendar-date';
import type { UserLocation } from '@kinderwait/contract/user-locations';
import { userLocationsApiPaths } from '@kinderwait/contract/user-locations';
import { formatValidationDetail } from '@kinderwait/contract/validation-detail';
import { setMapSettingsForTests } from '../../../config/map-settings';
import { queryClient } from '../../../lib/query-client';
import { setupApiTestContext } from '../../../test/api-test-context';
import type { RecordedRequest } from '../../../test/http-test-server';
import { sendJson } from '../../../test/http-test-server';
import { cityHallAddress } from '../../../test/location-fixtures';
import { QueryWrapper } from '../../../test/query-wrapper';
import { childrenKeys } from '../../../api/children/children-keys';
import {
  addCalendarMonths,
  formatCalendarDate as formatIsoDate,
} from '@kinderwait/contract/rules/calendar-date';
import { formatLongDate } from '../lib/date-of-birth';
import { ChildEnrollmentPage } from './child-enrollment-page';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { childrenCatalogue } from '../children-messages';
import { locationCatalogue } from '../../../components/location/location-messages';

// The words load first, as the route's loader does, so nothing suspends mid-test.
beforeAll(() =>
  Promise.all(
    [childrenCatalogue, locationCatalogue].map((catalogue) => loadMessages(catalogue, 'en')),
  ),
);

const context = setupApiTestContext();

beforeAll(() => {
  // Tiles and geocoder on the local test server: tests never reach the internet.
  setMapSettingsForTests({
    tileUrl: `${context.server.origin}/tiles/{z}/{x}/{y}.png`,
    tileAttribution: 'Test tiles',
    geocoderUrl: `${context.server.origin}/geocoder`,
    addressSuggestions: false,
  });
});
afterAll(() => {
  setMapSettingsForTests(undefined);
});

const childId = '5b0c7f52-3f4e-4d7a-9b1e-0a1b2c3d4e5f';

function monthsFromToday(months: number): string {
  return formatIsoDate(addCalendarMonths(todayInTimeZone(), months));
}

const parentHome: UserLocation = {
  address: '100, Queen Street West, Toronto, Canada',
  latitude: 43.6532,
  longitude: -79.3832,
  locationDetails: cityHallAddress,
  locationSource: 'pin',
  addressPartSources: null,
  updateChildrenLocation: true,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const noLocation: UserLocation = {
  address: null,
  latitude: null,
  longitude: null,
  locationDetails: null,
  locationSource: null,
  addressPartSources: null,
  updateChildrenLocation: false,
  updatedAt: null,
};

function savedChild(overrides: Partial<ChildInfo> = {}): ChildInfo {
  return {
    id: childId,
    firstName: 'Zoë',
    lastName: "O'Brien-Nguyen",
    dateOfBirth: monthsFromToday(-26),
    expectedBirth: false,
    languages: ['fr'],
    allergies: 'Peanuts: EpiPen in the bag',
    medicalConditions: '',
    medications: '',
    dietaryNeeds: 'Vegetarian',
    specialNeeds: '',
    immunizationsUpToDate: false,
    emergencyContactName: 'Lin Nguyen',
    emergencyContactPhone: '+14165550123',
    emergencyContactRelationship: 'Grandmother',
    notes: '',
    location: null,
    effectiveLocation: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

interface ServeOptions {
  parentLocation?: UserLocation;
  /** The save's answer for a body the contract accepts: status and body. */
  save?: (body: SaveChildInfoBody) => [number, unknown];
  child?: ChildInfo;
}

/** The calls the form makes, answered like the server at the contract's paths. */
function serveEnrollment({ parentLocation = parentHome, save, child }: ServeOptions = {}) {
  context.server.route('GET', userLocationsApiPaths.getUserLocation, (_request, response) => {
    sendJson(response, 200, parentLocation);
  });
  context.server.route('GET', cataloguesApiPaths.languages, (_request, response) => {
    sendJson(response, 200, [
      { code: 'en', name: 'English', nativeName: 'English' },
      { code: 'fr', name: 'French', nativeName: 'Français' },
      { code: 'yue', name: 'Cantonese', nativeName: '廣東話' },
    ]);
  });
  context.server.route('POST', childrenApiPaths.saveChildInfo, (request, response) => {
    const body = SaveChildInfoBody.safeParse(JSON.parse(request.body));
    if (!body.success || save === undefined) {
      context.server.refuse(request, response, 'a body SaveChildInfoBody refuses, or no save');
      return;
    }
    const [status, answer] = save(body.data);
    sendJson(response, status, answer);
  });
  if (child !== undefined) {
    context.server.route('GET', childrenApiPaths.getChildInfo, (request, response) => {
      const asked = new URL(request.url, context.server.origin).searchParams.get('childId');
      if (asked === child.id) sendJson(response, 200, child);
      else
        sendJson(response, 404, {
          message: childrenMessages.childNotFound,
          code: childrenErrorCodes.childNotFound,
        });
    });
  }
}

function saves(): RecordedRequest[] {
  return context.server.requests.filter(
    (request) => request.path === childrenApiPaths.saveChildInfo,
  );
}

function sentBody(index = 0): unknown {
  return JSON.parse(saves()[index]?.body ?? 'null');
}

function renderPage(childIdParam?: string) {
  const onSaved = vi.fn<(child: ChildInfo, created: boolean) => void>();
  const element = (
    <ChildEnrollmentPage childId={childIdParam} listHref="/waitlist/children" onSaved={onSaved} />
  );
  const router = createMemoryRouter([{ path: '*', element }], {
    initialEntries: ['/child-enrollment'],
  });
  render(<RouterProvider router={router} />, { wrapper: QueryWrapper });
  return onSaved;
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const dateField = () => screen.getByLabelText(/Date of birth/);

async function fillRequired(user: ReturnType<typeof userEvent.setup>, dateOfBirth: string) {
  await user.type(field(/First name/), 'Zoë');
  await user.type(field(/Last name/), "O'Brien-Nguyen");
  await user.type(dateField(), dateOfBirth);
}

// Each test types a whole form through user-event: slow on a busy machine, never stuck.
describe('the child information form (/child-enrollment)', () => {
  test('saves a new child with every field in the contract’s shape and hands it on as created', async () => {
    const dateOfBirth = monthsFromToday(-14);
    serveEnrollment({
      save: (body) => [200, { ...savedChild(), ...body, id: childId, location: null }],
    });
    const onSaved = renderPage();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a child' })).toBeVisible();
    await fillRequired(user, dateOfBirth);
    await user.click(screen.getByRole('combobox', { name: /Languages/ }));
    await user.click(await screen.findByRole('option', { name: 'Cantonese (廣東話)' }));
    await user.type(field('Allergies'), 'Peanuts');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(field('Contact name'), 'Lin Nguyen');
    await user.type(field('Contact phone number'), '416 555 0123');
    await user.type(field(/Relationship/), 'Grandmother');
    await user.type(field('Other notes'), 'Naps after lunch');
    expect(
      screen.getByRole('radio', { name: `Same as my address: ${parentHome.address ?? ''}` }),
    ).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save child' }));

    await waitFor(() => {
      expect(onSaved).toHaveBeenCalledOnce();
    });
    expect(sentBody()).toEqual({
      firstName: 'Zoë',
      lastName: "O'Brien-Nguyen",
      dateOfBirth,
      languages: ['yue'],
      allergies: 'Peanuts',
      medicalConditions: '',
      medications: '',
      dietaryNeeds: '',
      specialNeeds: '',
      immunizationsUpToDate: true,
      emergencyContactName: 'Lin Nguyen',
      emergencyContactPhone: '+14165550123',
      emergencyContactRelationship: 'Grandmother',
      notes: 'Naps after lunch',
      location: null,
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: childId }), true);
  });

  test('tells the parent when a provider sees the health and care notes: once it offers a spot', async () => {
    serveEnrollment();
    renderPage();
    const health = await screen.findByRole('region', { name: 'Health and care' });
    expect(
      within(health).getByText(
        'A provider sees these notes, and the other notes below, only once it offers your child a spot.',
      ),
    ).toBeInTheDocument();
  });

  test('refuses missing and malformed values in the contract’s words, focusing the first, without a request', async () => {
    serveEnrollment();
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Add a child' });
    await user.type(field('Contact phone number'), '12');
    await user.click(screen.getByRole('button', { name: 'Save child' }));

    expect(await screen.findByText('First name can not be empty')).toBeVisible();
    expect(screen.getByText('Last name can not be empty')).toBeVisible();
    expect(screen.getByText('Date of birth can not be empty')).toBeVisible();
    expect(screen.getByText(phoneNumberMessages.notE164)).toBeVisible();
    expect(field(/First name/)).toHaveFocus();
    expect(field(/First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/First name/)).toHaveAccessibleDescription('First name can not be empty');
    expect(saves()).toHaveLength(0);
  });

  test('checks a field when it is left (on blur), not while typing', async () => {
    serveEnrollment();
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Add a child' });
    await user.type(field(/First name/), 'Mia2');
    const message = childrenMessages.nameCharacters('First name');
    expect(screen.queryByText(message)).toBeNull();
    await user.tab();
    expect(await screen.findByText(message)).toBeVisible();
  });

  test('a date more than 9 months ahead or a child of 14 is refused with the server’s messages', async () => {
    serveEnrollment();
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Add a child' });
    await user.type(dateField(), monthsFromToday(10));
    await user.tab();
    expect(await screen.findByText(childrenMessages.dateOfBirthTooFarAhead)).toBeVisible();
    await user.clear(dateField());
    await user.type(dateField(), monthsFromToday(-14 * 12));
    await user.tab();
    expect(await screen.findByText(childrenMessages.dateOfBirthTooOld)).toBeVisible();
  });

  test('a date ahead of today is marked as an expected birth', async () => {
    serveEnrollment();
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Add a child' });
    const expected = monthsFromToday(4);
    await user.type(dateField(), expected);
    expect(dateField()).toHaveAccessibleDescription(
      expect.stringContaining(`Expected birth on ${formatLongDate(expected)}`),
    );
    await user.clear(dateField());
    await user.type(dateField(), monthsFromToday(-4));
    expect(dateField()).not.toHaveAccessibleDescription(expect.stringContaining('Expected birth'));
  });

  test('a date is checked as soon as it changes: a corrected one loses its error without leaving the field', async () => {
    serveEnrollment();
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Add a child' });
    await user.click(screen.getByRole('button', { name: 'Save child' }));
    expect(await screen.findByText('Date of birth can not be empty')).toBeVisible();
    const expected = monthsFromToday(2);
    await user.type(dateField(), expected);
    await waitFor(() => {
      expect(dateField()).toHaveAttribute('aria-invalid', 'false');
    });
    expect(dateField()).toHaveAccessibleDescription(
      expect.stringContaining(`Expected birth on ${formatLongDate(expected)}`),
    );
  });

  test('a refused save says Failed to create child with the server’s words, marks the field and keeps every value', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveEnrollment({
      save: () => [
        400,
        {
          message: 'Invalid request',
          code: childrenErrorCodes.dateOfBirthOutOfRange,
          detail: formatValidationDetail([
            { path: ['body', 'dateOfBirth'], message: childrenMessages.dateOfBirthTooOld },
          ]),
        },
      ],
    });
    const onSaved = renderPage();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Add a child' });
    const dateOfBirth = monthsFromToday(-30);
    await fillRequired(user, dateOfBirth);
    await user.type(field('Dietary needs'), 'Halal');
    await user.click(screen.getByRole('button', { name: 'Save child' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(specMessages.failedToCreateChild);
    expect(alert).toHaveTextContent(childrenMessages.dateOfBirthTooOld);
    expect(dateField()).toHaveAttribute('aria-invalid', 'true');
    expect(dateField()).toHaveFocus();
    expect(field(/First name/)).toHaveValue('Zoë');
    expect(field(/Last name/)).toHaveValue("O'Brien-Nguyen");
    expect(dateField()).toHaveValue(dateOfBirth);
    expect(field('Dietary needs')).toHaveValue('Halal');
    expect(onSaved).not.toHaveBeenCalled();
    expect(context.navigations).toEqual([]);
  });

  test('any other failure says Failed to create child with the server’s message, stays on the form', async () => {
    serveEnrollment({ save: () => [503, { message: 'Service unavailable, try again shortly' }] });
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Add a child' });
    await fillRequired(user, monthsFromToday(-30));
    await user.click(screen.getByRole('button', { name: 'Save child' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `${specMessages.failedToCreateChild}Service unavailable, try again shortly`,
    );
    expect(field(/First name/)).toHaveValue('Zoë');
    expect(context.navigations).toEqual([]);
  });

  test('editing loads the child’s values and saves them back with its id', async () => {
    const child = savedChild();
    serveEnrollment({
      child,
      save: (body) => [200, { ...child, ...body, id: childId, location: null }],
    });
    const onSaved = renderPage(childId);
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit child details' }),
    ).toBeVisible();
    expect(await screen.findByDisplayValue('Zoë')).toBe(field(/First name/));
    expect(field(/Last name/)).toHaveValue("O'Brien-Nguyen");
    expect(dateField()).toHaveValue(child.dateOfBirth);
    expect(field('Allergies')).toHaveValue('Peanuts: EpiPen in the bag');
    expect(field('Contact phone number')).toHaveValue('+1 416 555 0123');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(await screen.findByRole('button', { name: 'French (Français)' })).toBeVisible();

    await user.clear(field('Dietary needs'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(onSaved).toHaveBeenCalledOnce();
    });
    expect(sentBody()).toMatchObject({
      id: childId,
      firstName: 'Zoë',
      languages: ['fr'],
      dietaryNeeds: '',
      immunizationsUpToDate: false,
      emergencyContactPhone: '+14165550123',
      location: null,
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: childId }), false);
  });

  test('opened from a fresh list, the edit form starts from the list’s copy without asking again', async () => {
    serveEnrollment();
    const child = savedChild();
    queryClient.setQueryData(childrenKeys.list(), {
      items: [
        { ...child, waitlist: { waitlistTicketId: null, activeRequests: 0, bestPosition: null } },
      ],
    });
    renderPage(childId);
    expect(await screen.findByDisplayValue('Zoë', undefined)).toBe(field(/First name/));
    // No GET /enrollment/getChildInfo route is served: a request would fail the test.
    expect(context.server.requests.some((r) => r.path === childrenApiPaths.getChildInfo)).toBe(
      false,
    );
  });

  test('a child with an address of its own keeps it when saved, and can go back to the parent’s', async () => {
    const ownPlace = {
      address: '55, Bloor Street West, Toronto, Canada',
      latitude: 43.67,
      longitude: -79.39,
      locationSource: 'pin' as const,
    };
    const child = savedChild({ location: ownPlace });
    serveEnrollment({ child, save: (body) => [200, { ...child, ...body, id: childId }] });
    const onSaved = renderPage(childId);
    const user = userEvent.setup();
    expect(await screen.findByText(ownPlace.address, undefined)).toBeVisible();
    expect(screen.getByRole('radio', { name: /A different address for this child/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(onSaved).toHaveBeenCalledOnce();
    });
    expect(sentBody(0)).toMatchObject({ location: ownPlace });

    await user.click(
      screen.getByRole('radio', { name: `Same as my address: ${parentHome.address ?? ''}` }),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(onSaved).toHaveBeenCalledTimes(2);
    });
    expect(sentBody(1)).toMatchObject({ location: null });
  });

  test('another parent’s child or an unknown id says it is not on the account', async () => {
    serveEnrollment({ child: savedChild() });
    renderPage('6c1d8e63-4f5a-4e8b-8c2f-1b2c3d4e5f60');
    expect(await screen.findByText('This child is not on your account.', undefined)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your children' })).toHaveAttribute(
      'href',
      '/waitlist/children',
    );
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  test('a child of its own address: typed when the geocoder cannot help, placed at its postal area, sent as address and that place', async () => {
    context.server.route('GET', '/geocoder/reverse', (_request, response) => {
      sendJson(response, 503, { error: 'down' });
    });
    // The server's geocoder is down too: the postal code's area is the place.
    context.server.route('POST', addressesApiPaths.locate, (_request, response) => {
      sendJson(response, 200, {
        place: {
          latitude: 43.651252,
          longitude: -79.383717,
          locationSource: 'postal-code-centroid',
          postalArea: 'M5H',
        },
        geocoderReachable: false,
      });
    });
    serveEnrollment({
      parentLocation: noLocation,
      save: (body) => [200, { ...savedChild(), ...body, id: childId }],
    });
    const onSaved = renderPage();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Add a child' });
    expect(await screen.findByText(/You have not saved an address yet/)).toBeVisible();
    await fillRequired(user, monthsFromToday(-30));
    await user.click(screen.getByRole('radio', { name: /A different address for this child/ }));
    const house = await screen.findByRole('textbox', { name: /House number/ });
    await user.click(screen.getByRole('button', { name: 'Save child' }));
    expect(saves()).toHaveLength(0);
    expect(field('Address found for the pin')).toHaveAttribute('aria-invalid', 'true');

    // City, province and country come filled in.
    expect(field(/City/)).toHaveValue('Toronto');
    const parts: [HTMLElement, string][] = [
      [house, '100'],
      [screen.getByRole('combobox', { name: /Street/ }), 'Queen Street West'],
      [field(/Postal code/), 'M5H 2N2'],
    ];
    for (const [input, text] of parts) {
      await user.click(input);
      await user.paste(text);
    }
    expect(await screen.findByText(/Approximate position: near M5H/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save child' }));
    await waitFor(() => {
      expect(onSaved).toHaveBeenCalledOnce();
    });
    expect(sentBody()).toMatchObject({
      location: {
        address: '100, Queen Street West, Toronto, Canada',
        latitude: 43.651252,
        longitude: -79.383717,
        locationSource: 'postal-code-centroid',
      },
    });
    expect(
      within(screen.getByRole('region', { name: 'Where to look for care' })).getByRole('radio', {
        name: /different address/,
      }),
    ).toBeChecked();
  });
});
