import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { childrenApiPaths } from '@kinderwait/contract/children';
import { torontoOpenDataAttribution } from '@kinderwait/contract/brand';
import {
  SaveFavoritesLikedBody,
  SendRequestsBody,
  waitlistApiPaths,
  waitlistMessages,
} from '@kinderwait/contract/waitlist';
import type { SendRequestsResponse } from '@kinderwait/contract/waitlist';
import { setMapSettingsForTests } from '../../../config/map-settings';
import { paths } from '../../../config/paths';
import { useNotificationStore } from '../../../stores/notification-store';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import type { SendingResult } from '../lib/sending-result';
import { MatchesPage } from './matches-page';
import {
  child,
  childId,
  cityListing,
  matchesPath,
  requested,
  requestsPath,
  serveMatchesApi,
  sunnyDays,
  ticketPath,
} from './matches-test-api';

const context = setupApiTestContext();
/** Waits for what the fake API answers; generous, as test files run side by side. */

setMapSettingsForTests({
  tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  tileAttribution: 'Test tiles',
  geocoderUrl: 'http://127.0.0.1:9',
  addressSuggestions: false,
});

async function renderPage(
  onSent: (result: SendingResult) => void = vi.fn(),
  initialPath = paths.app.childcareProviders.getHref(childId),
) {
  const router = createMemoryRouter(
    [
      {
        path: paths.app.childcareProviders.path,
        element: <MatchesPage childId={childId} onSent={onSent} />,
      },
    ],
    { initialEntries: [initialPath] },
  );
  // Awaited: React resumes the render suspended on the messages' chunk inside this scope.
  await act(() => {
    render(
      <QueryWrapper>
        <RouterProvider router={router} />
      </QueryWrapper>,
    );
    return Promise.resolve();
  });
  return router;
}

function matchesQueries(): URLSearchParams[] {
  return context.server.requests
    .filter((request) => request.path === matchesPath)
    .map((request) => new URL(request.url, 'http://test').searchParams);
}

function card(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

describe('the matches screen', () => {
  test('says what each provider stated, in words, and what the City knows of a centre not on KinderWait', async () => {
    serveMatchesApi(context.server, [sunnyDays, cityListing, requested]);
    await renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Matching childcare for Maya' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('3 providers match')).toBeInTheDocument();
    expect(screen.getByText('Distance from 100 Queen Street West, Toronto')).toBeInTheDocument();

    const sunny = within(card(sunnyDays.name));
    await sunny.findByText('Licensed child care centre · 1.2 km away');
    expect(sunny.getByText('Licensed')).toBeInTheDocument();
    expect(sunny.getByText('CWELCC')).toBeInTheDocument();
    expect(sunny.getByText('Fee subsidy')).toBeInTheDocument();
    expect(sunny.getByText('12 College Street, M5G 1K2')).toBeInTheDocument();
    expect(
      sunny.getByText(
        /^Toddler: 3 spaces from Monday, 03 May( 2027)? \(15 licensed spaces for Toddler\)$/,
      ),
    ).toBeInTheDocument();
    expect(sunny.getByText('$22.00 per day')).toBeInTheDocument();
    await sunny.findByText('English, French');
    expect(sunny.getByText('Monday to Friday: 07:30 AM – 06:00 PM')).toBeInTheDocument();
    expect(sunny.queryByText('Listing not yet claimed by the centre')).toBeNull();
    expect(sunny.getByRole('button', { name: `Like ${sunnyDays.name}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(sunny.getByRole('checkbox', { name: `Select ${sunnyDays.name}` })).toBeEnabled();

    // A centre not on KinderWait: its licensed capacity and one line saying where that comes
    // from, instead of four "not stated yet" lines.
    const city = within(card(cityListing.name));
    expect(city.getByText('Toddler: 10 licensed spaces')).toBeInTheDocument();
    expect(city.queryByText(/not stated yet/)).toBeNull();
    expect(city.getByText(/has not joined KinderWait yet/)).toBeInTheDocument();
    expect(city.queryByText('CWELCC')).toBeNull();

    // Its place in line is KinderWait's own list, and the card says so.
    const waiting = within(card(requested.name));
    expect(
      waiting.getByText(
        'Request sent · position #4 (in KinderWait’s list, not the centre’s own waitlist)',
      ),
    ).toBeInTheDocument();
    expect(
      waiting.getByRole('checkbox', { name: `Request already sent: ${requested.name}` }),
    ).toBeDisabled();

    // City listings are on the page: the open data licence's attribution is too.
    expect(screen.getByText(torontoOpenDataAttribution)).toBeInTheDocument();
  });

  test('from a place at a postal area’s centre, says the search starts near it and every distance is about so far', async () => {
    serveMatchesApi(context.server, [
      { ...sunnyDays, distanceApproximate: true },
      { ...cityListing, distanceApproximate: true },
    ]);
    context.server.route('GET', childrenApiPaths.getChildInfo, (_request, response) => {
      const effectiveLocation = child.effectiveLocation;
      if (effectiveLocation === null) throw new Error('the fixture child has a location');
      sendJson(response, 200, {
        ...child,
        effectiveLocation: { ...effectiveLocation, locationSource: 'postal-code-centroid' },
      });
    });
    await renderPage();
    expect(
      await screen.findByText(
        'Distance from near 100 Queen Street West, Toronto: the position is approximate (the centre of its postal code’s area), so distances are too.',
      ),
    ).toBeInTheDocument();
    await within(card(sunnyDays.name)).findByText('Licensed child care centre · about 1.2 km away');
  });

  test('sort and filters ask the server with sort, withVacancy, cwelcc and liked, from page 1', async () => {
    serveMatchesApi(context.server, [sunnyDays]);
    const router = await renderPage();
    await screen.findByText('1 provider matches');
    const first = matchesQueries()[0];
    expect(Object.fromEntries(first ?? [])).toEqual({
      page: '1',
      pageSize: '20',
      sort: 'recommended',
    });

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Distance');
    await waitFor(() => {
      expect(matchesQueries().at(-1)?.get('sort')).toBe('distance');
    });
    await user.click(screen.getByRole('checkbox', { name: 'With a vacancy by your start date' }));
    await waitFor(() => {
      expect(matchesQueries().at(-1)?.get('withVacancy')).toBe('true');
    });
    await user.click(screen.getByRole('checkbox', { name: 'CWELCC (reduced-fee) centres' }));
    // Each change is in the address before the next, as between a person's two taps.
    await waitFor(() => {
      expect(matchesQueries().at(-1)?.get('cwelcc')).toBe('true');
    });
    await user.click(screen.getByRole('checkbox', { name: 'Liked' }));
    await waitFor(() => {
      expect(Object.fromEntries(matchesQueries().at(-1) ?? [])).toEqual({
        page: '1',
        pageSize: '20',
        sort: 'distance',
        withVacancy: 'true',
        cwelcc: 'true',
        liked: 'true',
      });
    });
    // A reload keeps them: they are in the address.
    expect(router.state.location.search).toBe(
      '?sort=distance&withVacancy=true&cwelcc=true&liked=true',
    );
  });

  test('pages are asked by number and the selection is kept from page to page', async () => {
    serveMatchesApi(context.server, [], {
      matches: (request, response) => {
        const page = Number(new URL(request.url, 'http://test').searchParams.get('page'));
        const item = page === 1 ? sunnyDays : cityListing;
        sendJson(response, 200, { items: [item], total: 45, page, pageSize: 20 });
      },
    });
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: `Select ${sunnyDays.name}` }));
    const pages = screen.getByRole('navigation', { name: 'Pages of matching providers' });
    expect(within(pages).getByRole('button', { name: 'Go to page 3' })).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('article', { name: cityListing.name })).toBeInTheDocument();
    expect(matchesQueries().at(-1)?.get('page')).toBe('2');
    expect(screen.queryByRole('article', { name: sunnyDays.name })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: `Select ${cityListing.name}` }));
    expect(screen.getByRole('button', { name: 'Send requests (2)' })).toBeEnabled();
    // Short on screen, named in full.
    const clear = screen.getByRole('button', { name: 'Clear the selection' });
    expect(clear).toHaveTextContent(/^Clear$/);
    await user.click(clear);
    expect(screen.getByRole('button', { name: 'Send requests (0)' })).toBeDisabled();
  });

  test('a like shows at once, and goes back with a notice when the server refuses it', async () => {
    serveMatchesApi(context.server, [sunnyDays]);
    const bodies: unknown[] = [];
    let answer: (status: number) => void = () => undefined;
    context.server.route('POST', waitlistApiPaths.favorites, (request, response) => {
      const body: unknown = JSON.parse(request.body);
      bodies.push(body);
      answer = (status) => {
        if (status === 200) sendJson(response, 200, body);
        else sendJson(response, status, { message: 'Server error' });
      };
    });
    await renderPage();
    const like = await screen.findByRole('button', { name: `Like ${sunnyDays.name}` });
    const user = userEvent.setup();
    await user.click(like);
    // Before any answer.
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => {
      expect(bodies).toHaveLength(1);
    });
    expect(SaveFavoritesLikedBody.parse(bodies[0])).toEqual({
      childcareProviderId: sunnyDays.id,
      liked: true,
    });
    answer(500);
    await waitFor(() => {
      expect(screen.getByRole('button', { name: `Like ${sunnyDays.name}` })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    });
    expect(useNotificationStore.getState().message).toBe(
      `Could not save your like of ${sunnyDays.name}. Try again.`,
    );

    // Accepted: it stays liked (the list, asked again, says so too).
    context.server.route('GET', matchesPath, (_request, response) => {
      sendJson(response, 200, {
        items: [{ ...sunnyDays, liked: true }],
        total: 1,
        page: 1,
        pageSize: 20,
      });
    });
    await user.click(screen.getByRole('button', { name: `Like ${sunnyDays.name}` }));
    await waitFor(() => {
      expect(bodies).toHaveLength(2);
    });
    answer(200);
    // Refused, nothing was asked again (the rollback restored it); saved, the list is asked again.
    await waitFor(() => {
      expect(matchesQueries()).toHaveLength(2);
    });
    expect(screen.getByRole('button', { name: `Like ${sunnyDays.name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('the chosen providers are sent in one request and the answer goes to the result', async () => {
    serveMatchesApi(context.server, [sunnyDays, cityListing, requested]);
    const answer: SendRequestsResponse = {
      items: [sunnyDays, cityListing].map((provider, index) => ({
        childcareProviderId: provider.id,
        providerName: provider.name,
        outcome: 'sent',
        request: {
          id: `0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6${String(index)}`,
          status: 'waiting',
          sentAt: '2026-11-23T10:00:00.000Z',
          position: index + 1,
        },
        code: null,
        message: null,
      })),
    };
    const bodies: unknown[] = [];
    context.server.route('POST', requestsPath, (request, response) => {
      bodies.push(JSON.parse(request.body));
      sendJson(response, 200, answer);
    });
    const onSent = vi.fn();
    await renderPage(onSent);
    const user = userEvent.setup();
    const send = await screen.findByRole('button', { name: 'Send requests (0)' });
    expect(send).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: `Select ${sunnyDays.name}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select ${cityListing.name}` }));
    expect(screen.getByText('2 providers selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send requests (2)' }));
    await waitFor(() => {
      expect(onSent).toHaveBeenCalledTimes(1);
    });
    expect(SendRequestsBody.parse(bodies[0])).toEqual({
      childcareProviderIds: [sunnyDays.id, cityListing.id],
    });
    expect(onSent).toHaveBeenCalledWith({
      childId,
      childFirstName: child.firstName,
      items: answer.items,
    });
  });

  test('a child without an address is told why and where to set one', async () => {
    serveMatchesApi(context.server, [], {
      matches: (_request, response) => {
        sendJson(response, 409, {
          message: waitlistMessages.noLocation,
          code: 'child_location_missing',
        });
      },
    });
    await renderPage();
    expect(await screen.findByText(waitlistMessages.noLocation)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set the child’s address' })).toHaveAttribute(
      'href',
      paths.app.childEnrollment.getHref(childId),
    );
  });

  test('a child too old for childcare is told so, with the way back to the children', async () => {
    serveMatchesApi(context.server, [], {
      matches: (_request, response) => {
        sendJson(response, 409, {
          message: waitlistMessages.childTooOld,
          code: 'child_out_of_age_range',
        });
      },
    });
    await renderPage();
    expect(await screen.findByText(waitlistMessages.childTooOld)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your children' })).toHaveAttribute(
      'href',
      '/waitlist/children',
    );
  });

  test('a ticket starting before the child’s (moved) birth date asks for a new start date', async () => {
    serveMatchesApi(context.server, [], {
      matches: (_request, response) => {
        sendJson(response, 409, {
          message: waitlistMessages.startDateBeforeBirth('2027-03-15'),
          code: 'start_date_before_birth',
        });
      },
    });
    await renderPage();
    expect(
      await screen.findByText(
        'The start date of this waitlist is before the child’s date of birth, which changed since. Choose a start date on or after the birth.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change the start date' })).toHaveAttribute(
      'href',
      paths.app.waitlistWizard.getHref(childId, 'schedule-availability'),
    );
  });

  test('without a ticket the wizard is offered', async () => {
    serveMatchesApi(context.server, [], {
      ticket: (_request, response) => {
        sendJson(response, 200, { ticket: null });
      },
      matches: (_request, response) => {
        sendJson(response, 404, {
          message: waitlistMessages.ticketNotFound,
          code: 'waitlist_ticket_not_found',
        });
      },
    });
    await renderPage();
    expect(await screen.findByText(/has no waitlist ticket yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the waitlist wizard' })).toHaveAttribute(
      'href',
      paths.app.waitlistWizard.getHref(childId),
    );
  });

  test('no match at all suggests a larger distance than the ticket’s', async () => {
    serveMatchesApi(context.server, []);
    await renderPage();
    expect(
      await screen.findByText(/Nothing lies within 5 km that fits\. Try a larger distance/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change the waitlist ticket' })).toHaveAttribute(
      'href',
      paths.app.waitlistWizard.getHref(childId, 'filters-confirmation'),
    );
    expect(context.server.requests.some((request) => request.path === ticketPath)).toBe(true);
  });

  test('on the map, a marker opens that provider’s details, with the City’s attribution', async () => {
    serveMatchesApi(context.server, [sunnyDays, cityListing]);
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Map' }));
    expect(
      await screen.findByRole('region', { name: 'Map of the providers on this page' }),
    ).toBeInTheDocument();
    const marker = await screen.findByAltText(cityListing.name);
    expect(screen.getByAltText('Your child’s location')).toBeInTheDocument();
    await user.click(marker);
    const dialog = await screen.findByRole('dialog', { name: cityListing.name });
    expect(within(dialog).getByText('City of Toronto licence location: 1234')).toBeInTheDocument();
    expect(within(dialog).getByText(new RegExp(torontoOpenDataAttribution))).toBeInTheDocument();
    expect(within(dialog).getByText('Kinds of care not stated yet')).toBeInTheDocument();
    // Ontario's public waitlist policy, read before sending: none published by this centre yet.
    expect(
      await within(dialog).findByText('This provider has not published a waitlist policy yet.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: `Select ${cityListing.name}` }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Send requests (1)' })).toBeEnabled();
  });

  test('a provider’s details have their own address: opening them puts it in the URL, and that URL opens them', async () => {
    serveMatchesApi(context.server, [sunnyDays, cityListing]);
    const router = await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Details of ${cityListing.name}` }));
    expect(await screen.findByRole('dialog', { name: cityListing.name })).toBeInTheDocument();
    const shared = `${router.state.location.pathname}${router.state.location.search}`;
    expect(shared).toBe(
      `${paths.app.childcareProviders.getHref(childId)}?provider=${cityListing.id}`,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
    cleanup();

    await renderPage(vi.fn(), shared);
    expect(await screen.findByRole('dialog', { name: cityListing.name })).toBeInTheDocument();
  });
});
