import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { I18nProvider } from '../../lib/i18n/i18n-provider';
import { removeToken, writeToken } from '../../lib/storage';
import english from './messages/unsaved-changes.en';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

afterEach(() => {
  removeToken();
});

describe('UnsavedChangesGuard in French', () => {
  test('asks before leaving unsaved changes in Canadian French', async () => {
    writeToken({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const router = createMemoryRouter(
      [
        { path: '/form', element: <UnsavedChangesGuard dirty /> },
        { path: '/elsewhere', element: null },
      ],
      { initialEntries: ['/form'] },
    );
    await act(() => {
      render(
        <I18nProvider language="fr">
          <RouterProvider router={router} />
        </I18nProvider>,
      );
      return Promise.resolve();
    });

    await act(() => router.navigate('/elsewhere'));
    const dialog = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer?' });
    expect(
      within(dialog).getByText(
        'Certaines modifications de cette page ne sont pas encore enregistrées. Si vous quittez maintenant, elles seront perdues.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Rester sur cette page' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Quitter sans enregistrer' })).toBeVisible();
    for (const words of Object.values(english)) {
      expect(dialog.textContent).not.toContain(words);
    }
  });
});
