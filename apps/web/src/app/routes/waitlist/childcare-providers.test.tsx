import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, test } from 'vitest';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { surveysApiPaths } from '@kinderwait/contract/surveys';
import type { MatchedProvider, SendRequestsResponse } from '@kinderwait/contract/waitlist';
import { waitlistApiPaths } from '@kinderwait/contract/waitlist';
import { paths } from '../../../config/paths';
import {
  childId,
  cityListing,
  requestsPath,
  serveMatchesApi,
  sunnyDays,
  ticket,
  ticketId,
} from '../../../features/childcare-matches/components/matches-test-api';
import { useUpdateTicket } from '../../../features/waitlist-wizard/api/update-ticket';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { Component as ChildcareProvidersRoute } from './childcare-providers';
import { Component as SendingResultRoute } from './childcare-request-sending-result';

const context = setupApiTestContext();

async function renderRoutes(at: string) {
  const router = createMemoryRouter(
    [
      { path: paths.app.childcareProviders.path, element: <ChildcareProvidersRoute /> },
      {
        path: paths.app.childcareRequestSendingResult.path,
        element: <SendingResultRoute />,
      },
    ],
    { initialEntries: [at] },
  );
  let unmount = () => {};
  // Awaited: React resumes the render suspended on the messages' chunk inside this scope.
  await act(() => {
    unmount = render(
      <QueryWrapper>
        <RouterProvider router={router} />
      </QueryWrapper>,
    ).unmount;
    return Promise.resolve();
  });
  return { router, unmount };
}

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('sending requests lands on the sending result', () => {
  test('the result page shows the send, and again after a reload of that page', async () => {
    serveMatchesApi(context.server, [sunnyDays, cityListing]);
    const answer: SendRequestsResponse = {
      items: [
        {
          childcareProviderId: sunnyDays.id,
          providerName: sunnyDays.name,
          outcome: 'sent',
          request: {
            id: '0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e60',
            status: 'waiting',
            sentAt: '2026-11-23T10:00:00.000Z',
            position: 1,
          },
          code: null,
          message: null,
        },
      ],
    };
    context.server.route('POST', requestsPath, (_request, response) => {
      sendJson(response, 200, answer);
    });
    context.server.route(
      'GET',
      buildUrl(surveysApiPaths.status, { type: 'waitlist' }),
      (_request, response) => {
        sendJson(response, 200, { type: 'waitlist', status: 'due' });
      },
    );
    const { router, unmount } = await renderRoutes(paths.app.childcareProviders.getHref(childId));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: `Select ${sunnyDays.name}` }));
    await user.click(screen.getByRole('button', { name: 'Send requests (1)' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your childcare requests' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.app.childcareRequestSendingResult.getHref());
    expect(screen.getByText('For Maya. 1 request sent.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Answer a short survey' })).toBeInTheDocument();
    unmount();

    // A reload: no router state, the tab's session still has it.
    await renderRoutes(paths.app.childcareRequestSendingResult.getHref());
    expect(await screen.findByText('For Maya. 1 request sent.', undefined)).toBeInTheDocument();
    expect(screen.getByText(sunnyDays.name)).toBeInTheDocument();
  });

  test('opened directly in a new tab, the result page says there is nothing to show', async () => {
    await renderRoutes(paths.app.childcareRequestSendingResult.getHref());
    expect(
      screen.getByRole('heading', { level: 1, name: 'No sending to show' }),
    ).toBeInTheDocument();
  });
});

describe('the matches after the wizard changed the ticket', () => {
  test('back within the stale time, the list is the one the new filters match', async () => {
    let listed: readonly MatchedProvider[] = [sunnyDays];
    serveMatchesApi(context.server, [sunnyDays, cityListing], {
      matches: (_request, response) => {
        sendJson(response, 200, { items: listed, total: listed.length, page: 1, pageSize: 50 });
      },
    });
    context.server.route(
      'PUT',
      buildUrl(waitlistApiPaths.ticket, { childId, ticketId }),
      (request, response) => {
        sendJson(response, 200, { ...ticket, ...(JSON.parse(request.body) as object) });
      },
    );
    const before = await renderRoutes(paths.app.childcareProviders.getHref(childId));
    expect(
      await screen.findByRole('checkbox', { name: `Select ${sunnyDays.name}` }),
    ).toBeInTheDocument();
    before.unmount();

    // The wizard saves wider filters, which now match another provider.
    listed = [cityListing];
    const wizard = renderHook(() => useUpdateTicket(), { wrapper: QueryWrapper });
    await act(() =>
      wizard.result.current.mutateAsync({ childId, ticketId, body: { ...ticket, Distance: 10 } }),
    );
    wizard.unmount();

    await renderRoutes(paths.app.childcareProviders.getHref(childId));
    expect(
      await screen.findByRole('checkbox', { name: `Select ${cityListing.name}` }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(
        screen.queryByRole('checkbox', { name: `Select ${sunnyDays.name}` }),
      ).not.toBeInTheDocument();
    });
  });
});
