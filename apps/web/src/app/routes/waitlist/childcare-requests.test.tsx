import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { notificationsApiPaths } from '@kinderwait/contract/notifications';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { surveysApiPaths } from '@kinderwait/contract/surveys';
import type { ParentRequestsResponse } from '@kinderwait/contract/waitlist';
import { waitlistApiPaths } from '@kinderwait/contract/waitlist';
import { paths } from '../../../config/paths';
import { resetUserContext } from '../../../features/user-context/user-context-store';
import { writeToken } from '../../../lib/storage';
import { testUser } from '../../../test/account-fixtures';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { renderAppAt } from '../../testing/render-app-at';
import { serveAccountApi } from '../signed-in/fake-account-api';
import { childcareRequestsCatalogue } from '../../../features/childcare-requests/childcare-requests-messages';
import { noticesCatalogue } from '../../../features/notices/notices-messages';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { loader } from './childcare-requests';

const context = setupApiTestContext();

const parent = testUser(['Parent'], { id: '5a0e6c9d-2f41-4b7a-8c3e-9d1f0a2b3c4d' });
const list: ParentRequestsResponse = {
  items: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      ticketId: '00000000-0000-4000-8000-000000000002',
      childId: '00000000-0000-4000-8000-000000000003',
      childFirstName: 'Mia',
      childLastName: 'Lovelace',
      providerId: '00000000-0000-4000-8000-000000000004',
      providerName: 'City Hall Child Care Centre',
      providerType: 'licensed-centre',
      claimed: false,
      status: 'waiting',
      sentAt: '2026-11-20T15:00:00.000Z',
      joinedAt: '2026-11-20T15:00:00.000Z',
      withdrawnAt: null,
      position: 2,
      waitlistSize: 5,
    },
  ],
};

const ticketOf = {
  childId: '00000000-0000-4000-8000-000000000003',
  ticketId: '00000000-0000-4000-8000-000000000002',
};

beforeEach(() => {
  resetUserContext();
  writeToken({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  // Nothing new since the last visit; the child's ticket confirmed, no spot alert.
  context.server.route('GET', notificationsApiPaths.notices, (_request, response) => {
    sendJson(response, 200, { items: [], unreadCount: 0 });
  });
  const ids = { childId: ticketOf.childId, ticketId: ticketOf.ticketId };
  context.server.route('GET', buildUrl(notificationsApiPaths.confirmation, ids), (_r, response) => {
    sendJson(response, 200, {
      ticketId: ids.ticketId,
      state: 'confirmed',
      lastConfirmedAt: '2026-11-20T15:00:00.000Z',
      reminderSentAt: null,
      inactiveAt: null,
      nextStepAt: '2027-02-18T15:00:00.000Z',
    });
  });
  context.server.route(
    'GET',
    buildUrl(notificationsApiPaths.availabilityAlert, ids),
    (_r, response) => {
      sendJson(response, 200, { enabled: false });
    },
  );
});

test('the route loads the screen’s and the notices’ words before it opens, so nothing appears late', async () => {
  await loader();
  // Settled, as React's use() reads them: the page renders at once instead of suspending.
  for (const catalogue of [childcareRequestsCatalogue, noticesCatalogue]) {
    const loaded: Promise<unknown> & { status?: string } = loadMessages(catalogue, 'en');
    expect(loaded.status).toBe('fulfilled');
  }
});

describe('the requests route and the survey resolver in the app', () => {
  test("the requests are the signed-in parent's, asked by their user id", async () => {
    serveAccountApi(context.server, parent);
    context.server.route(
      'GET',
      buildUrl(waitlistApiPaths.parentRequests, { parentId: parent.id }),
      (_request, response) => {
        sendJson(response, 200, list);
      },
    );
    renderAppAt(paths.app.childcareRequests.getHref());
    expect(
      await screen.findByRole('heading', { level: 3, name: 'City Hall Child Care Centre' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your childcare requests' }),
    ).toBeVisible();
    // The first test loads the app's lazy modules cold, and the page now reads notices and the
    // ticket too: more than the default 5 s on a busy machine.
  });

  test('a survey already answered sends the parent on to their requests', async () => {
    serveAccountApi(context.server, parent);
    context.server.route(
      'GET',
      buildUrl(surveysApiPaths.status, { type: 'waitlist' }),
      (_request, response) => {
        sendJson(response, 200, { type: 'waitlist', status: 'answered' });
      },
    );
    context.server.route(
      'GET',
      buildUrl(waitlistApiPaths.parentRequests, { parentId: parent.id }),
      (_request, response) => {
        sendJson(response, 200, list);
      },
    );
    const { router } = renderAppAt(paths.app.parentWaitlistSurvey.getHref());
    expect(
      await screen.findByRole('heading', { level: 3, name: 'City Hall Child Care Centre' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.app.childcareRequests.getHref());
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
