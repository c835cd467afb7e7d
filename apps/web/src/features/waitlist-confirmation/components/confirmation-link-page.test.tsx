import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import type { ConfirmationLinkView } from '@kinderwait/contract/notifications';
import { notificationsApiPaths } from '@kinderwait/contract/notifications';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { ConfirmationLinkPage } from './confirmation-link-page';

const context = setupApiTestContext();

const ticketId = '11111111-0000-4000-8000-000000000001';

function serveView(view: Partial<ConfirmationLinkView>) {
  context.server.route(
    'POST',
    buildUrl(notificationsApiPaths.confirmationLinkView, { ticketId }),
    (_request, response) => {
      sendJson(response, 200, {
        ticketId,
        state: 'confirmed',
        lastConfirmedAt: '2026-11-30T15:00:00.000Z',
        reminderSentAt: null,
        inactiveAt: null,
        // Noon in Toronto.
        nextStepAt: '2027-02-28T17:00:00.000Z',
        childFirstName: 'Ada',
        ...view,
      });
    },
  );
}

function renderPage() {
  const element = (
    <ConfirmationLinkPage ticketId={ticketId} token="a-token" requestsHref="/requests" />
  );
  const router = createMemoryRouter([{ path: '*', element }]);
  render(<RouterProvider router={router} />, { wrapper: QueryWrapper });
}

describe('the "still interested?" link page', () => {
  test('an already confirmed ticket says when we ask again, and why we ask', async () => {
    serveView({});
    renderPage();
    expect(
      await screen.findByText(
        'Already confirmed: nothing to do. We will ask again around February 28, 2027. Every 90 days we ask whether you still need care, so providers’ waitlists hold only families still looking.',
      ),
    ).toBeVisible();
  });
});
