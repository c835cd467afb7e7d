import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import {
  FamilyBroadcastBody,
  broadcastApiPaths,
  broadcastMessages,
} from '@kinderwait/contract/broadcast';
import type { BroadcastOrder } from '@kinderwait/contract/broadcast';
import { childrenApiPaths } from '@kinderwait/contract/children';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { formatLimitReachedDetail } from '@kinderwait/contract/usage';
import type { WaitlistTicket } from '@kinderwait/contract/waitlist';
import { waitlistApiPaths, waitlistMessages } from '@kinderwait/contract/waitlist';
import { todayIso } from '../../../components/care-filters/start-date';
import { paths } from '../../../config/paths';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sampleChild } from '../../../test/child-fixtures';
import { sendJson } from '../../../test/http-test-server';
import {
  childId,
  familyOrder,
  renderAt,
  serveCatalogues,
  servePriceAndUsage,
} from './broadcast-test-api';
import { FilterSelectionPage } from './filter-selection-page';

const context = setupApiTestContext();

function inDays(days: number): string {
  const date = new Date(`${todayIso()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const startDate = inDays(60);

const ticket: WaitlistTicket = {
  id: '8b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  childId,
  Distance: 10,
  ProviderTypes: [1],
  ChildcareTypes: [1],
  SchoolPlans: [],
  PaymentOptions: [12],
  RequestedStartDate: startDate,
  ScheduleAvailability: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const unpaid = familyOrder(4, {
  state: 'awaiting_payment',
  isPaid: false,
  paidWith: null,
  paidAt: null,
  sentAt: null,
  expiresAt: null,
  reached: 0,
  answers: null,
});

interface Serve {
  reach?: (body: FamilyBroadcastBody) => [number, unknown];
  ticket?: WaitlistTicket | null;
}

function serve({ reach, ticket: childTicket = ticket }: Serve = {}) {
  const reachBodies: FamilyBroadcastBody[] = [];
  const created: FamilyBroadcastBody[] = [];
  const { server } = context;
  server.route('GET', childrenApiPaths.getChildInfo, (_request, response) => {
    const born = `${String(Number(todayIso().slice(0, 4)) - 2)}-01-15`;
    sendJson(response, 200, sampleChild({ id: childId, firstName: 'Lina', dateOfBirth: born }));
  });
  server.route('GET', buildUrl(waitlistApiPaths.tickets, { childId }), (_request, response) => {
    sendJson(response, 200, { ticket: childTicket });
  });
  serveCatalogues(context);
  server.route('POST', broadcastApiPaths.reach, (request, response) => {
    const body = FamilyBroadcastBody.parse(JSON.parse(request.body));
    reachBodies.push(body);
    const [status, answer] = reach?.(body) ?? [200, { reach: 7 }];
    sendJson(response, status, answer);
  });
  server.route('POST', broadcastApiPaths.orders, (request, response) => {
    created.push(FamilyBroadcastBody.parse(JSON.parse(request.body)));
    sendJson(response, 201, unpaid);
  });
  return { reachBodies, created };
}

function renderPage(onPaid: (order: BroadcastOrder) => void = () => undefined) {
  return renderAt(
    paths.app.broadcastFilterSelection.path,
    paths.app.broadcastFilterSelection.getHref(childId),
    <FilterSelectionPage childId={childId} roleId={3} onPaid={onPaid} />,
  );
}

describe('the broadcast’s filter selection', () => {
  test('starts from the child’s ticket and shows how many providers the broadcast will reach', async () => {
    const { reachBodies } = serve();
    await renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Broadcast for Lina' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('This broadcast will reach 7 providers')).toBeInTheDocument();
    expect(reachBodies[0]).toEqual({
      childId,
      filters: {
        Distance: 10,
        ProviderTypes: [1],
        ChildcareTypes: [1],
        SchoolPlans: [],
        PaymentOptions: [12],
        RequestedStartDate: startDate,
        ScheduleAvailability: [],
      },
    });
    // The wizard's own controls, with the ticket's choices ticked.
    expect(await screen.findByRole('checkbox', { name: 'Licensed centre' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Licensed home' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Full-time' })).toBeChecked();
    expect(screen.getByLabelText(/Requested start date/)).toHaveValue(startDate);

    // A change is counted again.
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Licensed home' }));
    await waitFor(() => {
      expect(reachBodies.at(-1)?.filters.ProviderTypes).toEqual([1, 2]);
    });
  });

  test('a broadcast that would reach no one cannot be created, and says why', async () => {
    serve({ reach: () => [200, { reach: 0 }] });
    await renderPage();

    const status = await screen.findByText(/This broadcast will reach 0 providers/);
    expect(status.closest('[role="status"]')).toHaveTextContent(broadcastMessages.reachesNoOne);
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  });

  test('a child without a location is told so, with a link to set the address', async () => {
    serve({
      reach: () => [409, { message: waitlistMessages.noLocation, code: 'child_location_missing' }],
    });
    await renderPage();

    const link = await screen.findByRole('link', { name: 'Set the address' });
    const box = link.closest('[role="status"]');
    expect(box).toHaveTextContent(waitlistMessages.noLocation);
    expect(link).toHaveAttribute('href', paths.app.childEnrollment.getHref(childId));
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  });

  test('creating the order, then using one of the month’s broadcasts, sends it', async () => {
    const { created } = serve({ ticket: null });
    servePriceAndUsage(context, 2);
    const sending = {
      ...unpaid,
      state: 'sending' as const,
      isPaid: true,
      paidWith: 'allowance' as const,
    };
    context.server.route(
      'POST',
      buildUrl(broadcastApiPaths.useAllowance, { orderId: unpaid.id }),
      (_request, response) => {
        sendJson(response, 200, sending);
      },
    );
    context.server.route('GET', broadcastApiPaths.orders, (_request, response) => {
      sendJson(response, 200, { items: [sending] });
    });
    const paid: BroadcastOrder[] = [];
    await renderPage((order) => paid.push(order));
    const user = userEvent.setup();

    // Without a ticket nothing is ticked: a provider type is needed before anything is counted.
    expect(
      await screen.findByText(
        'Choose at least one provider type and a start date to see who it will reach.',
      ),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Licensed centre' }));
    expect(await screen.findByText('This broadcast will reach 7 providers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await user.click(
      await screen.findByRole('button', { name: 'Use 1 of your 2 broadcasts this month' }),
    );
    await waitFor(() => {
      expect(paid).toEqual([sending]);
    });
    expect(created[0]?.filters.ProviderTypes).toEqual([1]);
    expect(created[0]?.filters.Distance).toBe(5);
  });

  test('with none left this month, Pay $21.47 (with HST) opens the checkout', async () => {
    serve();
    servePriceAndUsage(context, 1);
    context.server.route(
      'POST',
      buildUrl(broadcastApiPaths.useAllowance, { orderId: unpaid.id }),
      (_request, response) => {
        // Spent on another device meanwhile.
        sendJson(response, 402, {
          message: 'You have used all 5 broadcasts your plan includes a month.',
          detail: formatLimitReachedDetail({
            kind: 'broadcast',
            renewsAt: '2026-12-01T05:00:00.000Z',
          }),
          code: 'limit_reached',
        });
      },
    );
    context.server.route(
      'POST',
      buildUrl(broadcastApiPaths.checkout, { orderId: unpaid.id }),
      (_request, response) => {
        sendJson(response, 201, {
          id: '9c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
          // Same document, another fragment: jsdom follows it, so the test sees where it went.
          url: `${context.server.origin}/home#checkout`,
          paymentServiceProvider: 'sandbox',
        });
      },
    );
    await renderPage();
    const user = userEvent.setup();

    expect(await screen.findByText('This broadcast will reach 7 providers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await user.click(
      await screen.findByRole('button', { name: 'Use 1 of your 1 broadcast this month' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Pay $21.47' }));
    await waitFor(() => {
      expect(window.location.hash).toBe('#checkout');
    });
  });
});
