import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { testUser } from '../../../test/account-fixtures';
import { englishLeft } from '../../../test/english-left';
import english from '../messages/profile.en';
import { profileCatalogue } from '../profile-messages';
import { ProfileForm } from './profile-form';
import { UserProfilePage } from './user-profile-page';
import { renderInFrench } from '../../../test/render-in-french';

beforeAll(() => loadMessages(profileCatalogue, 'fr'));

const ada = testUser(['Parent', 'Licenced'], {
  preferredLanguage: 'en',
  createdAt: '2026-01-02T15:04:05.000Z',
});

describe('the profile in French', () => {
  test('words the profile in French, with an fr-CA date, and names the language in its own', async () => {
    await renderInFrench(
      <UserProfilePage user={ada} activeRole={ada.roles[0]} onSwitchRole={() => undefined} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Votre profil' })).toBeVisible();
    expect(screen.getByText('Membre depuis')).toBeVisible();
    expect(screen.getByText('2 janvier 2026')).toBeVisible();
    expect(screen.getByText('Non indiqué')).toBeVisible();
    // The profile's language, in that language, marked as such.
    expect(screen.getByText('English')).toHaveAttribute('lang', 'en');
    expect(
      screen.getByRole('button', { name: 'Passer à ce rôle : Service de garde agréé' }),
    ).toBeVisible();
    const roles = screen.getByRole('region', { name: 'Vos rôles' });
    expect(within(roles).getByText('Actif')).toBeVisible();
    expect(englishLeft(document.body.textContent, english)).toEqual([]);
  });

  test('the edit form labels its fields in French and offers each language in its own', async () => {
    await renderInFrench(
      <ProfileForm user={ada} cancelHref="/user-profile" onSaved={() => undefined} />,
    );
    expect(screen.getByRole('textbox', { name: /Prénom/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enregistrer les modifications' })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('combobox', { name: 'Langue préférée' }));
    expect(screen.getByRole('option', { name: 'Français' })).toHaveAttribute('lang', 'fr');
    expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
    expect(englishLeft(document.body.textContent, english)).toEqual([]);
  });
});
