import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
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
  // Unmounting leaves a data router running: a navigation still loading (a redirect home, say)
  // would go on fetching into the next test's fake server. Disposed when the test ends.
  onTestFinished(() => {
    router.dispose();
  });
  const view = render(
    <AppProviders cache={createEmotionCache()} language={language}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
