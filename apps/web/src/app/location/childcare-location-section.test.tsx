import { act, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { childcareProvidersApiPaths } from '@kinderwait/contract/childcare-providers';
import { childcareProviderCatalogue } from '../../features/childcare-provider/childcare-provider-messages';
import english from '../../features/childcare-provider/messages/childcare-provider.en';
import { I18nProvider } from '../../lib/i18n/i18n-provider';
import type { Language } from '../../lib/i18n/language';
import { loadMessages } from '../../lib/i18n/use-messages';
import { writeToken } from '../../lib/storage';
import { setupApiTestContext } from '../../test/api-test-context';
import { sendJson } from '../../test/http-test-server';
import { QueryWrapper } from '../../test/query-wrapper';
import { ChildcareLocationSection } from './childcare-location-section';

const context = setupApiTestContext();

async function renderIn(language: Language) {
  context.server.route('GET', childcareProvidersApiPaths.location, (_request, response) => {
    sendJson(response, 200, {
      address: null,
      latitude: null,
      longitude: null,
      locationDetails: null,
      locationSource: null,
      addressPartSources: null,
    });
  });
  writeToken({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  // As the profile's routes do in their loaders.
  await loadMessages(childcareProviderCatalogue, language);
  await act(() => {
    render(
      <QueryWrapper>
        <I18nProvider language={language}>
          <ChildcareLocationSection role={null} />
        </I18nProvider>
      </QueryWrapper>,
    );
    return Promise.resolve();
  });
}

describe('the provider profile’s location part', () => {
  test('speaks French on a French screen', async () => {
    await renderIn('fr');
    expect(await screen.findByText('Aucun emplacement pour l’instant.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Emplacement' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Changer l’emplacement' })).toBeVisible();
  });

  test('keeps its English words', async () => {
    await renderIn('en');
    expect(await screen.findByText(english.locationNone)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Location' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change the location' })).toBeVisible();
    expect(english.locationNone).toBe('No location set yet.');
  });
});
