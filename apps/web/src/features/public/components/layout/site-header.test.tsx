import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { removeToken, writeToken } from '../../../../lib/storage';
import { SiteHeader } from './site-header';

function renderHeader() {
  const router = createMemoryRouter([{ path: '*', element: <SiteHeader /> }], {
    initialEntries: ['/error/404/x'],
  });
  render(<RouterProvider router={router} />);
}

describe('the public site’s header', () => {
  afterEach(() => {
    removeToken();
  });

  test('offers sign-in and sign-up to a visitor without a session', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/register');
    expect(screen.queryByRole('link', { name: 'Your home' })).toBeNull();
  });

  test('leads a signed-in visitor back to their home instead of offering to sign in again', () => {
    writeToken({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    renderHeader();
    expect(screen.getByRole('link', { name: 'Your home' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });
});
