import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { I18nProvider } from '../../../../lib/i18n/i18n-provider';
import type { Language } from '../../../../lib/i18n/language';
import { removeToken, writeToken } from '../../../../lib/storage';
import { loadMessages } from '../../../../lib/i18n/use-messages';
import english from '../../messages/site.en';
import { siteCatalogue } from '../../site-messages';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

async function renderFrame(language: Language = 'en', path = '/error/404/x') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SiteHeader />
            <SiteFooter />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  // As the route's loader does (routeMessages in the public layout), the words load first.
  await loadMessages(siteCatalogue, language);
  await act(async () => {
    render(
      <I18nProvider language={language}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    await Promise.resolve();
  });
}

describe('the public site’s header', () => {
  afterEach(() => {
    removeToken();
  });

  test('offers sign-in and sign-up to a visitor without a session', async () => {
    await renderFrame();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/register');
    expect(screen.queryByRole('link', { name: 'Your home' })).toBeNull();
  });

  test('leads a signed-in visitor back to their home instead of offering to sign in again', async () => {
    writeToken({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    await renderFrame();
    expect(screen.getByRole('link', { name: 'Your home' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });
});

describe('the public site’s frame in French', () => {
  test('speaks French, links to the French pages, and leaves no English catalogue text', async () => {
    await renderFrame('fr');
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'À propos' })).toHaveAttribute(
      'href',
      '/fr/about',
    );
    expect(screen.getByRole('link', { name: 'Accueil de KinderWait' })).toHaveAttribute(
      'href',
      '/fr',
    );
    expect(screen.getByRole('link', { name: 'Politique relative aux témoins' })).toHaveAttribute(
      'href',
      '/fr/policies/cookie-policy',
    );
    // Sign-in is not a prerendered page: it follows the active language, with no /fr copy.
    expect(screen.getByRole('link', { name: 'S’inscrire' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    expect(document.body.textContent).toContain('(instantané du 19 avril 2024)');
    const text = document.body.textContent;
    // Words the same in both languages ("Menu") are not English left over; whole words only
    // ("Blog" is inside "Blogue").
    const englishOnly = Object.entries(english)
      .filter(([key]) => key !== 'menu' && key !== 'copyright')
      .map(
        ([, message]) =>
          message
            .replace(/<[^>]+>|\{[^}]+\}/g, '')
            .split(/[“”]/)[0]
            ?.trim() ?? '',
      )
      .filter((words) => words.length > 0);
    for (const words of englishOnly) {
      expect(text).not.toMatch(new RegExp(`(^|[^\\p{L}])${words}($|[^\\p{L}])`, 'u'));
    }
  });
});
