import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { adoptProfileLanguage, useActiveLanguage } from '../../lib/i18n/active-language';
import { I18nProvider } from '../../lib/i18n/i18n-provider';
import { LanguageSaverContext } from '../../lib/i18n/language-saver';
import { webLocalStorageKeys } from '../../lib/storage';
import { LanguageSwitch } from './language-switch';

function Page({ name }: { name: string }) {
  return (
    <main>
      <h1>{name}</h1>
      <LanguageSwitch />
    </main>
  );
}

/** The public pages in both languages (as routes.tsx groups them) and one app screen. */
const routes: RouteObject[] = [
  { handle: { language: 'en' }, children: [{ path: '/about', element: <Page name="About" /> }] },
  {
    path: '/fr',
    handle: { language: 'fr' },
    children: [{ path: 'about', element: <Page name="À propos" /> }],
  },
  { path: '/home', element: <Page name="Home" /> },
];

function App({
  router,
  save,
}: {
  router: ReturnType<typeof createMemoryRouter>;
  save: () => void;
}) {
  // A public page's language is its route group's; elsewhere the active language (mount-app.tsx).
  const active = useActiveLanguage();
  const fixed = router.state.location.pathname.startsWith('/fr') ? 'fr' : null;
  const onPublic = router.state.location.pathname !== '/home';
  return (
    <LanguageSaverContext value={save}>
      <I18nProvider language={fixed ?? (onPublic ? 'en' : active)}>
        <RouterProvider router={router} />
      </I18nProvider>
    </LanguageSaverContext>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const save = vi.fn();
  const view = render(<App router={router} save={save} />);
  router.subscribe(() => {
    view.rerender(<App router={router} save={save} />);
  });
  return { router, save };
}

beforeEach(() => {
  localStorage.setItem(webLocalStorageKeys.frenchPreview, 'on');
});

afterEach(() => {
  localStorage.clear();
  adoptProfileLanguage(null);
});

describe('the language switch', () => {
  test('on an English page, offers the French page in French, and keeps the choice', async () => {
    const { router, save } = renderAt('/about');
    const link = screen.getByRole('link', { name: 'Français' });
    expect(link).toHaveAttribute('lang', 'fr');
    expect(link).toHaveAttribute('href', '/fr/about');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/fr/about');
    expect(await screen.findByRole('heading', { name: 'À propos' })).toBeInTheDocument();
    expect(localStorage.getItem(webLocalStorageKeys.language)).toBe('fr');
    expect(save).toHaveBeenCalledWith('fr');
  });

  test('on a French page, offers the English one, reached from the keyboard', async () => {
    const { router } = renderAt('/fr/about');
    const link = screen.getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('lang', 'en');
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/about');
    expect(localStorage.getItem(webLocalStorageKeys.language)).toBe('en');
  });

  test('on an app screen, switches the app in place and saves it to a signed-in profile', async () => {
    adoptProfileLanguage('en');
    const { router, save } = renderAt('/home');
    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(router.state.location.pathname).toBe('/home');
    expect(await screen.findByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
    expect(save).toHaveBeenCalledWith('fr');
  });

  test('is there for every visitor, with no preview, now French is served', () => {
    localStorage.removeItem(webLocalStorageKeys.frenchPreview);
    renderAt('/about');
    expect(screen.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/about');
  });
});
