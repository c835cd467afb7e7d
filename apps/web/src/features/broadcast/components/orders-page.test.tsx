import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { broadcastApiPaths, broadcastMessages } from '@kinderwait/contract/broadcast';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { paths } from '../../../config/paths';
import { setupApiTestContext } from '../../../test/api-test-context';
import type { RecordedRequest } from '../../../test/http-test-server';
import { sendJson } from '../../../test/http-test-server';
import { familyOrder, renderAt } from './broadcast-test-api';
import { OrdersPage } from './orders-page';

const context = setupApiTestContext();

function renderOrders() {
  return renderAt(
    paths.app.broadcastOrders.path,
    paths.app.broadcastOrders.getHref(),
    <OrdersPage newBroadcastHref={paths.app.broadcastSelectChild.getHref()} />,
  );
}

describe('the broadcast orders screen', () => {
  test('asks for the paid orders only and lists them newest first with their state and answers', async () => {
    const lists: RecordedRequest[] = [];
    context.server.route('GET', broadcastApiPaths.orders, (request, response) => {
      lists.push(request);
      sendJson(response, 200, {
        items: [
          familyOrder(1, { state: 'expired' }),
          familyOrder(3, { state: 'sending', sentAt: null, reached: 0 }),
          familyOrder(2),
        ],
      });
    });
    await renderOrders();

    const list = await screen.findByRole('list', { name: 'Your broadcasts' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'For Lina3',
      'For Lina2',
      'For Lina1',
    ]);
    expect(new URL(lists[0]?.url ?? '', context.server.origin).searchParams.get('$filter')).toBe(
      'IsPaid eq true',
    );
    expect(within(items[0] as HTMLElement).getByText('Sending…')).toBeInTheDocument();
    const sent = items[1] as HTMLElement;
    expect(within(sent).getByText('Sent to 6 providers')).toBeInTheDocument();
    expect(
      within(sent).getByText('Answers so far: 2 interested, 1 not now, 3 waiting'),
    ).toBeInTheDocument();
    expect(within(sent).getByRole('link', { name: 'See who is interested' })).toHaveAttribute(
      'href',
      paths.app.broadcastInterest.getHref(familyOrder(2).id),
    );
    expect(
      within(items[2] as HTMLElement).getByText('Expired: no longer open to answers'),
    ).toBeInTheDocument();
  });

  test('a list that cannot be loaded shows "Failed to fetch broadcast orders" and an empty list', async () => {
    context.server.route('GET', broadcastApiPaths.orders, (_request, response) => {
      sendJson(response, 500, { message: 'Server error' });
    });
    await renderOrders();

    expect(await screen.findByText('Failed to fetch broadcast orders')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your broadcasts' });
    expect(within(list).queryAllByRole('listitem')).toEqual([]);
  });

  test('deleting asks first, then removes the order from the list at once, before the server answers', async () => {
    const doomed = familyOrder(2);
    let deleted = false;
    context.server.route('GET', broadcastApiPaths.orders, (_request, response) => {
      sendJson(response, 200, { items: deleted ? [familyOrder(1)] : [doomed, familyOrder(1)] });
    });
    let answer: (() => void) | undefined;
    context.server.route(
      'DELETE',
      buildUrl(broadcastApiPaths.order, { orderId: doomed.id }),
      (_request, response) => {
        // The server answers only when the test says: the list must not wait for it.
        answer = () => {
          deleted = true;
          response.writeHead(204).end();
        };
      },
    );
    await renderOrders();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete the broadcast For Lina2' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this broadcast?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(screen.getByRole('heading', { name: 'For Lina2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete the broadcast For Lina2' }));
    await user.click(screen.getByRole('button', { name: 'Delete the broadcast' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    await waitFor(() => {
      expect(answer).toBeDefined();
    });
    // The server has not answered yet, and the order is already gone from the list.
    expect(deleted).toBe(false);
    expect(screen.queryByRole('heading', { name: 'For Lina2' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'For Lina1' })).toBeInTheDocument();
    answer?.();
  });

  test('a refused delete puts the order back and says why', async () => {
    const kept = familyOrder(2);
    context.server.route('GET', broadcastApiPaths.orders, (_request, response) => {
      sendJson(response, 200, { items: [kept] });
    });
    context.server.route(
      'DELETE',
      buildUrl(broadcastApiPaths.order, { orderId: kept.id }),
      (_request, response) => {
        sendJson(response, 404, {
          message: broadcastMessages.orderNotFound,
          code: 'broadcast_order_not_found',
        });
      },
    );
    await renderOrders();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete the broadcast For Lina2' }));
    await user.click(screen.getByRole('button', { name: 'Delete the broadcast' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The broadcast was not deleted: ${broadcastMessages.orderNotFound}`,
    );
    expect(screen.getByRole('heading', { name: 'For Lina2' })).toBeInTheDocument();
  });
});
