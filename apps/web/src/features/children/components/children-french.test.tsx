import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ChildListItem } from '@kinderwait/contract/children';
import { childrenApiPaths } from '@kinderwait/contract/children';
import { cataloguesApiPaths } from '@kinderwait/contract/catalogues';
import {
  addCalendarMonths,
  formatCalendarDate as formatIsoDate,
  parseCalendarDate,
  todayInTimeZone,
} from '@kinderwait/contract/rules/calendar-date';
import { userLocationsApiPaths } from '@kinderwait/contract/user-locations';
import { locationCatalogue } from '../../../components/location/location-messages';
import { setMapSettingsForTests } from '../../../config/map-settings';
import { ageWordsCatalogue } from '../../../components/age-words/age-words-messages';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { loadValidationWords } from '../../../components/form/validation-loader';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sampleChild } from '../../../test/child-fixtures';
import { englishLeft } from '../../../test/english-left';
import ageEnglish from '../../../components/age-words/messages/age-words.en';
import { sendJson } from '../../../test/http-test-server';
import { childrenCatalogue } from '../children-messages';
import english from '../messages/children.en';
import { ChildEnrollmentPage } from './child-enrollment-page';
import { ChildrenListPage } from './children-list-page';
import { renderInFrench } from '../../../test/render-in-french';

const context = setupApiTestContext();

beforeAll(() => {
  setMapSettingsForTests({
    tileUrl: `${context.server.origin}/tiles/{z}/{x}/{y}.png`,
    tileAttribution: 'Test tiles',
    geocoderUrl: `${context.server.origin}/geocoder`,
    addressSuggestions: false,
  });
  return Promise.all([
    ...[childrenCatalogue, locationCatalogue, ageWordsCatalogue].map((catalogue) =>
      loadMessages(catalogue, 'fr'),
    ),
    loadValidationWords('fr'),
  ]);
});
afterAll(() => {
  setMapSettingsForTests(undefined);
});

const monthsFromToday = (months: number) =>
  formatIsoDate(addCalendarMonths(todayInTimeZone(), months));

const longFrenchDate = (iso: string) => {
  const date = parseCalendarDate(iso);
  if (date === null) throw new Error(`not a date: ${iso}`);
  return new Intl.DateTimeFormat('fr-CA', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(date.year, date.month - 1, date.day));
};

describe('the children screens in French', () => {
  test('the list words ages, age labels, expected births and requests in French', async () => {
    const expected = monthsFromToday(2);
    const items: ChildListItem[] = [
      {
        ...sampleChild({
          id: '5b0c7f52-3f4e-4d7a-9b1e-0a1b2c3d4e51',
          firstName: 'Mia',
          dateOfBirth: monthsFromToday(-20),
        }),
        waitlist: {
          waitlistTicketId: 'c3c3c3c3-0000-4000-8000-000000000003',
          activeRequests: 3,
          bestPosition: 1,
        },
      },
      {
        ...sampleChild({
          id: '5b0c7f52-3f4e-4d7a-9b1e-0a1b2c3d4e52',
          firstName: 'Léo',
          dateOfBirth: expected,
        }),
        waitlist: { waitlistTicketId: null, activeRequests: 0, bestPosition: null },
      },
    ];
    context.server.route('GET', childrenApiPaths.children, (_request, response) => {
      sendJson(response, 200, { items });
    });
    await renderInFrench(
      <ChildrenListPage
        links={{
          wizard: (id) => `/waitlist/${id}`,
          matches: (id) => `/matches/${id}`,
          edit: (id) => `/child-enrollment?childId=${id}`,
          requests: (id) => `/requests/${id}`,
        }}
        addHref="/child-enrollment"
        requestsHref="/waitlist/childcare-requests"
      />,
    );

    const mia = await screen.findByRole('listitem', { name: 'Mia Chen' });
    expect(within(mia).getByText('Bambin')).toBeVisible();
    expect(within(mia).getByText('1 an et 8 mois')).toBeVisible();
    expect(
      within(mia).getByRole('link', { name: '3 demandes · meilleur rang : 1er' }),
    ).toBeVisible();
    expect(
      within(mia).getByRole('link', { name: 'Modifier les besoins de garde : Mia Chen' }),
    ).toBeVisible();
    const leo = screen.getByRole('listitem', { name: 'Léo Chen' });
    expect(within(leo).getByText(`Naissance prévue le ${longFrenchDate(expected)}`)).toBeVisible();
    expect(within(leo).getByText('Pas encore de liste d’attente')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Vos enfants' })).toBeVisible();
    expect(englishLeft(document.body.textContent, english)).toEqual([]);
    expect(englishLeft(document.body.textContent, ageEnglish)).toEqual([]);
  });

  test('the child form labels its sections, fields and answers in French', async () => {
    context.server.route('GET', userLocationsApiPaths.getUserLocation, (_request, response) => {
      sendJson(response, 200, {
        address: null,
        latitude: null,
        longitude: null,
        locationDetails: null,
        locationSource: null,
        addressPartSources: null,
        updateChildrenLocation: false,
        updatedAt: null,
      });
    });
    context.server.route('GET', cataloguesApiPaths.languages, (_request, response) => {
      sendJson(response, 200, [{ code: 'fr', name: 'French', nativeName: 'Français' }]);
    });
    await renderInFrench(
      <ChildEnrollmentPage listHref="/waitlist/children" onSaved={() => undefined} />,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Ajouter un enfant' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Prénom/ })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Je ne sais pas' })).toBeInTheDocument();
    expect(screen.getByText(/Au plus 1\s000 caractères\./)).toBeVisible();
    expect(
      await screen.findByText(/Vous n’avez pas encore enregistré d’adresse/),
    ).toBeInTheDocument();
    expect(englishLeft(document.body.textContent, english)).toEqual([]);
    // The form's own rule in French.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enregistrer l’enfant' }));
    expect(
      await screen.findByText('Le champ « Date de naissance » est obligatoire'),
    ).toBeInTheDocument();
  });
});
