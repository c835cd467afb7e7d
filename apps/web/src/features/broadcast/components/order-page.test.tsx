import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { broadcastApiPaths } from '@kinderwait/contract/broadcast';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { broadcastKeys } from '../../../api/broadcast/broadcast-keys';
import { paths } from '../../../config/paths';
import { queryClient } from '../../../lib/query-client';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { familyOrder, renderAt, servePriceAndUsage } from './broadcast-test-api';
import { OrderPage } from './order-page';

const context = setupApiTestContext();

function renderOrder(orderId: string) {
  return renderAt(
    paths.app.broadcastOrder.path,
    paths.app.broadcastOrder.getHref(orderId),
    <OrderPage orderId={orderId} roleId={3} />,
  );
}

describe('the order confirmation', () => {
  test('an order the list holds shows from the cache, without asking the server', async () => {
    const order = familyOrder(2);
    queryClient.setQueryData(broadcastKeys.paidOrders(), { items: [familyOrder(1), order] });
    await renderOrder(order.id);

    expect(await screen.findByText('For Lina2')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sent to 6 providers');
    await context.server.settle();
    expect(context.server.requests).toEqual([]);
  });

  test('an order not in the cache is read by id: what was sent, to how many, when', async () => {
    const order = familyOrder(2, { paidWith: 'checkout' });
    context.server.route(
      'GET',
      buildUrl(broadcastApiPaths.order, { orderId: order.id }),
      (_request, response) => {
        sendJson(response, 200, order);
      },
    );
    await renderOrder(order.id);

    const sent = await screen.findByRole('region', { name: 'What was sent' });
    expect(sent).toHaveTextContent('Lina2');
    expect(sent).toHaveTextContent('2 years 3 months');
    expect(sent).toHaveTextContent('Toddler');
    expect(sent).toHaveTextContent('My preferred schedule availability: weekdays, mornings.');
    expect(sent).toHaveTextContent('Licensed child care centre');
    expect(sent).toHaveTextContent('Within 5 km');
    const reached = screen.getByRole('region', { name: 'Reached' });
    expect(reached).toHaveTextContent('Estimated when created: 7');
    expect(reached).toHaveTextContent('Answers so far: 2 interested, 1 not now, 3 waiting');
    expect(reached).toHaveTextContent(/Paid .* by card/);
    expect(screen.getByRole('link', { name: 'See who is interested' })).toHaveAttribute(
      'href',
      paths.app.broadcastInterest.getHref(order.id),
    );
    // Kept per order: read once.
    expect(queryClient.getQueryData(broadcastKeys.order(order.id))).toEqual(order);
  });

  test('an unpaid order offers to pay, and one of the month’s broadcasts sends it', async () => {
    const unpaid = familyOrder(2, {
      state: 'awaiting_payment',
      isPaid: false,
      paidWith: null,
      paidAt: null,
      sentAt: null,
      expiresAt: null,
      reached: 0,
      answers: null,
    });
    let paid = false;
    context.server.route(
      'GET',
      buildUrl(broadcastApiPaths.order, { orderId: unpaid.id }),
      (_request, response) => {
        sendJson(response, 200, paid ? { ...unpaid, state: 'sending', isPaid: true } : unpaid);
      },
    );
    context.server.route(
      'POST',
      buildUrl(broadcastApiPaths.useAllowance, { orderId: unpaid.id }),
      (_request, response) => {
        paid = true;
        sendJson(response, 200, {
          ...unpaid,
          state: 'sending',
          isPaid: true,
          paidWith: 'allowance',
          paidAt: '2026-11-02T15:01:00.000Z',
        });
      },
    );
    context.server.route('GET', broadcastApiPaths.orders, (_request, response) => {
      sendJson(response, 200, { items: [] });
    });
    servePriceAndUsage(context, 3);
    await renderOrder(unpaid.id);

    expect(
      await screen.findByText('This broadcast is not paid yet, so it was not sent.'),
    ).toBeInTheDocument();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Use 1 of your 3 broadcasts this month' }));
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('Sending…');
    });
    expect(screen.queryByRole('button', { name: /Use 1 of your/ })).toBeNull();
  });
});
