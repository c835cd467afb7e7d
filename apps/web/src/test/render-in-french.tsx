import type { RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { I18nProvider } from '../lib/i18n/i18n-provider';
import { QueryWrapper } from './query-wrapper';
import { renderSettled } from './render-settled';

/**
 * Renders a screen in French, at `path`, inside a router and the app's query cache, and waits until
 * its words are drawn: what each feature's French component test starts from.
 */
export function renderInFrench(element: ReactNode, path = '/'): Promise<RenderResult> {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return renderSettled(
    <QueryWrapper>
      <I18nProvider language="fr">
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryWrapper>,
  );
}
