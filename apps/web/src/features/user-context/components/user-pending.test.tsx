import { act, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { I18nProvider } from '../../../lib/i18n/i18n-provider';
import { UserPending } from './user-pending';

describe('UserPending', () => {
  test('says the account could not load, in French, and retries', async () => {
    const refetch = vi.fn();
    await act(async () => {
      render(
        <I18nProvider language="fr">
          <UserPending query={{ isError: true, refetch }} label="Chargement" />
        </I18nProvider>,
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(
      await screen.findByText('Nous n’avons pas pu charger votre compte.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('We could not load your account.')).toBeNull();
    act(() => {
      screen.getByRole('button', { name: 'Réessayer' }).click();
    });
    expect(refetch).toHaveBeenCalled();
  });
});
