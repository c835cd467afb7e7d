import { act, configure, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import type { OfferLinkView } from '@kinderwait/contract/offers';
import { offersApiPaths, offersErrorCodes, offersMessages } from '@kinderwait/contract/offers';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { I18nProvider } from '../../../lib/i18n/i18n-provider';
import type { Language } from '../../../lib/i18n/language';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import english from '../messages/offers.en';
import { OfferLinkPage } from './offer-link-page';

const context = setupApiTestContext();
configure({ asyncUtilTimeout: 5000 });

const offerId = 'c3c3c3c3-0000-4000-8000-000000000003';

const offer: OfferLinkView = {
  id: offerId,
  ageGroupId: 2,
  // The server's name, in English whatever the reader's language.
  ageGroupName: 'Toddler',
  startDate: '2027-01-04',
  deadlineAt: '2099-11-27T04:59:00.000Z',
  status: 'open',
  providerName: 'Soleil',
  childFirstName: 'Mia',
  answerable: true,
};

async function renderPage(language: Language, token = 'a-token') {
  const element = (
    <I18nProvider language={language}>
      <OfferLinkPage offerId={offerId} token={token} requestsHref="/requests" />
    </I18nProvider>
  );
  const router = createMemoryRouter([{ path: '*', element }]);
  // Awaited: React resumes the render suspended on the messages' chunk inside this scope.
  await act(() => {
    render(<RouterProvider router={router} />, { wrapper: QueryWrapper });
    return Promise.resolve();
  });
}

describe('the offer link page', () => {
  test('keeps the contract’s words for a bad link and a missing offer', () => {
    expect(english.noToken).toBe(offersMessages.linkInvalid);
    expect(english.errorOfferLinkInvalid).toBe(offersMessages.linkInvalid);
    expect(english.errorOfferNotFound).toBe(offersMessages.offerNotFound);
    expect(english.errorOfferNotOpen).toBe(offersMessages.offerNotOpen);
  });

  test('shows the offer and, once accepted, where the child starts', async () => {
    context.server.route('POST', buildUrl(offersApiPaths.linkView, { offerId }), (_q, response) => {
      sendJson(response, 200, offer);
    });
    context.server.route(
      'POST',
      buildUrl(offersApiPaths.linkAnswer, { offerId }),
      (_request, response) => {
        sendJson(response, 200, { ...offer, status: 'accepted', answerable: false });
      },
    );
    await renderPage('en');
    expect(await screen.findByRole('heading', { name: 'A spot for Mia at Soleil' })).toBeVisible();
    expect(screen.getByText('Waiting for your answer')).toBeVisible();
    expect(screen.getByText('Toddler')).toBeVisible();
    await act(() => {
      screen.getByRole('button', { name: 'Accept the spot' }).click();
      return Promise.resolve();
    });
    expect(
      await screen.findByText(/^You accepted\. Mia is enrolled at Soleil from Monday, 04 January/),
    ).toBeVisible();
  });

  test('in French, words the offer, its age group, its date and an error in Canadian French', async () => {
    context.server.route('POST', buildUrl(offersApiPaths.linkView, { offerId }), (_q, response) => {
      sendJson(response, 200, offer);
    });
    context.server.route(
      'POST',
      buildUrl(offersApiPaths.linkAnswer, { offerId }),
      (_request, response) => {
        sendJson(response, 410, { code: offersErrorCodes.offerExpired, message: 'expired' });
      },
    );
    await renderPage('fr');
    expect(
      await screen.findByRole('heading', { name: 'Une place pour Mia chez Soleil' }),
    ).toBeVisible();
    expect(screen.getByText(/^lundi 4 janvier( 2027)?$/)).toBeVisible();
    expect(screen.getByText('En attente de votre réponse')).toBeVisible();
    // The server's English group name, worded in French by its id.
    expect(screen.getByText('Bambins')).toBeVisible();
    expect(screen.queryByText('Toddler')).not.toBeInTheDocument();
    await act(() => {
      screen.getByRole('button', { name: 'Accepter la place' }).click();
      return Promise.resolve();
    });
    expect(await screen.findByText(/^Cette offre a expiré : il fallait répondre/)).toBeVisible();

    // No word of the English catalogue is left on screen (the countdown is a shared component's).
    const shown = document.body.textContent;
    for (const words of Object.values(english)) {
      const fixedPart = words.split('{')[0] ?? '';
      if (fixedPart.length > 3) expect(shown).not.toContain(fixedPart);
    }
  });
});
