import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { Notice } from '@kinderwait/contract/notifications';
import { notificationsApiPaths } from '@kinderwait/contract/notifications';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { NoticeList } from './notice-list';

const context = setupApiTestContext();
configure({ asyncUtilTimeout: 5000 });

const child = { childId: 'a1a1a1a1-0000-4000-8000-000000000001', childFirstName: 'Mia' };
const provider = { providerId: 'b2b2b2b2-0000-4000-8000-000000000002', providerName: 'Sunny Days' };

const offerMade: Notice = {
  id: '00000000-0000-4000-8000-000000000001',
  createdAt: '2026-11-23T15:00:00.000Z',
  readAt: null,
  kind: 'offer_made',
  data: {
    ...provider,
    ...child,
    offerId: 'c3c3c3c3-0000-4000-8000-000000000003',
    ageGroupName: 'Toddler',
    startDate: '2027-01-04',
    deadlineAt: '2026-11-27T04:59:59.999Z',
  },
};
const reminder: Notice = {
  id: '00000000-0000-4000-8000-000000000002',
  createdAt: '2026-11-22T15:00:00.000Z',
  readAt: null,
  kind: 'reconfirmation_due',
  data: {
    ...child,
    ticketId: 'd4d4d4d4-0000-4000-8000-000000000004',
    confirmBy: '2026-12-22T15:00:00.000Z',
  },
};
const seenBefore: Notice = {
  id: '00000000-0000-4000-8000-000000000003',
  createdAt: '2026-11-01T15:00:00.000Z',
  readAt: '2026-11-02T15:00:00.000Z',
  kind: 'offer_withdrawn',
  data: { ...provider, ...child, offerId: 'c3c3c3c3-0000-4000-8000-000000000009' },
};

const day = (iso: string) => `day of ${iso.slice(0, 10)}`;

function serve(items: Notice[]) {
  const seen: string[][] = [];
  context.server.route('GET', notificationsApiPaths.notices, (_request, response) => {
    // After the POST the server would answer them read; the list must keep showing them.
    sendJson(response, 200, {
      items: items.map((item) => (seen.flat().includes(item.id) ? { ...item, readAt: 'x' } : item)),
      unreadCount: items.filter((item) => item.readAt === null).length,
    });
  });
  context.server.route('POST', notificationsApiPaths.noticesSeen, (request, response) => {
    const body = JSON.parse(request.body) as { ids: string[] };
    seen.push(body.ids);
    sendJson(response, 200, { unreadCount: 0 });
  });
  return seen;
}

describe('NoticeList', () => {
  test('shows in words what was unread when the page opened, then marks exactly those seen', async () => {
    const seen = serve([offerMade, reminder, seenBefore]);
    render(<NoticeList formatInstant={day} />, { wrapper: QueryWrapper });

    const section = screen.getByRole('region', { name: 'Since your last visit' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(
      'Sunny Days offered Mia a spot in Toddler from Monday, 04 January 2027. Answer by day of 2026-11-27.',
    );
    expect(items[1]).toHaveTextContent(
      'Still looking for care for Mia? Confirm by day of 2026-12-22 to keep the place in line.',
    );
    // The notice seen on an earlier visit is not news.
    expect(section).not.toHaveTextContent('withdrew');
    await waitFor(() => {
      expect(seen).toEqual([[offerMade.id, reminder.id]]);
    });
    // Still on screen for this visit.
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
  });

  test('says a refunded payment in words: how much, for what, and why', async () => {
    const refunded: Notice = {
      id: '00000000-0000-4000-8000-000000000004',
      createdAt: '2026-11-23T16:00:00.000Z',
      readAt: null,
      kind: 'payment_refunded',
      data: {
        checkoutSessionId: 'e5e5e5e5-0000-4000-8000-000000000005',
        productName: 'KinderWait Plus',
        amount: 903,
        currency: 'CAD',
        reason: 'already_subscribed',
      },
    };
    serve([refunded]);
    render(<NoticeList formatInstant={day} />, { wrapper: QueryWrapper });
    const section = screen.getByRole('region', { name: 'Since your last visit' });
    expect(await within(section).findByRole('listitem')).toHaveTextContent(
      'We refunded your payment of $9.03 for KinderWait Plus: you already have KinderWait Plus, so this payment started nothing new.',
    );
  });

  test('says nothing is new, and marks nothing, when every notice was seen', async () => {
    const seen = serve([seenBefore]);
    render(<NoticeList formatInstant={day} />, { wrapper: QueryWrapper });
    expect(await screen.findByText('Nothing new since your last visit.')).toBeVisible();
    await context.server.settle();
    expect(seen).toEqual([]);
  });
});
