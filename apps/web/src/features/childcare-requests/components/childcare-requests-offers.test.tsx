import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { notificationsApiPaths } from '@kinderwait/contract/notifications';
import { offersApiPaths, offersErrorCodes } from '@kinderwait/contract/offers';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { sendJson } from '../../../test/http-test-server';
import {
  ada,
  adaConfirmationPath,
  adaTicket,
  answered,
  confirmation,
  openOffer,
  renderPage,
  request,
  rowOf,
  setupRequestsScreen,
} from './childcare-requests-test-api';

const { context, serveList } = setupRequestsScreen();

// Generous: the machine that runs the suite may be busy, and MUI renders slowly in jsdom.
describe('offers and the ticket on the childcare requests screen', () => {
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
    let pausedWithdrawn = false;
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
            pausedWithdrawn
              ? { ...other, status: 'withdrawn', position: null }
              : { ...other, status: 'paused', position: null },
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
        pausedWithdrawn = true;
        sendJson(response, 200, { withdrawnRequestIds: [other.id] });
      },
    );
    await renderPage();
    const panel = await screen.findByRole('region', { name: 'Centre 4 offers a spot' });
    expect(within(panel).getByText('Toddler, from Monday, 04 January 2027')).toBeVisible();
    // The countdown's words load on first use: it may show a moment after the panel.
    expect(await within(panel).findByText(/^Answer by .+ \(Toronto time\)$/)).toBeVisible();
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
    // The list is asked again: the paused request now reads withdrawn and the question is gone.
    expect(await within(rowOf('Centre 5')).findByText('Status: Withdrawn')).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Withdraw it' })).toBeNull();
  });

  test('declining answers in one tap, closes the offer and leaves the other requests as they were', async () => {
    const offer = openOffer();
    let declined = false;
    const offered = request(4, ada, { status: 'offered', offer });
    const other = request(5, ada);
    serveList(() =>
      declined
        ? [
            {
              ...offered,
              status: 'declined',
              position: null,
              offer: { ...offer, status: 'declined' },
            },
            other,
          ]
        : [offered, other],
    );
    const posts: string[] = [];
    context.server.route(
      'POST',
      buildUrl(offersApiPaths.decline, { offerId: offer.id }),
      (recorded, response) => {
        posts.push(recorded.path);
        declined = true;
        sendJson(response, 200, answered(offer, offered, 'declined'));
      },
    );
    await renderPage();
    const panel = await screen.findByRole('region', { name: 'Centre 4 offers a spot' });
    await userEvent
      .setup()
      .click(within(panel).getByRole('button', { name: 'Decline the spot at Centre 4 for Ada' }));

    expect(
      await within(panel).findByText(
        'You declined the spot at Centre 4. Your other requests are unchanged.',
      ),
    ).toBeVisible();
    expect(await within(panel).findByText('You declined this spot.')).toBeVisible();
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(within(rowOf('Centre 4')).getByText('Status: Declined')).toBeVisible();
    expect(within(rowOf('Centre 5')).getByText('Status: Waiting')).toBeVisible();
    expect(posts).toEqual([buildUrl(offersApiPaths.decline, { offerId: offer.id })]);
  });

  test('an answer the server refuses says why, and the list is asked again', async () => {
    const offer = openOffer();
    let expired = false;
    const offered = request(4, ada, { status: 'offered', offer });
    serveList(() => [expired ? { ...offered, offer: { ...offer, status: 'expired' } } : offered]);
    context.server.route(
      'POST',
      buildUrl(offersApiPaths.accept, { offerId: offer.id }),
      (_recorded, response) => {
        expired = true;
        sendJson(response, 409, {
          message: 'Offer expired',
          code: offersErrorCodes.offerExpired,
        });
      },
    );
    await renderPage();
    const panel = await screen.findByRole('region', { name: 'Centre 4 offers a spot' });
    await userEvent
      .setup()
      .click(within(panel).getByRole('button', { name: 'Accept the spot at Centre 4 for Ada' }));

    expect(
      await within(panel).findByText(
        'Your answer was not saved: This offer expired: the time to answer passed. The provider has moved on to the next family.',
      ),
    ).toBeVisible();
    expect(
      await within(panel).findByText('This offer expired: the time to answer passed.'),
    ).toBeVisible();
    expect(within(panel).queryByRole('button', { name: /Accept/ })).toBeNull();
    expect(within(panel).queryByText(/is enrolled/)).toBeNull();
  });

  test('"still interested?": a due ticket asks by its date, one tap confirms it', async () => {
    let confirmed = false;
    serveList(() => [request(2, ada)]);
    const posts: string[] = [];
    context.server.route('GET', adaConfirmationPath, (_recorded, response) => {
      sendJson(response, 200, confirmation(confirmed ? 'confirmed' : 'due'));
    });
    context.server.route('POST', adaConfirmationPath, (recorded, response) => {
      posts.push(recorded.path);
      confirmed = true;
      sendJson(response, 200, confirmation('confirmed'));
    });
    await renderPage();

    expect(
      await screen.findByText(
        /^Still looking for care for Ada\? Confirm by Nov\.? 30, 2026 to keep every place in line\.$/,
      ),
    ).toBeVisible();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Yes, still interested in care for Ada' }));
    expect(await screen.findByText("Thank you: Ada's requests are confirmed.")).toBeVisible();
    expect(
      await screen.findByText(
        /^Confirmed: we will ask again around Feb\.? 28, 2027\. Every 90 days we ask whether you still need care, so providers’ waitlists hold only families still looking\.$/,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /still interested/ })).toBeNull();
    expect(posts).toEqual([adaConfirmationPath]);
  });

  test('"still interested?": an inactive ticket says so, and confirming puts the requests back in line', async () => {
    let confirmed = false;
    const item = request(2, ada);
    serveList(() => [confirmed ? item : { ...item, status: 'inactive', position: null }]);
    context.server.route('GET', adaConfirmationPath, (_recorded, response) => {
      sendJson(response, 200, confirmation(confirmed ? 'confirmed' : 'inactive'));
    });
    context.server.route('POST', adaConfirmationPath, (_recorded, response) => {
      confirmed = true;
      sendJson(response, 200, confirmation('confirmed'));
    });
    await renderPage();

    expect(
      await screen.findByText(
        "Ada's requests are inactive because they were not confirmed. Confirm to put them back at their original place in line.",
      ),
    ).toBeVisible();
    expect(within(rowOf('Centre 2')).getByText('Status: Inactive')).toBeVisible();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Yes, still interested in care for Ada' }));
    expect(await screen.findByText("Thank you: Ada's requests are confirmed.")).toBeVisible();
    // The list is asked again: the request is back at its place.
    expect(await within(rowOf('Centre 2')).findByText('Status: Waiting')).toBeVisible();
    expect(within(rowOf('Centre 2')).getByText('#3 of 12')).toBeVisible();
  });

  test('the spot alert switch turns the alert on (PUT) and off (DELETE)', async () => {
    serveList(() => [request(2, ada)]);
    const alertPath = buildUrl(notificationsApiPaths.availabilityAlert, adaTicket);
    const methods: string[] = [];
    for (const [method, enabled] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      context.server.route(method, alertPath, (recorded, response) => {
        methods.push(recorded.method);
        sendJson(response, 200, { enabled });
      });
    }
    await renderPage();
    const toggle = await screen.findByRole('switch', {
      name: 'Tell me when any matching provider near me opens a spot for Ada',
    });
    expect(toggle).not.toBeChecked();
    const user = userEvent.setup();

    await user.click(toggle);
    expect(
      await screen.findByText('We will tell you when a matching provider opens a spot for Ada.'),
    ).toBeVisible();
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Spot alerts for Ada are off.')).toBeVisible();
    expect(toggle).not.toBeChecked();
    expect(methods).toEqual(['PUT', 'DELETE']);
  });

  test('withdrawing a request that holds an open offer says the spot goes to the next family', async () => {
    serveList(() => [request(4, ada, { status: 'offered', offer: openOffer() })]);
    await renderPage();
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Withdraw the request to Centre 4 for Ada' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Withdraw this request?' });
    expect(dialog).toHaveTextContent(
      'Ada will leave the waitlist of Centre 4 and lose this place in line: a new request later joins the end of the list. This also declines the spot Centre 4 offers: it goes to the next family.',
    );
  });
});
