import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Language } from '../../lib/i18n/language';
import { AppProviders } from '../app-providers';
import { createEmotionCache } from '../emotion-cache';
import { routes } from '../routes';

/**
 * Renders the real route table at `path` in a memory router, with the app's providers, in
 * `language` (English unless told, as the app's providers default).
 */
export function renderAppAt(path: string, language?: Language) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders cache={createEmotionCache()} language={language}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
