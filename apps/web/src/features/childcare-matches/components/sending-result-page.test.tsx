import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { surveysApiPaths } from '@kinderwait/contract/surveys';
import type { SurveyStatusResponse } from '@kinderwait/contract/surveys';
import { waitlistMessages } from '@kinderwait/contract/waitlist';
import { paths } from '../../../config/paths';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import type { SendingResult } from '../lib/sending-result';
import { childId, cityListing, requested, sunnyDays } from './matches-test-api';
import { SendingResultPage } from './sending-result-page';

const context = setupApiTestContext();
const surveyPath = buildUrl(surveysApiPaths.status, { type: 'waitlist' });
const missingId = '5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716';

const result: SendingResult = {
  childId,
  childFirstName: 'Maya',
  items: [
    {
      childcareProviderId: sunnyDays.id,
      providerName: sunnyDays.name,
      outcome: 'sent',
      request: {
        id: '0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e60',
        status: 'waiting',
        sentAt: '2026-11-23T10:00:00.000Z',
        position: 2,
      },
      code: null,
      message: null,
    },
    {
      childcareProviderId: requested.id,
      providerName: requested.name,
      outcome: 'already_sent',
      request: requested.request,
      code: null,
      message: null,
    },
    {
      childcareProviderId: cityListing.id,
      providerName: cityListing.name,
      outcome: 'failed',
      request: null,
      code: 'not_a_match',
      message: 'Not a match of this ticket',
    },
    {
      childcareProviderId: missingId,
      providerName: null,
      outcome: 'failed',
      request: null,
      code: 'childcare_provider_not_found',
      message: waitlistMessages.providerNotFound,
    },
  ],
};

function serveSurvey(status: SurveyStatusResponse['status']) {
  context.server.route('GET', surveyPath, (_request, response) => {
    sendJson(response, 200, { type: 'waitlist', status });
  });
}

async function renderPage(shown: SendingResult | null) {
  const router = createMemoryRouter([{ path: '*', element: <SendingResultPage result={shown} /> }]);
  // Awaited: React resumes the render suspended on the messages' chunk inside this scope.
  await act(() => {
    render(
      <QueryWrapper>
        <RouterProvider router={router} />
      </QueryWrapper>,
    );
    return Promise.resolve();
  });
}

describe('the sending result page', () => {
  test('lists what was sent, sent before, and not sent with why, and offers the survey when due', async () => {
    serveSurvey('due');
    await renderPage(result);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your childcare requests' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('For Maya. 1 request sent, 1 already sent before, 2 not sent.'),
    ).toBeInTheDocument();

    const sent = within(screen.getByRole('region', { name: 'Sent (1)' }));
    expect(sent.getByText(sunnyDays.name)).toBeInTheDocument();
    expect(sent.getByText('Position #2 on the waitlist')).toBeInTheDocument();
    const before = within(screen.getByRole('region', { name: 'Already sent before (1)' }));
    expect(before.getByText(requested.name)).toBeInTheDocument();
    expect(before.getByText('Position #4 on the waitlist')).toBeInTheDocument();
    const failed = within(screen.getByRole('region', { name: 'Not sent (2)' }));
    expect(failed.getByText(cityListing.name)).toBeInTheDocument();
    expect(
      failed.getByText('This provider no longer matches the child’s waitlist ticket.'),
    ).toBeInTheDocument();
    expect(failed.getByText('A provider that no longer exists')).toBeInTheDocument();
    expect(failed.getByText(waitlistMessages.providerNotFound)).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'See all your requests' })).toHaveAttribute(
      'href',
      paths.app.childcareRequests.getHref(),
    );
    expect(screen.getByRole('link', { name: 'Back to the matching providers' })).toHaveAttribute(
      'href',
      paths.app.childcareProviders.getHref(childId),
    );
    expect(await screen.findByRole('link', { name: 'Answer a short survey' })).toHaveAttribute(
      'href',
      paths.app.parentWaitlistSurvey.getHref(),
    );
  });

  test('no survey once answered', async () => {
    serveSurvey('answered');
    await renderPage(result);
    await waitFor(() => {
      expect(context.server.requests.some((request) => request.path === surveyPath)).toBe(true);
    });
    await context.server.settle();
    expect(screen.queryByRole('link', { name: 'Answer a short survey' })).toBeNull();
  });

  test('nothing newly sent: the survey is not even asked about', async () => {
    await renderPage({ ...result, items: result.items.filter((item) => item.outcome !== 'sent') });
    expect(screen.getByText('For Maya. 1 already sent before, 2 not sent.')).toBeInTheDocument();
    await context.server.settle();
    expect(context.server.requests).toHaveLength(0);
  });

  test('opened without a sending, it says so and links to the requests', async () => {
    await renderPage(null);
    expect(
      screen.getByRole('heading', { level: 1, name: 'No sending to show' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all your requests' })).toHaveAttribute(
      'href',
      paths.app.childcareRequests.getHref(),
    );
  });
});
