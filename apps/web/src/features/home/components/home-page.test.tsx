import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import type { RoleCode } from '@kinderwait/contract/constants';
import { HomePage } from './home-page';

function renderHome(roleCode: RoleCode | undefined, firstName: string | undefined = 'Ada') {
  const element = <HomePage firstName={firstName} roleCode={roleCode} />;
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/home'] });
  render(<RouterProvider router={router} />);
}

function stepTitles() {
  return screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
}

describe('HomePage (/home)', () => {
  test('welcomes a parent and says what comes next, without buttons that do nothing', () => {
    renderHome('Parent');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to KinderWait');
    expect(screen.getByText('Hello Ada, you are signed in as Parent.')).toBeInTheDocument();
    expect(stepTitles()).toEqual([
      'Add your children',
      'Describe the care you need',
      'Check your profile',
    ]);
    expect(screen.getAllByText('Coming soon')).toHaveLength(2);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your profile' })).toHaveAttribute(
      'href',
      '/user-profile',
    );
  });

  test('points a licensed provider to claiming the listing and the waitlist', () => {
    renderHome('Licenced');
    expect(stepTitles()).toEqual([
      'Claim your centre’s listing',
      'Manage your waitlist',
      'Check your profile',
    ]);
  });

  test('points a babysitter to completing the profile', () => {
    renderHome('BabySitter');
    expect(stepTitles()[0]).toBe('Complete your provider profile');
  });

  test('gives an administrator admin pointers', () => {
    renderHome('SuperAdmin');
    expect(screen.getByRole('link', { name: 'Open the API reference' })).toHaveAttribute(
      'href',
      '/api/docs',
    );
  });

  test('while the user loads, shows the welcome alone', () => {
    renderHome(undefined, undefined);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});
