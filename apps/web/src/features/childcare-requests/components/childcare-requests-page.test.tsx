import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { waitlistErrorCodes, waitlistMessages } from '@kinderwait/contract/waitlist';
import { paths } from '../../../config/paths';
import { useNotificationStore } from '../../../stores/notification-store';
import type { RecordedRequest } from '../../../test/http-test-server';
import { sendJson } from '../../../test/http-test-server';
import {
  ada,
  ben,
  listPath,
  patchPath,
  renderPage,
  request,
  rowOf,
  setupRequestsScreen,
} from './childcare-requests-test-api';

const { context, serveList, serveTickets } = setupRequestsScreen();

// Generous: the machine that runs the suite may be busy, and MUI renders slowly in jsdom.
describe('the childcare requests screen', () => {
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
    await renderPage();

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

    // The count is of the requests still on a waitlist; the withdrawn one is named apart.
    const adaSection = screen.getByRole('region', { name: 'Ada Byron' });
    expect(within(adaSection).getByText('1 request, 1 withdrawn')).toBeInTheDocument();
    const benSection = screen.getByRole('region', { name: 'Ben Byron' });
    expect(within(benSection).getByText('1 request')).toBeInTheDocument();

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
    await renderPage(`${paths.app.childcareRequests.getHref()}?childId=${ben.childId}`);
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
    const router = await renderPage();
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
    await renderPage();
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
    await renderPage();
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Withdraw the request to Centre 2 for Ada' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Withdraw this request?' });
    expect(dialog).toHaveTextContent(
      'Ada will leave the waitlist of Centre 2 and lose this place in line: a new request later joins the end of the list.',
    );
    expect(dialog).not.toHaveTextContent('declines the spot');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the request' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(patches).toHaveLength(0);

    await user.click(
      screen.getByRole('button', { name: 'Withdraw the request to Centre 2 for Ada' }),
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Reason (optional)' }),
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
    await renderPage();
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
});
