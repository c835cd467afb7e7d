import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { offersMessages } from '@kinderwait/contract/offers';
import { waitlistMessages } from '@kinderwait/contract/waitlist';
import english from '../messages/childcare-requests.en';
import {
  ada,
  ben,
  openOffer,
  renderPage,
  request,
  rowOf,
  setupRequestsScreen,
} from './childcare-requests-test-api';
import { paths } from '../../../config/paths';

const { serveList } = setupRequestsScreen();

describe('the childcare requests screen’s words', () => {
  test('keep the contract’s error words in English, word for word', () => {
    expect(english.errorOfferNotFound).toBe(offersMessages.offerNotFound);
    expect(english.errorOfferNotOpen).toBe(offersMessages.offerNotOpen);
    expect(english.errorOfferNotAccepted).toBe(offersMessages.notAccepted);
    expect(english.errorRequestNotFound).toBe(waitlistMessages.requestNotFound);
    expect(english.errorRequestEnrolled).toBe(waitlistMessages.requestEnrolled);
    expect(english.errorTicketNotFound).toBe(waitlistMessages.ticketNotFound);
    expect(english.errorProviderNotFound).toBe(waitlistMessages.providerNotFound);
  });
});

describe('the childcare requests screen in French', () => {
  test('words requests, places in line, an offer and dates in Canadian French, with no English left', async () => {
    serveList(() => [
      request(1, ben, { claimed: true, providerType: 'licensed-home', position: 1 }),
      request(2, ada),
      request(3, ada, {
        status: 'withdrawn',
        position: null,
        withdrawnAt: '2026-11-05T15:00:00.000Z',
      }),
      request(4, ada, { status: 'offered', offer: openOffer() }),
    ]);
    await renderPage(paths.app.childcareRequests.getHref(), 'fr');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vos demandes de place' }),
    ).toBeVisible();
    const adaSection = await screen.findByRole('region', { name: 'Ada Byron' });
    expect(within(adaSection).getByText('2 demandes, 1 retirée')).toBeVisible();

    const waiting = rowOf('Centre 2');
    expect(within(waiting).getByText('Garderie agréée')).toBeVisible();
    expect(within(waiting).getByText('État : En attente')).toBeVisible();
    // 03:30 UTC on Nov 2 is still Nov 1 in Toronto.
    expect(within(waiting).getByText('Envoyée le 1 nov. 2026')).toBeVisible();
    expect(within(waiting).getByText('Rang 3 sur 12')).toBeInTheDocument();
    expect(
      within(waiting).getByText('Rang 3 sur 12 familles en attente : 2 familles avant vous'),
    ).toBeInTheDocument();
    expect(
      within(waiting).getByRole('button', { name: 'Retirer la demande à Centre 2 pour Ada' }),
    ).toBeVisible();
    expect(within(rowOf('Centre 3')).getByText(/Retirée le 5 nov\. 2026/)).toBeVisible();
    expect(
      within(rowOf('Centre 1')).getByText(
        'Prochaine famille sur la liste : première de 12 familles en attente',
      ),
    ).toBeInTheDocument();

    const panel = screen.getByRole('region', { name: 'Centre 4 vous offre une place' });
    expect(
      within(panel).getByText('Groupe Bambins, à partir du lundi 4 janvier 2027'),
    ).toBeVisible();
    expect(
      within(panel).getByRole('button', { name: 'Accepter la place chez Centre 4 pour Ada' }),
    ).toBeVisible();
    expect(
      await screen.findAllByText(
        /^Confirmé : nous vous le demanderons de nouveau vers le 30 janv\. 2027\./,
      ),
    ).not.toHaveLength(0);

    // No word of the English catalogue is left (the deadline's countdown is a shared component's).
    const shown = document.body.textContent;
    for (const words of Object.values(english)) {
      const fixedPart = words.split('{')[0] ?? '';
      if (fixedPart.length > 3) expect(shown).not.toContain(fixedPart);
    }
  });
});
