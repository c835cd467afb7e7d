import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { renderAppAt } from './render-app-at';

type AppRouter = ReturnType<typeof renderAppAt>['router'];

/** The app went on to /onboarding/role-selection and shows the first-role question. */
export async function expectRoleSelection(router: AppRouter): Promise<void> {
  // The route loads its module and its words first: cold, on a busy machine, that takes a while,
  // so the wait is the suite's own (src/test/setup.ts), not a shorter one.
  expect(
    await screen.findByRole('heading', { name: 'How will you use KinderWait?' }),
  ).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/onboarding/role-selection');
}
