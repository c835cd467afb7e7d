import { configure, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { childrenMessages } from '@kinderwait/contract/children';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { surveysApiPaths } from '@kinderwait/contract/surveys';
import { waitlistMessages } from '@kinderwait/contract/waitlist';
import { setMapSettingsForTests } from '../../../config/map-settings';
import { paths } from '../../../config/paths';
import { setupApiTestContext } from '../../../test/api-test-context';
import { englishLeft } from '../../../test/english-left';
import { sendJson } from '../../../test/http-test-server';
import type { SendingResult } from '../lib/sending-result';
import english from '../messages/childcare-matches.en';
import french from '../messages/childcare-matches.fr';
import { MatchesPage } from './matches-page';
import { childId, cityListing, requested, serveMatchesApi, sunnyDays } from './matches-test-api';
import { SendingResultPage } from './sending-result-page';
import { renderInFrench } from '../../../test/render-in-french';

const context = setupApiTestContext();
configure({ asyncUtilTimeout: 5000 });

setMapSettingsForTests({
  tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  tileAttribution: 'Test tiles',
  geocoderUrl: 'http://127.0.0.1:9',
  addressSuggestions: false,
});

/**
 * No text of the English catalogue on screen, but for words French shares ("Distance"); a message
 * without arguments as an element's whole text, so that "List" is not found inside "Liste". The
 * provider types' names come from the server's catalogue (named in French by its own work), so
 * their fallbacks are not looked for.
 */
function expectNoEnglishLeft() {
  const left = englishLeft(document.body.textContent, english, {
    french,
    match: 'anywhere',
    skipKeys: ['providerType'],
    wholeTextsOf: document.body,
  });
  expect(left).toEqual([]);
}

describe('the matches’ words', () => {
  test('keep the contract’s error words in English, word for word', () => {
    expect(english.errorChildLocationMissing).toBe(waitlistMessages.noLocation);
    expect(english.errorChildOutOfAgeRange).toBe(waitlistMessages.childTooOld);
    expect(english.errorChildNotFound).toBe(childrenMessages.childNotFound);
    expect(english.errorProviderNotFound).toBe(waitlistMessages.providerNotFound);
  });
});

describe('the matches screen in French', () => {
  test('words providers, distances, fees, hours and places in line in Canadian French', async () => {
    serveMatchesApi(context.server, [sunnyDays, cityListing, requested]);
    await renderInFrench(
      <MatchesPage childId={childId} onSent={vi.fn()} />,
      paths.app.childcareProviders.getHref(childId),
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Services de garde qui conviennent à Maya',
      }),
    ).toBeVisible();
    expect(await screen.findByText('3 services de garde conviennent')).toBeVisible();

    const sunny = within(screen.getByRole('article', { name: sunnyDays.name }));
    // The server's catalogue names the type in English; the card names it in French.
    expect(await sunny.findByText('Garderie agréée · à 1,2 km')).toBeVisible();
    expect(screen.queryByText(/Licensed child care centre/)).toBeNull();
    expect(sunny.getByText('Agréé')).toBeVisible();
    expect(sunny.getByText('AGJEPC')).toBeVisible();
    expect(
      sunny.getByText(
        'Bambins : 3 places libres à partir du lundi 3 mai 2027 (15 places autorisées pour le groupe Bambins)',
      ),
    ).toBeVisible();
    expect(sunny.getByText('22,00 $ par jour')).toBeVisible();
    expect(sunny.getByText('du lundi au vendredi, 7 h 30 à 18 h 00')).toBeVisible();
    expect(
      sunny.getByRole('button', { name: `Ajouter ${sunnyDays.name} aux favoris` }),
    ).toBeVisible();

    const city = within(screen.getByRole('article', { name: cityListing.name }));
    expect(city.getByText('Bambins : 10 places autorisées')).toBeVisible();
    const waiting = within(screen.getByRole('article', { name: requested.name }));
    expect(
      waiting.getByText(
        'Demande envoyée · rang 4 (sur la liste de KinderWait, pas sur la liste d’attente du centre)',
      ),
    ).toBeVisible();
    expect(screen.getByText('0 service de garde choisi')).toBeVisible();
    expectNoEnglishLeft();
  });
});

describe('the sending result page in French', () => {
  test('sums up and lists the outcomes in Canadian French', async () => {
    const result: SendingResult = {
      childId,
      childFirstName: 'Maya',
      items: [
        {
          childcareProviderId: sunnyDays.id,
          providerName: sunnyDays.name,
          outcome: 'sent',
          request: {
            id: '0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e60',
            status: 'waiting',
            sentAt: '2026-11-23T10:00:00.000Z',
            position: 2,
          },
          code: null,
          message: null,
        },
        {
          childcareProviderId: cityListing.id,
          providerName: cityListing.name,
          outcome: 'failed',
          request: null,
          code: 'not_a_match',
          message: 'Not a match of this ticket',
        },
      ],
    };
    context.server.route(
      'GET',
      buildUrl(surveysApiPaths.status, { type: 'waitlist' }),
      (_request, response) => {
        sendJson(response, 200, { type: 'waitlist', status: 'answered' });
      },
    );
    await renderInFrench(<SendingResultPage result={result} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Vos demandes de place' })).toBeVisible();
    expect(screen.getByText('Pour Maya. 1 demande envoyée, 1 non envoyée.')).toBeVisible();
    const sent = within(screen.getByRole('region', { name: 'Envoyées (1)' }));
    expect(sent.getByText('Rang 2 sur la liste d’attente')).toBeVisible();
    const failed = within(screen.getByRole('region', { name: 'Non envoyées (1)' }));
    expect(
      failed.getByText(
        'Ce service de garde ne correspond plus à l’inscription de l’enfant sur liste d’attente.',
      ),
    ).toBeVisible();
    expectNoEnglishLeft();
  });
});
