import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { broadcastApiPaths, broadcastMessages } from '@kinderwait/contract/broadcast';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { paths } from '../../../config/paths';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { familyOrder, interest, renderAt } from './broadcast-test-api';
import { InterestPage } from './interest-page';

const context = setupApiTestContext();
const order = familyOrder(2);
const ids = (answerId: string) => ({ orderId: order.id, answerId });

function renderInterest() {
  return renderAt(
    paths.app.broadcastInterest.path,
    paths.app.broadcastInterest.getHref(order.id),
    <InterestPage orderId={order.id} />,
  );
}

describe('the interest a family broadcast received', () => {
  test('each interested provider shows start date, age group, spaces, note as text, distance, fees and CWELCC', async () => {
    context.server.route(
      'GET',
      buildUrl(broadcastApiPaths.interest, { orderId: order.id }),
      (_request, response) => {
        sendJson(response, 200, {
          items: [interest(1, { note: '<b>Welcome</b> from March\nWe have a garden.' })],
        });
      },
    );
    await renderInterest();

    const item = await screen.findByRole('listitem', { name: 'Centre 1' });
    expect(within(item).getByText(/^Can start /)).toBeInTheDocument();
    expect(within(item).getByText('Age group: Toddler')).toBeInTheDocument();
    expect(within(item).getByText('2 spaces available')).toBeInTheDocument();
    expect(within(item).getByText('2.5 km away')).toBeInTheDocument();
    expect(within(item).getByText('$22.00 a day')).toBeInTheDocument();
    expect(within(item).getByText('CWELCC ($10-a-day)')).toBeInTheDocument();
    // The provider's note is shown as typed, never as markup.
    expect(within(item).getByText(/<b>Welcome<\/b> from March/)).toBeInTheDocument();
    expect(item.querySelector('b')).toBeNull();
  });

  test('accepting one says the offer is on the requests screen; declining another closes it', async () => {
    let items = [interest(1), interest(2)];
    context.server.route(
      'GET',
      buildUrl(broadcastApiPaths.interest, { orderId: order.id }),
      (_request, response) => {
        sendJson(response, 200, { items });
      },
    );
    const decide = (answerId: string, decision: 'accepted' | 'declined') => {
      items = items.map((item) =>
        item.id === answerId
          ? {
              ...item,
              decision,
              ...(decision === 'accepted' && {
                requestId: '11111111-0000-4000-8000-000000000001',
                offerId: '22222222-0000-4000-8000-000000000001',
              }),
            }
          : item,
      );
      return items.find((item) => item.id === answerId);
    };
    context.server.route(
      'POST',
      buildUrl(broadcastApiPaths.acceptInterest, ids(interest(1).id)),
      (_request, response) => {
        sendJson(response, 200, decide(interest(1).id, 'accepted'));
      },
    );
    context.server.route(
      'POST',
      buildUrl(broadcastApiPaths.declineInterest, ids(interest(2).id)),
      (_request, response) => {
        sendJson(response, 200, decide(interest(2).id, 'declined'));
      },
    );
    context.server.route(
      'GET',
      buildUrl(broadcastApiPaths.order, { orderId: order.id }),
      (_request, response) => {
        sendJson(response, 200, order);
      },
    );
    await renderInterest();
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Accept Centre 1’s offer of a space' }),
    );
    const accepted = screen.getByRole('listitem', { name: 'Centre 1' });
    expect(
      await within(accepted).findByText(/Accepted: the offer is on your requests screen/),
    ).toBeInTheDocument();
    expect(within(accepted).getByRole('link', { name: 'Answer the offer' })).toHaveAttribute(
      'href',
      paths.app.childcareRequests.getHref(),
    );

    await user.click(screen.getByRole('button', { name: 'Decline Centre 2' }));
    const declined = screen.getByRole('listitem', { name: 'Centre 2' });
    await waitFor(() => {
      expect(within(declined).getByText('Declined')).toBeInTheDocument();
    });
    expect(within(declined).queryByRole('button')).toBeNull();
  });

  test('a decision on a closed broadcast says why', async () => {
    context.server.route(
      'GET',
      buildUrl(broadcastApiPaths.interest, { orderId: order.id }),
      (_request, response) => {
        sendJson(response, 200, { items: [interest(1)] });
      },
    );
    context.server.route(
      'POST',
      buildUrl(broadcastApiPaths.acceptInterest, ids(interest(1).id)),
      (_request, response) => {
        sendJson(response, 409, {
          message: broadcastMessages.broadcastClosed,
          code: 'broadcast_closed',
        });
      },
    );
    await renderInterest();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Accept Centre 1’s offer of a space' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Your answer was not saved: ${broadcastMessages.broadcastClosed}`,
    );
  });
});
