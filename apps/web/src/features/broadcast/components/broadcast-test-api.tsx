import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type {
  BroadcastInterest,
  BroadcastInvitation,
  BroadcastNeed,
  BroadcastOrder,
  IncomingBroadcast,
} from '@kinderwait/contract/broadcast';
import { billingApiPaths } from '@kinderwait/contract/billing';
import type { Product } from '@kinderwait/contract/billing';
import { cataloguesApiPaths } from '@kinderwait/contract/catalogues';
import { usageApiPaths } from '@kinderwait/contract/usage';
import type { ApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { I18nProvider } from '../../../lib/i18n/i18n-provider';
import type { Language } from '../../../lib/i18n/language';
import { QueryWrapper } from '../../../test/query-wrapper';
import { renderSettled } from '../../../test/render-settled';

/** Fixtures and fakes of the broadcast API, for the broadcast screens' tests. */
export const childId = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

export function uuid(n: number, prefix = '00000000'): string {
  return `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export const need: BroadcastNeed = {
  ageMonthsAtStart: 27,
  ageGroup: { id: 2, name: 'Toddler' },
  requestedStartDate: '2027-03-01',
  schedule: [],
  scheduleSentence: 'My preferred schedule availability: weekdays, mornings.',
  providerTypes: ['licensed-centre'],
  childcareTypes: [{ id: 1, name: 'Full-time' }],
  schoolPlans: [],
  paymentOptions: [{ id: 12, name: '$10 to $50 a day' }],
  distanceKm: 5,
};

export function familyOrder(n: number, overrides: Partial<BroadcastOrder> = {}): BroadcastOrder {
  return {
    id: uuid(n, 'aaaaaaaa'),
    kind: 'family',
    state: 'sent',
    isPaid: true,
    paidWith: 'allowance',
    createdAt: `2026-11-0${String(n)}T15:00:00.000Z`,
    paidAt: `2026-11-0${String(n)}T15:01:00.000Z`,
    sentAt: `2026-11-0${String(n)}T15:02:00.000Z`,
    expiresAt: `2026-12-0${String(n)}T15:02:00.000Z`,
    estimatedReach: 7,
    reached: 6,
    child: { id: childId, firstName: `Lina${String(n)}` },
    need,
    answers: { interested: 2, notNow: 1, pending: 3 },
    spot: null,
    requestsReceived: null,
    ...overrides,
  };
}

export function interest(n: number, overrides: Partial<BroadcastInterest> = {}): BroadcastInterest {
  return {
    id: uuid(n, 'bbbbbbbb'),
    answeredAt: '2026-11-03T15:00:00.000Z',
    provider: {
      id: uuid(n, 'cccccccc'),
      name: `Centre ${String(n)}`,
      type: 'licensed-centre',
      licensed: true,
      cwelcc: true,
      subsidy: false,
      currency: 'CAD',
      dailyFeeCents: 2200,
      hourlyFeeCents: null,
      languages: ['en'],
    },
    distanceKm: 2.5,
    ageGroup: { id: 2, name: 'Toddler' },
    startDate: '2027-03-01',
    availableSpaces: 2,
    note: null,
    decision: null,
    requestId: null,
    offerId: null,
    ...overrides,
  };
}

export function incoming(n: number, overrides: Partial<IncomingBroadcast> = {}): IncomingBroadcast {
  return {
    id: uuid(n, 'dddddddd'),
    receivedAt: '2026-11-03T15:00:00.000Z',
    expiresAt: '2026-12-03T15:00:00.000Z',
    need,
    distanceKm: 1.5,
    answer: null,
    answeredAt: null,
    offeredAgeGroup: null,
    offeredStartDate: null,
    note: null,
    parentDecision: null,
    open: true,
    requestId: null,
    ...overrides,
  };
}

export function invitation(
  n: number,
  overrides: Partial<BroadcastInvitation> = {},
): BroadcastInvitation {
  return {
    id: uuid(n, 'eeeeeeee'),
    receivedAt: '2026-11-03T15:00:00.000Z',
    expiresAt: '2026-12-03T15:00:00.000Z',
    child: { id: childId, firstName: 'Lina' },
    spot: {
      providerId: uuid(n, 'cccccccc'),
      providerName: `Centre ${String(n)}`,
      ageGroup: { id: 2, name: 'Toddler' },
      availableSpaces: 2,
      availableStartDate: '2027-01-04',
    },
    distanceKm: 3,
    onProvidersWaitlist: false,
    requestId: null,
    open: true,
    ...overrides,
  };
}

/** The `broadcast-order` product: $19.00 before HST, $21.47 in all. */
export const broadcastProduct: Product = {
  code: 'broadcast-order',
  name: 'Broadcast',
  description: 'One broadcast',
  features: [],
  paymentMode: 'payment',
  interval: null,
  currency: 'CAD',
  unitAmount: 1900,
  taxAmount: 247,
  totalAmount: 2147,
  maxQuantity: 1,
  roles: ['Parent', 'Licenced', 'Unlicenced'],
  available: true,
  limits: {},
};

/** GET /api/products and GET /api/usage, with `remaining` broadcasts left of `limit`. */
export function servePriceAndUsage(context: ApiTestContext, remaining: number, limit = 5): void {
  context.server.route('GET', billingApiPaths.products, (_request, response) => {
    sendJson(response, 200, {
      paymentServiceProvider: 'sandbox',
      customerPortal: false,
      currency: 'CAD',
      taxLabel: 'HST',
      taxRatePercent: 13,
      items: [broadcastProduct],
    });
  });
  context.server.route('GET', usageApiPaths.usage, (_request, response) => {
    sendJson(response, 200, {
      items: [
        {
          kind: 'broadcast',
          period: 'month',
          limit,
          used: limit - remaining,
          remaining,
          renewsAt: '2026-12-01T05:00:00.000Z',
        },
      ],
    });
  });
}

/** The catalogues the filter controls read. */
export function serveCatalogues(context: ApiTestContext): void {
  const item = (id: number, name: string) => ({
    id,
    code: name.toLowerCase(),
    name,
    description: '',
  });
  const { server } = context;
  server.route('GET', cataloguesApiPaths.providerTypes, (_request, response) => {
    sendJson(response, 200, {
      items: [
        { ...item(1, 'Licensed centre'), code: 'licensed-centre', selected: false },
        { ...item(2, 'Licensed home'), code: 'licensed-home', selected: false },
      ],
    });
  });
  server.route('GET', cataloguesApiPaths.childcareTypes, (_request, response) => {
    sendJson(response, 200, { items: [item(1, 'Full-time'), item(2, 'Part-time')] });
  });
  server.route('GET', cataloguesApiPaths.paymentOptions, (request, response) => {
    const hourly = request.url.includes('paymentOption=Hourly');
    const bracket = (id: number, label: string) => ({
      id,
      paymentOption: hourly ? 'Hourly' : 'Daily',
      currency: 'CAD',
      minCents: 0,
      maxCents: null,
      label,
    });
    sendJson(response, 200, {
      items: hourly
        ? [bracket(21, 'Up to $15 an hour')]
        : [bracket(11, 'Up to $10 a day'), bracket(12, '$10 to $50 a day')],
    });
  });
}

/** Where the screens' links lead in the tests: a stand-in page. */
const elsewhere = 'Elsewhere';

/**
 * Renders `element` at `path` (its pattern `pattern`), with stand-ins for where it links, in
 * `language`, inside an awaited act: the screens suspend while their words load.
 */
export async function renderAt(
  pattern: string,
  path: string,
  element: ReactNode,
  language: Language = 'en',
) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <h1>{elsewhere}</h1> },
    ],
    { initialEntries: [path] },
  );
  await renderSettled(
    <I18nProvider language={language}>
      <RouterProvider router={router} />
    </I18nProvider>,
    { wrapper: QueryWrapper },
  );
  return router;
}
