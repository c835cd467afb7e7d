import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, test } from 'vitest';
import type { ChildListItem } from '@kinderwait/contract/children';
import { childrenApiPaths } from '@kinderwait/contract/children';
import { sampleChild } from '../../../test/child-fixtures';
import { todayInTimeZone } from '@kinderwait/contract/rules/calendar-date';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import {
  addCalendarMonths,
  formatCalendarDate as formatIsoDate,
} from '@kinderwait/contract/rules/calendar-date';
import { formatLongDate } from '../lib/date-of-birth';
import { ChildrenListPage } from './children-list-page';
import { ageWordsCatalogue } from '../../../components/age-words/age-words-messages';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { childrenCatalogue } from '../children-messages';

// The words load first, as the route's loader does, so nothing suspends mid-test.
beforeAll(() =>
  Promise.all(
    [childrenCatalogue, ageWordsCatalogue].map((catalogue) => loadMessages(catalogue, 'en')),
  ),
);

const context = setupApiTestContext();

/** A date `months` from today in Toronto (negative: in the past). */
function monthsFromToday(months: number): string {
  return formatIsoDate(addCalendarMonths(todayInTimeZone(), months));
}

function childItem(overrides: Partial<ChildListItem>): ChildListItem {
  return {
    ...sampleChild({
      id: '5b0c7f52-3f4e-4d7a-9b1e-0a1b2c3d4e5f',
      dateOfBirth: monthsFromToday(-20),
    }),
    waitlist: { waitlistTicketId: null, activeRequests: 0, bestPosition: null },
    ...overrides,
  };
}

function serveChildren(items: ChildListItem[]) {
  context.server.route('GET', childrenApiPaths.children, (_request, response) => {
    sendJson(response, 200, { items });
  });
}

function renderList() {
  const element = (
    <ChildrenListPage
      links={{
        wizard: (id) => `/waitlist/${id}`,
        matches: (id) => `/waitlist/children/${id}/childcare-providers`,
        edit: (id) => `/child-enrollment?childId=${id}`,
        requests: (id) => `/waitlist/childcare-requests?childId=${id}`,
      }}
      addHref="/child-enrollment"
      requestsHref="/waitlist/childcare-requests"
    />
  );
  const router = createMemoryRouter([{ path: '*', element }], {
    initialEntries: ['/waitlist/children'],
  });
  render(<RouterProvider router={router} />, { wrapper: QueryWrapper });
}

function card(name: string) {
  return screen.getByRole('listitem', { name });
}

describe('the children list (/waitlist/children)', () => {
  test('without children it invites adding the first one', async () => {
    serveChildren([]);
    renderList();
    expect(await screen.findByRole('heading', { name: 'Add your first child' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add your first child' })).toHaveAttribute(
      'href',
      '/child-enrollment',
    );
    expect(screen.queryByRole('list', { name: 'Children' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See all your childcare requests' })).toHaveAttribute(
      'href',
      '/waitlist/childcare-requests',
    );
  });

  test('each child shows the age label in words, its waitlist status and the ways on', async () => {
    const expectedDate = monthsFromToday(3);
    serveChildren([
      childItem({ id: '11111111-1111-4111-8111-111111111111' }),
      childItem({
        id: '22222222-2222-4222-8222-222222222222',
        firstName: 'Noah',
        lastName: "O'Brien-Nguyen",
        dateOfBirth: monthsFromToday(-8 * 12),
        waitlist: {
          waitlistTicketId: '33333333-3333-4333-8333-333333333333',
          activeRequests: 3,
          bestPosition: 2,
        },
      }),
      childItem({
        id: '44444444-4444-4444-8444-444444444444',
        firstName: 'Baby',
        lastName: 'Chen',
        dateOfBirth: expectedDate,
        expectedBirth: true,
        waitlist: {
          waitlistTicketId: '55555555-5555-4555-8555-555555555555',
          activeRequests: 0,
          bestPosition: null,
        },
      }),
    ]);
    renderList();

    const mia = await screen.findByRole('listitem', { name: 'Mia Chen' });
    expect(within(mia).getByText('Toddler')).toBeVisible();
    expect(within(mia).getByText('1 year 8 months')).toBeVisible();
    expect(within(mia).getByText(/No waitlist yet/)).toBeVisible();
    expect(within(mia).getByRole('link', { name: 'Find care: Mia Chen' })).toHaveAttribute(
      'href',
      '/waitlist/11111111-1111-4111-8111-111111111111',
    );
    expect(within(mia).queryByRole('link', { name: /See matches/ })).toBeNull();
    expect(within(mia).getByRole('link', { name: 'Edit details: Mia Chen' })).toHaveAttribute(
      'href',
      '/child-enrollment?childId=11111111-1111-4111-8111-111111111111',
    );

    const noah = card("Noah O'Brien-Nguyen");
    expect(within(noah).getByText('Primary / junior school')).toBeVisible();
    expect(
      within(noah).getByRole('link', { name: /3 requests · best position #2/ }),
    ).toHaveAttribute(
      'href',
      '/waitlist/childcare-requests?childId=22222222-2222-4222-8222-222222222222',
    );
    expect(
      within(noah).getByRole('link', { name: "Edit care needs: Noah O'Brien-Nguyen" }),
    ).toHaveAttribute('href', '/waitlist/22222222-2222-4222-8222-222222222222');
    expect(
      within(noah).getByRole('link', { name: "See matches: Noah O'Brien-Nguyen" }),
    ).toHaveAttribute(
      'href',
      '/waitlist/children/22222222-2222-4222-8222-222222222222/childcare-providers',
    );

    const baby = card('Baby Chen');
    expect(within(baby).getByText(`Expected ${formatLongDate(expectedDate)}`)).toBeVisible();
    expect(within(baby).queryByText('Infant')).toBeNull();
    expect(within(baby).getByText(/no requests sent yet/)).toBeVisible();
    expect(within(baby).queryByRole('link', { name: /no requests sent yet/ })).toBeNull();

    expect(screen.getByRole('link', { name: 'Add a child' })).toHaveAttribute(
      'href',
      '/child-enrollment',
    );
  });

  test('one request is said in the singular', async () => {
    serveChildren([
      childItem({
        waitlist: {
          waitlistTicketId: '33333333-3333-4333-8333-333333333333',
          activeRequests: 1,
          bestPosition: 7,
        },
      }),
    ]);
    renderList();
    expect(await screen.findByText(/1 request · best position #7/, undefined)).toBeVisible();
  });

  test('a failed load says so and offers a retry that shows the list', async () => {
    let calls = 0;
    context.server.route('GET', childrenApiPaths.children, (_request, response) => {
      calls += 1;
      if (calls === 1) sendJson(response, 500, { message: 'Server error' });
      else sendJson(response, 200, { items: [childItem({})] });
    });
    renderList();
    const alert = await screen.findByRole('alert', undefined);
    expect(alert).toHaveTextContent('We could not load your children.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Mia Chen' })).toBeVisible();
    // The error stays on the page instead of the error screen.
    expect(context.navigations).toEqual([]);
  });

  test('while the list loads a labelled progress indicator shows', () => {
    context.server.route('GET', childrenApiPaths.children, (_request, response) => {
      setTimeout(() => {
        sendJson(response, 200, { items: [] });
      }, 50);
    });
    renderList();
    expect(screen.getByRole('progressbar', { name: 'Loading your children' })).toBeVisible();
  });
});
