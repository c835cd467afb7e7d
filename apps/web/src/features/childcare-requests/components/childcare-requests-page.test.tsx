import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { notificationsApiPaths } from '@kinderwait/contract/notifications';
import { offersApiPaths } from '@kinderwait/contract/offers';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import type { ParentChildcareRequest } from '@kinderwait/contract/waitlist';
import {
  waitlistApiPaths,
  waitlistErrorCodes,
  waitlistMessages,
} from '@kinderwait/contract/waitlist';
import { paths } from '../../../config/paths';
import { useNotificationStore } from '../../../stores/notification-store';
import { setupApiTestContext } from '../../../test/api-test-context';
import type { RecordedRequest } from '../../../test/http-test-server';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { ChildcareRequestsPage } from './childcare-requests-page';

const context = setupApiTestContext();
// Answers arrive over real HTTP on a machine that may be busy: wait up to 5 s for them.
configure({ asyncUtilTimeout: 5000 });

const parentId = '7d3c1a52-1b8e-4f0a-9c55-0a4b3f2e1d01';
const listPath = buildUrl(waitlistApiPaths.parentRequests, { parentId });
const ada = { childId: 'a1a1a1a1-0000-4000-8000-000000000001', first: 'Ada', last: 'Byron' };
const ben = { childId: 'b2b2b2b2-0000-4000-8000-000000000002', first: 'Ben', last: 'Byron' };

function request(
  id: number,
  child: typeof ada,
  overrides: Partial<ParentChildcareRequest> = {},
): ParentChildcareRequest {
  const suffix = String(id).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${suffix}`,
    ticketId: `11111111-0000-4000-8000-${child.childId.slice(-12)}`,
    childId: child.childId,
    childFirstName: child.first,
    childLastName: child.last,
    providerId: `22222222-0000-4000-8000-${suffix}`,
    providerName: `Centre ${String(id)}`,
    providerType: 'licensed-centre',
    claimed: false,
    status: 'waiting',
    // 03:30 UTC on Nov 2 is still Nov 1 in Toronto.
    sentAt: '2026-11-02T03:30:00.000Z',
    joinedAt: '2026-11-02T03:30:00.000Z',
    withdrawnAt: null,
    position: 3,
    waitlistSize: 12,
    ...overrides,
  };
}

function serveList(items: () => ParentChildcareRequest[]) {
  context.server.route('GET', listPath, (_request, response) => {
    sendJson(response, 200, { items: items() });
  });
  serveTickets();
}

function serveTickets() {
  // Each child's ticket: confirmed, no spot alert (the ticket tools have their own tests).
  for (const child of [ada, ben]) {
    const ticketId = request(0, child).ticketId;
    const ids = { childId: child.childId, ticketId };
    context.server.route(
      'GET',
      buildUrl(notificationsApiPaths.confirmation, ids),
      (_request, response) => {
        sendJson(response, 200, {
          ticketId,
          state: 'confirmed',
          lastConfirmedAt: '2026-11-02T03:30:00.000Z',
          reminderSentAt: null,
          inactiveAt: null,
          nextStepAt: '2027-01-31T03:30:00.000Z',
        });
      },
    );
    context.server.route(
      'GET',
      buildUrl(notificationsApiPaths.availabilityAlert, ids),
      (_request, response) => {
        sendJson(response, 200, { enabled: false });
      },
    );
  }
}

function renderPage(initialPath: string = paths.app.childcareRequests.getHref()) {
  const router = createMemoryRouter(
    [
      {
        path: paths.app.childcareRequests.path,
        element: <ChildcareRequestsPage parentId={parentId} />,
      },
      { path: paths.app.waitlistChildren.path, element: <h1>Children</h1> },
    ],
    { initialEntries: [initialPath] },
  );
  render(<RouterProvider router={router} />, { wrapper: QueryWrapper });
  return router;
}

function rowOf(providerName: string): HTMLElement {
  return screen.getByRole('listitem', { name: providerName });
}

function patchPath(item: ParentChildcareRequest): string {
  return buildUrl(waitlistApiPaths.providerTicket, {
    providerId: item.providerId,
    ticketId: item.ticketId,
  });
}

// Generous: the machine that runs the suite may be busy, and MUI renders slowly in jsdom.
describe('the childcare requests screen', { timeout: 20_000 }, () => {
  test('requests are grouped by child with provider, type, status, Toronto date and place in line', async () => {
    serveList(() => [
      request(1, ben, { claimed: true, providerType: 'licensed-home', position: 1 }),
      request(2, ada),
      request(3, ada, {
        status: 'withdrawn',
        position: null,
        withdrawnAt: '2026-11-05T15:00:00.000Z',
      }),
    ]);
    renderPage();

    const sections = await screen.findAllByRole('region');
    expect(sections.map((section) => within(section).getByRole('heading', { level: 2 }))).toEqual([
      screen.getByRole('heading', { level: 2, name: 'Ada Byron' }),
      screen.getByRole('heading', { level: 2, name: 'Ben Byron' }),
    ]);

    expect(
      screen.getByRole('link', { name: "Find more care: Ada's matching providers" }),
    ).toHaveAttribute('href', paths.app.childcareProviders.getHref(ada.childId));

    const waiting = rowOf('Centre 2');
    expect(within(waiting).getByText('Licensed centre')).toBeInTheDocument();
    expect(within(waiting).getByText('Status: Waiting')).toBeInTheDocument();
    expect(within(waiting).getByText(/^Sent on Nov\.? 1, 2026$/)).toBeInTheDocument();
    expect(within(waiting).getByText(/has not claimed its listing yet/)).toBeInTheDocument();
    expect(within(waiting).getByText('#3 of 12')).toBeInTheDocument();
    expect(
      within(waiting).getByText('Position 3 of 12 families waiting: 2 ahead'),
    ).toBeInTheDocument();
    expect(
      within(waiting).getByRole('button', { name: 'Withdraw the request to Centre 2 for Ada' }),
    ).toBeInTheDocument();

    const withdrawn = rowOf('Centre 3');
    expect(within(withdrawn).getByText('Status: Withdrawn')).toBeInTheDocument();
    expect(within(withdrawn).getByText(/Withdrawn on Nov\.? 5, 2026/)).toBeInTheDocument();
    expect(within(withdrawn).queryByRole('button')).toBeNull();
    // Nothing is kept for a centre once the request is withdrawn.
    expect(within(withdrawn).queryByText(/has not claimed/)).toBeNull();
    expect(within(withdrawn).queryByText(/ of 12/)).toBeNull();

    const claimed = rowOf('Centre 1');
    expect(within(claimed).getByText('Licensed home childcare')).toBeInTheDocument();
    expect(within(claimed).getByText('On KinderWait')).toBeInTheDocument();
    expect(within(claimed).queryByText(/has not claimed/)).toBeNull();
    expect(
      within(claimed).getByText('Next in line: first of 12 families waiting'),
    ).toBeInTheDocument();
  });

  test('a child chosen in the filter (or named in the address) shows that child’s requests only', async () => {
    serveList(() => [request(1, ben), request(2, ada)]);
    renderPage(`${paths.app.childcareRequests.getHref()}?childId=${ben.childId}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Ben Byron' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Ada Byron' })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Show requests of' }));
    await user.click(screen.getByRole('option', { name: 'All children' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Ada Byron' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ben Byron' })).toBeInTheDocument();
  });

  test('with no request yet, the screen leads to the children list', async () => {
    serveList(() => []);
    const router = renderPage();
    const link = await screen.findByRole('link', { name: 'Go to your children to find care' });
    await userEvent.setup().click(link);
    expect(router.state.location.pathname).toBe(paths.app.waitlistChildren.getHref());
  });

  test('a list that fails to load says so and loads again on Try again', async () => {
    let fail = true;
    context.server.route('GET', listPath, (_request, response) => {
      if (fail) sendJson(response, 500, { message: 'Server error' });
      else sendJson(response, 200, { items: [request(1, ada)] });
    });
    serveTickets();
    renderPage();
    expect(await screen.findByText(/We could not load your requests/)).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Centre 1' })).toBeInTheDocument();
  });

  test('withdrawing asks first, sends { status: "withdrawn" } to the provider’s waitlist and shows it at once', async () => {
    const item = request(2, ada);
    let withdrawn = false;
    serveList(() => [withdrawn ? { ...item, status: 'withdrawn', position: null } : item]);
    const patches: RecordedRequest[] = [];
    let respond: (() => void) | undefined;
    context.server.route('PATCH', patchPath(item), (recorded, response) => {
      patches.push(recorded);
      // The server answers only when the test says: the screen must not wait for it.
      respond = () => {
        withdrawn = true;
        sendJson(response, 200, {
          ...item,
          status: 'withdrawn',
          position: null,
          withdrawnAt: '2026-11-20T15:00:00.000Z',
        });
      };
    });
    renderPage();
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Withdraw the request to Centre 2 for Ada' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Withdraw this request?' });
    expect(dialog).toHaveTextContent(
      'Ada will leave the waitlist of Centre 2 and lose this place in line: a new request later joins the end of the list.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep the request' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(patches).toHaveLength(0);

    await user.click(
      screen.getByRole('button', { name: 'Withdraw the request to Centre 2 for Ada' }),
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Reason for the provider (optional)' }),
      'We moved to Ottawa',
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw request' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    // Before the server has answered:
    expect(within(rowOf('Centre 2')).getByText('Status: Withdrawn')).toBeInTheDocument();
    expect(within(rowOf('Centre 2')).queryByRole('button')).toBeNull();
    expect(within(rowOf('Centre 2')).queryByText('#3 of 12')).toBeNull();
    await waitFor(() => {
      expect(patches).toHaveLength(1);
    });
    expect(respond).toBeDefined();
    expect(patches[0]?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(patches[0]?.body ?? '')).toEqual({
      status: 'withdrawn',
      reason: 'We moved to Ottawa',
    });
    await waitFor(() => {
      expect(rowOf('Centre 2')).toHaveFocus();
    });

    respond?.();
    await waitFor(() => {
      expect(useNotificationStore.getState().message).toBe(
        'Your request to Centre 2 was withdrawn.',
      );
    });
    // The list is asked again after the answer, and the server's copy says withdrawn too.
    await waitFor(() => {
      expect(context.server.requests.filter((r) => r.path === listPath)).toHaveLength(2);
    });
    expect(within(rowOf('Centre 2')).getByText('Status: Withdrawn')).toBeInTheDocument();
  });

  test('a refused withdrawal puts the request back as it was and says why', async () => {
    const item = request(2, ada);
    serveList(() => [item]);
    const patches: RecordedRequest[] = [];
    context.server.route('PATCH', patchPath(item), (recorded, response) => {
      patches.push(recorded);
      sendJson(response, 404, {
        message: 'Childcare request not found',
        code: waitlistErrorCodes.childcareRequestNotFound,
      });
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Withdraw the request to Centre 2 for Ada' }),
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw request' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `We could not withdraw the request to Centre 2: ${waitlistMessages.requestNotFound}`,
    );
    await waitFor(() => {
      expect(alert).toHaveFocus();
    });
    expect(JSON.parse(patches[0]?.body ?? '')).toEqual({ status: 'withdrawn' });
    expect(within(rowOf('Centre 2')).getByText('Status: Waiting')).toBeInTheDocument();
    expect(within(rowOf('Centre 2')).getByText('#3 of 12')).toBeInTheDocument();
    expect(
      within(rowOf('Centre 2')).getByRole('button', {
        name: 'Withdraw the request to Centre 2 for Ada',
      }),
    ).toBeInTheDocument();
    expect(context.navigations).toEqual([]);
  });
  test('an offer shows its deadline and countdown, is accepted in one tap, then the paused requests go in one more', async () => {
    const offer = {
      id: 'c3c3c3c3-0000-4000-8000-000000000003',
      ageGroupId: 2,
      ageGroupName: 'Toddler',
      startDate: '2027-01-04',
      // The end of a day a week ahead (the countdown runs on the real clock here).
      deadlineAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      status: 'open' as const,
    };
    let accepted = false;
    const offered = request(4, ada, { status: 'offered', offer });
    const other = request(5, ada);
    serveList(() =>
      accepted
        ? [
            {
              ...offered,
              status: 'enrolled',
              position: null,
              offer: { ...offer, status: 'accepted' },
            },
            { ...other, status: 'paused', position: null },
          ]
        : [offered, other],
    );
    const posts: string[] = [];
    context.server.route(
      'POST',
      buildUrl(offersApiPaths.accept, { offerId: offer.id }),
      (recorded, response) => {
        posts.push(recorded.path);
        accepted = true;
        sendJson(response, 200, {
          ...offer,
          status: 'accepted',
          requestId: offered.id,
          providerId: offered.providerId,
          providerName: offered.providerName,
          childId: ada.childId,
          childFirstName: 'Ada',
          closedAt: new Date().toISOString(),
          pausedRequests: [{ requestId: other.id, providerName: other.providerName }],
        });
      },
    );
    context.server.route(
      'POST',
      buildUrl(offersApiPaths.withdrawPaused, { offerId: offer.id }),
      (recorded, response) => {
        posts.push(recorded.path);
        sendJson(response, 200, { withdrawnRequestIds: [other.id] });
      },
    );
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Centre 4 offers a spot' });
    expect(within(panel).getByText('Toddler, from Monday, 04 January 2027')).toBeVisible();
    expect(within(panel).getByText(/^Answer by .+ \(Toronto time\)$/)).toBeVisible();
    expect(within(panel).getByTestId('countdown')).toHaveAttribute('aria-hidden', 'true');

    const user = userEvent.setup();
    await user.click(
      within(panel).getByRole('button', { name: 'Accept the spot at Centre 4 for Ada' }),
    );
    expect(
      await within(panel).findByText(
        'Ada is enrolled at Centre 4. Your other waiting requests for Ada are paused.',
      ),
    ).toBeVisible();
    expect(await within(panel).findByText('You accepted this spot.')).toBeVisible();
    expect(
      within(panel).getByText('Ada has 1 paused request elsewhere. Withdraw it?'),
    ).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Withdraw it' }));
    expect(await within(panel).findByText('1 paused request withdrawn.')).toBeVisible();
    expect(posts).toEqual([
      buildUrl(offersApiPaths.accept, { offerId: offer.id }),
      buildUrl(offersApiPaths.withdrawPaused, { offerId: offer.id }),
    ]);
  });
});
