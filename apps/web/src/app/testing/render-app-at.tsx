import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app-providers';
import { createEmotionCache } from '../emotion-cache';
import { routes } from '../routes';

/** Renders the real route table at `path` in a memory router, with the app's providers. */
export function renderAppAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders cache={createEmotionCache()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
