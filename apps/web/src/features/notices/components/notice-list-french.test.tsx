import { act, configure, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import type { Notice } from '@kinderwait/contract/notifications';
import { notificationsApiPaths } from '@kinderwait/contract/notifications';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { I18nProvider } from '../../../lib/i18n/i18n-provider';
import english from '../messages/notices.en';
import { NoticeList } from './notice-list';

const context = setupApiTestContext();
configure({ asyncUtilTimeout: 5000 });

const child = { childId: 'a1a1a1a1-0000-4000-8000-000000000001', childFirstName: 'Mia' };
const provider = { providerId: 'b2b2b2b2-0000-4000-8000-000000000002', providerName: 'Soleil' };

const notices: Notice[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    createdAt: '2026-11-23T15:00:00.000Z',
    readAt: null,
    kind: 'offer_made',
    data: {
      ...provider,
      ...child,
      offerId: 'c3c3c3c3-0000-4000-8000-000000000003',
      ageGroupName: 'Bambins',
      startDate: '2027-01-04',
      deadlineAt: '2026-11-27T04:59:59.999Z',
    },
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    createdAt: '2026-11-23T14:00:00.000Z',
    readAt: null,
    kind: 'broadcast_received',
    data: {
      deliveryId: 'e5e5e5e5-0000-4000-8000-000000000005',
      ageGroupName: 'Bambins',
      requestedStartDate: '2027-03-01',
      distanceKm: 2.5,
    },
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    createdAt: '2026-11-23T13:00:00.000Z',
    readAt: null,
    kind: 'refund_failed',
    data: {
      checkoutSessionId: 'e5e5e5e5-0000-4000-8000-000000000007',
      productName: 'KinderWait Plus',
      amount: 123456,
      currency: 'CAD',
      attempts: 1,
    },
  },
];

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <QueryWrapper>
        <I18nProvider language="fr">{children}</I18nProvider>
      </QueryWrapper>
    </MemoryRouter>
  );
}

describe('NoticeList in French', () => {
  test('words notices in Canadian French, with fr-CA money, distances, dates and times', async () => {
    context.server.route('GET', notificationsApiPaths.notices, (_request, response) => {
      sendJson(response, 200, { items: notices, unreadCount: notices.length });
    });
    context.server.route('POST', notificationsApiPaths.noticesSeen, (_request, response) => {
      sendJson(response, 200, { unreadCount: 0 });
    });
    // Awaited: React resumes the render suspended on the messages' chunk inside this scope.
    await act(() => {
      render(<NoticeList />, { wrapper: Wrapper });
      // A promise: act then waits for the resumed render.
      return Promise.resolve();
    });

    const section = await screen.findByRole('region', { name: 'Depuis votre dernière visite' });
    const [offer, broadcast, refund] = await within(section).findAllByRole('listitem');
    // The year shows only when the date is not in this year.
    expect(offer).toHaveTextContent(
      /^Soleil offre à Mia une place dans le groupe Bambins à partir du lundi 4 janvier( 2027)?\. Répondez d’ici le jeudi 26 novembre( 2026)? à 23 h 59\./,
    );
    expect(broadcast).toHaveTextContent(
      /Une famille à 2,5 km a diffusé un besoin de place dans le groupe Bambins à partir du lundi 1 mars( 2027)?\./,
    );
    expect(refund).toHaveTextContent(
      'Un paiement de 1 234,56 $ pour KinderWait Plus (paiement e5e5e5e5-0000-4000-8000-000000000007) n’a pas pu être remboursé après 1 tentative.',
    );
    if (broadcast === undefined) throw new Error('a broadcast notice expected');
    expect(within(broadcast).getByRole('link', { name: 'Répondre à la demande' })).toBeVisible();

    // No word of the English catalogue is left on screen.
    const shown = section.textContent;
    for (const words of Object.values(english)) {
      const fixedPart = words.split('{')[0] ?? '';
      if (fixedPart.length > 3) expect(shown).not.toContain(fixedPart);
    }
  });
});
