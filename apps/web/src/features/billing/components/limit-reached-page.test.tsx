import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import type { LimitReached } from '@kinderwait/contract/usage';
import { LimitReachedPage } from './limit-reached-page';

/** Rendered inside an awaited act: the page suspends while its words load. */
async function renderPage(limit: LimitReached | null) {
  const router = createMemoryRouter([{ path: '*', element: <LimitReachedPage limit={limit} /> }]);
  await act(() => {
    render(<RouterProvider router={router} />);
    // Awaited: React resumes the render suspended on the words' chunk; a query then waits for it.
    return Promise.resolve();
  });
  await screen.findByRole('heading', { level: 1 });
}

describe('LimitReachedPage', () => {
  test('says what ran out, when it renews in Toronto time, and links to the plans', async () => {
    await renderPage({ kind: 'assistantMessage', renewsAt: '2026-05-02T04:00:00.000Z' });
    expect(
      screen.getByText('You have used all the assistant messages your plan includes today.'),
    ).toBeInTheDocument();
    // 04:00 UTC is midnight in Toronto (EDT).
    expect(screen.getByText(/^It renews on May 2, 2026, 12:00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans and add-ons' })).toHaveAttribute(
      'href',
      '/service-payment/pricing-tier-carousel',
    );
  });

  test('without a readable detail it still explains and offers the plans', async () => {
    await renderPage(null);
    expect(
      screen.getByText('You have used all of something your plan includes.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/renews/)).not.toBeInTheDocument();
  });
});
