import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { offersApiPaths } from '@kinderwait/contract/offers';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { sendJson } from '../../../test/http-test-server';
import { ada, renderPage, request, setupRequestsScreen } from './childcare-requests-test-api';

const { context, serveList } = setupRequestsScreen();

// Generous: the machine that runs the suite may be busy, and MUI renders slowly in jsdom.
describe('offers and the ticket on the childcare requests screen', { timeout: 20_000 }, () => {
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
