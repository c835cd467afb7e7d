import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { cataloguesApiPaths } from '@kinderwait/contract/catalogues';
import { childrenApiPaths, childrenMessages } from '@kinderwait/contract/children';
import { commonErrorCodes, commonErrorMessages } from '@kinderwait/contract/errors';
import {
  addCalendarMonths,
  formatCalendarDate,
  todayInTimeZone,
} from '@kinderwait/contract/rules/calendar-date';
import { userLocationsApiPaths } from '@kinderwait/contract/user-locations';
import { formatValidationDetail } from '@kinderwait/contract/validation-detail';
import type { ValidationIssue } from '@kinderwait/contract/validation-detail';
import { locationCatalogue } from '../../../components/location/location-messages';
import { loadValidationWords } from '../../../components/form/validation-loader';
import validationEnglish from '../../../components/form/messages/validation.en';
import { I18nProvider } from '../../../lib/i18n/i18n-provider';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { setupApiTestContext } from '../../../test/api-test-context';
import { cityHallAddress } from '../../../test/location-fixtures';
import { englishLeft } from '../../../test/english-left';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { childrenCatalogue } from '../children-messages';
import { ChildEnrollmentPage } from './child-enrollment-page';

const context = setupApiTestContext();

beforeAll(() =>
  Promise.all([
    loadMessages(childrenCatalogue, 'fr'),
    loadMessages(locationCatalogue, 'fr'),
    loadValidationWords('fr'),
  ]),
);

/** The form's calls; a save is refused with a 400 naming fields, as the server words it. */
function serveEnrollment(refusal: readonly ValidationIssue[] = []) {
  context.server.route('GET', userLocationsApiPaths.getUserLocation, (_request, response) => {
    sendJson(response, 200, {
      address: '100, Queen Street West, Toronto, Canada',
      latitude: 43.6532,
      longitude: -79.3832,
      locationDetails: cityHallAddress,
      locationSource: 'pin',
      addressPartSources: null,
      updateChildrenLocation: true,
      updatedAt: '2026-11-01T00:00:00.000Z',
    });
  });
  context.server.route('GET', cataloguesApiPaths.languages, (_request, response) => {
    sendJson(response, 200, [{ code: 'fr', name: 'French', nativeName: 'Français' }]);
  });
  context.server.route('POST', childrenApiPaths.saveChildInfo, (_request, response) => {
    sendJson(response, 400, {
      message: commonErrorMessages.invalidRequest,
      code: commonErrorCodes.validationFailed,
      detail: formatValidationDetail(refusal),
    });
  });
}

function renderInFrench() {
  const element = <ChildEnrollmentPage listHref="/waitlist/children" onSaved={() => undefined} />;
  const router = createMemoryRouter([{ path: '*', element }]);
  render(
    <QueryWrapper>
      <I18nProvider language="fr">
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryWrapper>,
  );
}

/** The text, each space matching a non-breaking one too (the matchers read them differently). */
const spaced = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[ \u00a0]/g, '\\s'));

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function submitFilled(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/Prénom/), 'Zoë');
  await user.type(field(/Nom de famille/), 'Tremblay');
  await user.type(
    screen.getByLabelText(/Date de naissance/),
    formatCalendarDate(addCalendarMonths(todayInTimeZone(), -20)),
  );
  await user.click(screen.getByRole('button', { name: 'Enregistrer l’enfant' }));
}

describe('the child form’s validation messages in French', () => {
  test('a contract schema’s message reads in French, with its field named in French', async () => {
    serveEnrollment();
    renderInFrench();
    const user = userEvent.setup();
    await user.type(field(/Prénom/), 'Zoë 3');
    await user.tab();

    await waitFor(() => {
      expect(field(/Prénom/)).toHaveAccessibleDescription(
        spaced(
          'Le champ «\u00a0Prénom\u00a0» ne peut contenir que des lettres, des espaces, des traits d’union, des apostrophes et des points.',
        ),
      );
    });
    expect(englishLeft(document.body.textContent, validationEnglish, { parts: 'all' })).toEqual([]);
  });

  test('a field error of the server’s 400 reads in French next to its field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveEnrollment([
      { path: ['body', 'lastName'], message: childrenMessages.nameCharacters('Last name') },
    ]);
    renderInFrench();
    const user = userEvent.setup();
    await submitFilled(user);

    const expected = spaced(
      'Le champ «\u00a0Nom de famille\u00a0» ne peut contenir que des lettres, des espaces, des traits d’union, des apostrophes et des points.',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
    expect(field(/Nom de famille/)).toHaveAccessibleDescription(expected);
    expect(englishLeft(document.body.textContent, validationEnglish, { parts: 'all' })).toEqual([]);
  });

  test('a message no catalogue knows reads as a general French sentence, never in English', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveEnrollment([{ path: ['body', 'notes'], message: 'Notes must not mention the moon' }]);
    renderInFrench();
    const user = userEvent.setup();
    await submitFilled(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Cette valeur n’est pas valide.');
    expect(field(/Autres notes/)).toHaveAccessibleDescription('Cette valeur n’est pas valide.');
    expect(document.body.textContent).not.toContain('moon');
  });
});
