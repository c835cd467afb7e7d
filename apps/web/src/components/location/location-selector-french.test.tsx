import { act, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { setMapSettingsForTests } from '../../config/map-settings';
import { I18nProvider } from '../../lib/i18n/i18n-provider';
import { loadMessages } from '../../lib/i18n/use-messages';
import { setupApiTestContext } from '../../test/api-test-context';
import { englishLeft } from '../../test/english-left';
import { sendJson } from '../../test/http-test-server';
import { locationCatalogue } from './location-messages';
import { LocationSelector } from './location-selector';
import english from './messages/location.en';

const context = setupApiTestContext();

beforeAll(() => {
  setMapSettingsForTests({
    tileUrl: `${context.server.origin}/tiles/{z}/{x}/{y}.png`,
    tileAttribution: 'Test tiles',
    geocoderUrl: `${context.server.origin}/geocoder`,
    addressSuggestions: false,
  });
  return loadMessages(locationCatalogue, 'fr');
});
afterAll(() => {
  setMapSettingsForTests(undefined);
});

describe('the location selector in French', () => {
  test('names the address, its typed parts and the map in French when the geocoder is down', async () => {
    context.server.route('GET', '/geocoder/reverse', (_request, response) => {
      sendJson(response, 503, { error: 'down' });
    });
    await act(async () => {
      render(
        <I18nProvider language="fr">
          <LocationSelector
            title="Indiquez une adresse"
            submitText="Enregistrer mon adresse"
            saved={null}
            onSubmit={() => undefined}
          />
        </I18nProvider>,
      );
      await Promise.resolve();
    });

    expect(await screen.findByRole('textbox', { name: /Numéro civique/ })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Code postal/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeVisible();
    expect(
      screen.getByText(
        'Remarque : cliquez sur le bouton Modifier et déplacez l’épingle jusqu’à votre adresse',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(/^Nous n’avons pas pu trouver d’adresse pour cet endroit\./),
    ).toBeVisible();
    expect(englishLeft(document.body.textContent, english)).toEqual([]);
  });
});
