import { configure, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ConfirmationState, TicketConfirmation } from '@kinderwait/contract/notifications';
import { notificationsApiPaths } from '@kinderwait/contract/notifications';
import type { ParentOffer, RequestOffer } from '@kinderwait/contract/offers';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import type { ParentChildcareRequest } from '@kinderwait/contract/waitlist';
import { waitlistApiPaths } from '@kinderwait/contract/waitlist';
import { paths } from '../../../config/paths';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { renderSettled } from '../../../test/render-settled';
import { I18nProvider } from '../../../lib/i18n/i18n-provider';
import type { Language } from '../../../lib/i18n/language';
import { ChildcareRequestsPage } from './childcare-requests-page';

/** Fixtures and a fake of the parent's requests API, for the requests screen's tests. */
export const parentId = '7d3c1a52-1b8e-4f0a-9c55-0a4b3f2e1d01';
export const listPath = buildUrl(waitlistApiPaths.parentRequests, { parentId });
export const ada = { childId: 'a1a1a1a1-0000-4000-8000-000000000001', first: 'Ada', last: 'Byron' };
export const ben = { childId: 'b2b2b2b2-0000-4000-8000-000000000002', first: 'Ben', last: 'Byron' };

export function request(
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

/**
 * Per test file: the real HTTP test server, and the fake list of requests with each child's
 * ticket (confirmed, no spot alert) unless a test routes the ticket itself.
 */
export function setupRequestsScreen() {
  const context = setupApiTestContext();
  // Answers arrive over real HTTP on a machine that may be busy: wait up to 5 s for them.
  configure({ asyncUtilTimeout: 5000 });

  function serveList(items: () => ParentChildcareRequest[]) {
    context.server.route('GET', listPath, (_request, response) => {
      sendJson(response, 200, { items: items() });
    });
    serveTickets();
  }

  function serveTickets() {
    // Each child's ticket: confirmed, no spot alert (the ticket tests route their own after this).
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

  return { context, serveList, serveTickets };
}

export async function renderPage(
  initialPath: string = paths.app.childcareRequests.getHref(),
  language: Language = 'en',
) {
  const router = createMemoryRouter(
    [
      {
        path: paths.app.childcareRequests.path,
        element: (
          <I18nProvider language={language}>
            <ChildcareRequestsPage parentId={parentId} />
          </I18nProvider>
        ),
      },
      // A stand-in for the children screen, only for the tests to land on.
      // eslint-disable-next-line formatjs/no-literal-string-in-jsx
      { path: paths.app.waitlistChildren.path, element: <h1>Children</h1> },
    ],
    { initialEntries: [initialPath] },
  );
  // Awaited: React resumes the render suspended on the messages' chunk inside this scope.
  await renderSettled(<RouterProvider router={router} />, { wrapper: QueryWrapper });
  return router;
}

export function rowOf(providerName: string): HTMLElement {
  return screen.getByRole('listitem', { name: providerName });
}

export function patchPath(item: ParentChildcareRequest): string {
  return buildUrl(waitlistApiPaths.providerTicket, {
    providerId: item.providerId,
    ticketId: item.ticketId,
  });
}

/** An open offer whose deadline is a week ahead (the countdown runs on the real clock). */
export function openOffer(): RequestOffer & { status: 'open' } {
  return {
    id: 'c3c3c3c3-0000-4000-8000-000000000003',
    ageGroupId: 2,
    ageGroupName: 'Toddler',
    startDate: '2027-01-04',
    deadlineAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    status: 'open',
  };
}

/** The server's answer to Accept or Decline. */
export function answered(
  offer: RequestOffer,
  offered: ParentChildcareRequest,
  status: 'accepted' | 'declined',
): ParentOffer {
  return {
    ...offer,
    status,
    requestId: offered.id,
    providerId: offered.providerId,
    providerName: offered.providerName,
    childId: ada.childId,
    childFirstName: 'Ada',
    closedAt: new Date().toISOString(),
    pausedRequests: [],
  };
}

export const adaTicket = { childId: ada.childId, ticketId: request(0, ada).ticketId };
export const adaConfirmationPath = buildUrl(notificationsApiPaths.confirmation, adaTicket);

/** Ada's ticket in each reconfirmation state. */
export function confirmation(state: ConfirmationState): TicketConfirmation {
  return {
    ticketId: adaTicket.ticketId,
    state,
    lastConfirmedAt: '2026-08-30T15:00:00.000Z',
    reminderSentAt: state === 'confirmed' ? null : '2026-11-16T15:00:00.000Z',
    inactiveAt: state === 'inactive' ? '2026-12-01T15:00:00.000Z' : null,
    // Due: the last day to answer; confirmed: the next reminder.
    nextStepAt:
      state === 'due'
        ? '2026-11-30T15:00:00.000Z'
        : state === 'confirmed'
          ? '2027-02-28T15:00:00.000Z'
          : null,
  };
}
