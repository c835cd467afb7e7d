import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import english from '../messages/waitlist-wizard.en';
import french from '../messages/waitlist-wizard.fr';
import filterWords from '../../../components/care-filters/messages/care-filters.en';
import filterWordsFr from '../../../components/care-filters/messages/care-filters.fr';
import { englishLeft } from '../../../test/english-left';
import {
  childId,
  inAMonth,
  renderWizard,
  setupWizardTest,
  stepHeading,
} from './waitlist-wizard-test-api';

const { serveApi } = setupWizardTest();

describe('the waitlist wizard in French', () => {
  test('a parent goes through it in French, asks for care in French, and the ticket keeps it', async () => {
    const api = serveApi();
    renderWizard(`/waitlist/${childId}`, 'fr');
    const user = userEvent.setup();

    await stepHeading('Quel type de service de garde?');
    expect(screen.getByText('Étape 1 sur 5')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Service de garde pour Zoë' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(
      await screen.findByText(
        'Veuillez choisir au moins un type de service de garde dans la liste',
      ),
    ).toBeInTheDocument();
    // The catalogue's items by their French names, from their codes.
    await user.click(await screen.findByRole('checkbox', { name: 'Garderie agréée' }));
    fireEvent.change(screen.getByRole('slider', { name: 'À quelle distance de la maison?' }), {
      target: { value: '12' },
    });
    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    await stepHeading('Quel type de garde?');
    await user.click(await screen.findByRole('checkbox', { name: 'Temps partiel' }));
    await user.click(screen.getByRole('switch', { name: 'Garde en français seulement' }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    await stepHeading('Quand avez-vous besoin d’un service de garde?');
    fireEvent.change(screen.getByLabelText(/Date de début souhaitée/), {
      target: { value: inAMonth() },
    });
    await user.click(screen.getByRole('button', { name: 'vendredi soir' }));
    expect(screen.getByText('Mes disponibilités préférées : vendredi - soir')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    await stepHeading('Combien pouvez-vous payer?');
    const [firstFee] = await screen.findAllByRole('checkbox');
    if (firstFee === undefined) throw new Error('a fee bracket expected');
    await user.click(firstFee);
    expect(
      await screen.findByText('12 services de garde correspondent pour l’instant'),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(api.filters.at(-1)).toMatchObject({ CareInFrench: true });
    });
    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    await stepHeading('Vérifier et enregistrer');
    expect(screen.getByText('Garderie agréée')).toBeInTheDocument();
    expect(screen.getByText('À 12 km ou moins')).toBeInTheDocument();
    expect(screen.getByText('Temps partiel')).toBeInTheDocument();
    expect(
      screen.getByText('Programmes en français et d’immersion française seulement'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier la garde en français' })).toBeVisible();
    // A French date: a weekday and a month in words, no English.
    const section = screen.getByRole('region');
    expect(section.textContent).toMatch(
      /(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} [a-zéû]+/,
    );
    // No word of either English catalogue is left (but words French shares: "Distance").
    const shown = document.body.textContent;
    expect(englishLeft(shown, english, { french, match: 'anywhere' })).toEqual([]);
    expect(englishLeft(shown, filterWords, { french: filterWordsFr, match: 'anywhere' })).toEqual(
      [],
    );

    await user.click(
      screen.getByRole('button', {
        name: 'Enregistrer et voir les services de garde qui correspondent',
      }),
    );
    await waitFor(() => {
      expect(api.saves).toHaveLength(1);
    });
    expect(api.saves[0]?.body).toMatchObject({ CareInFrench: true, ProviderTypes: [1] });
  });
});
