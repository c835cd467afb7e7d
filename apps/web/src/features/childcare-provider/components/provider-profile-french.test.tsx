import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { I18nProvider } from '../../../lib/i18n/i18n-provider';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { englishLeft } from '../../../test/english-left';
import { QueryWrapper } from '../../../test/query-wrapper';
import { childcareProviderCatalogue } from '../childcare-provider-messages';
import english from '../messages/childcare-provider.en';
import french from '../messages/childcare-provider.fr';
import { ProviderProfilePage } from './provider-profile-page';
import { setupProviderProfileScreen } from './provider-profile-test-api';

const { serveProfile } = setupProviderProfileScreen();

describe('the provider profile screen in French', () => {
  test('labels every part in Canadian French, with 24-hour fr-CA times and French catalogue names', async () => {
    serveProfile(() => [200, {}], false);
    // The French words loaded first, as the route's loader does, so nothing suspends.
    await loadMessages(childcareProviderCatalogue, 'fr');
    // A data router: the screen guards its unsaved changes against leaving.
    const router = createMemoryRouter([
      {
        path: '/',
        element: <ProviderProfilePage roleCode="Licenced" locationSection={null} />,
      },
    ]);
    render(
      <QueryWrapper>
        <I18nProvider language="fr">
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryWrapper>,
    );

    expect(
      await screen.findByRole('heading', { name: 'Le profil de votre service de garde' }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Tarif par jour ($ CA)' })).toHaveValue('65.00');
    expect(screen.getAllByText('En dollars, par exemple 65,00')).toHaveLength(2);
    // The catalogues' items in French (lib/catalogue-names.ts), the server's English gone.
    expect(screen.getByRole('combobox', { name: 'Type de service de garde' })).toHaveTextContent(
      'Garderie agréée',
    );
    expect(screen.getByRole('checkbox', { name: 'Temps plein' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Temps partiel' })).toBeInTheDocument();
    expect(screen.getByText('anglais')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Groupe d’âge' })).toHaveTextContent('Bambins');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Lundi : ouvert – Bambins' }));
    expect(screen.getByLabelText('Lundi, ouverture – Bambins')).toHaveValue('08:00');
    expect(screen.getByText('8 h 00')).toBeVisible();
    expect(screen.getByText('18 h 00')).toBeVisible();
    expect(englishLeft(document.body.textContent, english, { french, match: 'anywhere' })).toEqual(
      [],
    );
    for (const name of ['Toddler', 'Licensed centre', 'Full-time', 'Part-time', 'English'])
      expect(document.body).not.toHaveTextContent(name);
  });
});
