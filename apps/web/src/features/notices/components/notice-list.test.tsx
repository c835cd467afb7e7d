import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import type { Notice } from '@kinderwait/contract/notifications';
import { notificationsApiPaths } from '@kinderwait/contract/notifications';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { I18nProvider } from '../../../lib/i18n/i18n-provider';
import type { Language } from '../../../lib/i18n/language';
import { NoticeList } from './notice-list';
import type { NoticeListProps } from './notice-list';

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

const broadcastReceived: Notice = {
  id: '00000000-0000-4000-8000-000000000004',
  createdAt: '2026-11-24T15:00:00.000Z',
  readAt: null,
  kind: 'broadcast_received',
  data: {
    deliveryId: 'e5e5e5e5-0000-4000-8000-000000000005',
    ageGroupName: 'Toddler',
    requestedStartDate: '2027-03-01',
    distanceKm: 2.5,
  },
};
const broadcastAnswered: Notice = {
  id: '00000000-0000-4000-8000-000000000005',
  createdAt: '2026-11-24T14:00:00.000Z',
  readAt: null,
  kind: 'broadcast_answered',
  data: {
    ...provider,
    ...child,
    orderId: 'f6f6f6f6-0000-4000-8000-000000000006',
    answer: 'interested',
  },
};
const spotTold: Notice = {
  id: '00000000-0000-4000-8000-000000000006',
  createdAt: '2026-11-24T13:00:00.000Z',
  readAt: null,
  kind: 'availability_alert',
  data: {
    ...provider,
    ...child,
    ticketId: 'd4d4d4d4-0000-4000-8000-000000000004',
    ageGroupId: 2,
    ageGroupName: 'Toddler',
    invitationId: 'a7a7a7a7-0000-4000-8000-000000000007',
  },
};

function RoutedQueryWrapper({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <QueryWrapper>{children}</QueryWrapper>
    </MemoryRouter>
  );
}

/**
 * Renders the list in a language. Awaited inside act: the first render waits for the language's
 * messages chunk, and React resumes it within the act scope.
 */
async function renderNotices(
  Wrapper: ComponentType<{ children: ReactNode }>,
  { language = 'en', ...props }: NoticeListProps & { language?: Language } = { formatInstant: day },
) {
  // Awaited: React resumes the render suspended on the messages' chunk inside this scope.
  await act(() => {
    render(
      <I18nProvider language={language}>
        <NoticeList {...props} />
      </I18nProvider>,
      { wrapper: Wrapper },
    );
    // A promise: act then waits for the resumed render.
    return Promise.resolve();
  });
}

describe('NoticeList', () => {
  test('words broadcast notices and leads to the screen that acts on each', async () => {
    serve([broadcastReceived, broadcastAnswered, spotTold, reminder]);
    await renderNotices(RoutedQueryWrapper);

    const section = await screen.findByRole('region', { name: 'Since your last visit' });
    const [received, answered, spot, other] = await within(section).findAllByRole('listitem');
    if (
      received === undefined ||
      answered === undefined ||
      spot === undefined ||
      other === undefined
    )
      throw new Error('four notices expected');
    expect(received).toHaveTextContent(
      'A family 2.5 km away broadcast a need for Toddler from Monday, 01 March 2027.',
    );
    expect(within(received).getByRole('link', { name: 'Answer the broadcast' })).toHaveAttribute(
      'href',
      '/broadcast/incoming',
    );
    expect(answered).toHaveTextContent("Sunny Days is interested in Mia's broadcast.");
    expect(within(answered).getByRole('link', { name: 'See who is interested' })).toHaveAttribute(
      'href',
      '/broadcast/orders/f6f6f6f6-0000-4000-8000-000000000006/childcare-interest',
    );
    expect(within(spot).getByRole('link', { name: 'See the space' })).toHaveAttribute(
      'href',
      '/broadcast/invitations',
    );
    // A notice with nothing to act on has no link.
    expect(within(other).queryByRole('link')).toBeNull();
  });

  test('shows in words what was unread when the page opened, then marks exactly those seen', async () => {
    const seen = serve([offerMade, reminder, seenBefore]);
    await renderNotices(QueryWrapper);

    const section = await screen.findByRole('region', { name: 'Since your last visit' });
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
    await renderNotices(QueryWrapper);
    const section = await screen.findByRole('region', { name: 'Since your last visit' });
    expect(await within(section).findByRole('listitem')).toHaveTextContent(
      'We refunded your payment of $9.03 for KinderWait Plus: you already have KinderWait Plus, so this payment started nothing new.',
    );
  });

  test('words a refund of a second subscription the repair ended', async () => {
    const repaired: Notice = {
      id: '00000000-0000-4000-8000-000000000005',
      createdAt: '2026-11-23T16:00:00.000Z',
      readAt: null,
      kind: 'payment_refunded',
      data: {
        checkoutSessionId: 'e5e5e5e5-0000-4000-8000-000000000006',
        productName: 'KinderWait Plus',
        amount: 903,
        currency: 'CAD',
        reason: 'duplicate_subscription',
      },
    };
    serve([repaired]);
    await renderNotices(QueryWrapper);
    const section = await screen.findByRole('region', { name: 'Since your last visit' });
    expect(await within(section).findByRole('listitem')).toHaveTextContent(
      'You had KinderWait Plus twice: we ended the second subscription and refunded its last payment of $9.03. Your first KinderWait Plus goes on as before.',
    );
  });

  test('says nothing is new, and marks nothing, when every notice was seen', async () => {
    const seen = serve([seenBefore]);
    await renderNotices(QueryWrapper);
    expect(await screen.findByText('Nothing new since your last visit.')).toBeVisible();
    await context.server.settle();
    expect(seen).toEqual([]);
  });
});
