import { act, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { billingApiPaths } from '@kinderwait/contract/billing';
import type { Payment, PaymentHistoryResponse, Product } from '@kinderwait/contract/billing';
import { productTranslations } from '@kinderwait/contract/product-names';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import type { Subscription } from '@kinderwait/contract/users';
import { I18nProvider } from '../../../lib/i18n/i18n-provider';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { englishLeft } from '../../../test/english-left';
import { QueryWrapper } from '../../../test/query-wrapper';
import english from '../messages/billing.en';
import french from '../messages/billing.fr';
import { LimitReachedPage } from './limit-reached-page';
import { PaymentHistoryPage } from './payment-history-page';
import { SubscriptionsSection } from './subscriptions-section';
import { TierCard } from './tier-card';

const context = setupApiTestContext();

/**
 * fr-CA writes money "1 234,56 $": a no-break space groups and stands before the sign (the text
 * queries would read it as a plain space, so the page's text is compared).
 */
const frMoney = (text: string) => text.replace(/ /g, '\u00a0');

const payment: Payment = {
  id: '4d3c2b1a-0f9e-4d8c-b7a6-f5e4d3c2b1a0',
  kind: 'renewal',
  status: 'refunded',
  paymentMode: 'subscription',
  paymentServiceProvider: 'stripe',
  paidAt: '2026-11-23T15:00:00.000Z',
  currency: 'CAD',
  subtotalAmount: 123456,
  taxAmount: 16049,
  taxLabel: 'HST 13%',
  taxRatePercent: 13,
  totalAmount: 139505,
  refundedAmount: 139505,
  refusal: 'already_subscribed',
  lines: [
    {
      productCode: 'voice-assistant-phone-number',
      name: 'Voice Assistant Phone Number',
      quantity: 2,
      unitAmount: 61728,
      subtotalAmount: 123456,
      taxAmount: 16049,
      totalAmount: 139505,
    },
  ],
};

const phoneNumber: Subscription = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Voice Assistant Phone Number',
  status: 'active',
  productCode: 'voice-assistant-phone-number',
  currentPeriodEnd: '2026-06-01T04:00:00.000Z',
  cancelAtPeriodEnd: true,
};

/** The seeded words of the phone number, as the server serves them (English). */
const seeded = productTranslations['voice-assistant-phone-number']?.en ?? {
  name: '',
  description: '',
  features: [],
};

const product: Product = {
  code: 'voice-assistant-phone-number',
  name: seeded.name,
  description: seeded.description,
  features: [...seeded.features],
  paymentMode: 'subscription',
  interval: 'month',
  currency: 'CAD',
  unitAmount: 799,
  taxAmount: 104,
  totalAmount: 903,
  maxQuantity: 1,
  roles: ['Licenced'],
  available: true,
  limits: {},
};

/** The product's English texts, to look for on a French screen. */
const productTexts = Object.fromEntries(
  [seeded.name, seeded.description, ...seeded.features].map((text, index) => [index, text]),
);

/** Rendered in French inside an awaited act: the screens suspend while their words load. */
async function renderInFrench(element: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }]);
  await act(() => {
    render(
      <QueryWrapper>
        <I18nProvider language="fr">
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryWrapper>,
    );
    // Awaited: React resumes the render suspended on the words' chunk; a query then waits for it.
    return Promise.resolve();
  });
  // The words are in once a heading is.
  await screen.findAllByRole('heading');
}

describe('the billing screens in French', () => {
  test('the payment history words a refunded renewal with fr-CA money, dates and statuses', async () => {
    context.server.route(
      'GET',
      buildUrl(billingApiPaths.checkoutSessions, { userId: 'u1' }),
      (_request, response) => {
        const body: PaymentHistoryResponse = { items: [payment], nextStartFromId: null };
        sendJson(response, 200, body);
      },
    );
    await renderInFrench(<PaymentHistoryPage userId="u1" />);

    const item = within(await screen.findByRole('listitem'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Historique des paiements');
    // 15:00 UTC is 10:00 in Toronto (EST), in 24-hour French.
    expect(item.getByRole('heading', { level: 2 })).toHaveTextContent(
      /^lundi 23 novembre( 2026)? à 10 h 00$/,
    );
    expect(
      item.getByText('Numéro de téléphone de l’agent vocal × 2 (renouvellement mensuel)'),
    ).toBeInTheDocument();
    expect(document.body.textContent).toContain(frMoney('1 234,56 $'));
    expect(document.body.textContent).toContain(frMoney('1 395,05 $'));
    // The tax is named from its rate, not by the server's English label.
    expect(item.getByText('TVH (13 %)')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('HST');
    expect(item.getByText('Remboursé (vous aviez déjà ce forfait)')).toBeInTheDocument();
    expect(item.getByRole('button', { name: /^Reçu du lundi 23 novembre/ })).toHaveTextContent(
      'Reçu',
    );
    expect(englishLeft(document.body.textContent, english, { french, match: 'anywhere' })).toEqual(
      [],
    );
  });

  test('a subscription, a plan and a reached limit read in French, dates in 24-hour time, products by their French names', async () => {
    await renderInFrench(
      <>
        <SubscriptionsSection subscriptions={[phoneNumber]} customerPortal />
        <TierCard
          product={product}
          taxRatePercent={13}
          onCheckout={() => undefined}
          pending={false}
          disabled={false}
        />
        <LimitReachedPage limit={{ kind: 'broadcast', renewsAt: '2026-05-02T04:00:00.000Z' }} />
      </>,
    );

    // 04:00 UTC is midnight in Toronto (EDT).
    expect(
      screen.getByText(
        /^Se termine le lundi 1(er)? juin( 2026)? à 0 h 00 ; il ne sera pas renouvelé$/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Numéro de téléphone de l’agent vocal' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: 'Garder l’abonnement : Numéro de téléphone de l’agent vocal',
      }),
    ).toHaveTextContent('Garder l’abonnement');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Numéro de téléphone de l’agent vocal' }),
    ).toBeInTheDocument();
    expect(screen.getByText('300 minutes d’appel par mois incluses')).toBeInTheDocument();
    expect(document.body.textContent).toContain(frMoney('7,99 $'));
    expect(document.body.textContent).toContain(`TVH (13\u00a0%) : ${frMoney('1,04 $')}`);
    expect(document.body.textContent).toContain(`Total : ${frMoney('9,03 $')}`);
    expect(
      screen.getByRole('button', { name: 'Acheter Numéro de téléphone de l’agent vocal' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Vous avez utilisé toutes les diffusions que votre forfait comprend ce mois-ci.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Renouvellement le samedi 2 mai( 2026)? à 0 h 00 \(heure de Toronto\)\.$/),
    ).toBeInTheDocument();
    expect(englishLeft(document.body.textContent, english, { french, match: 'anywhere' })).toEqual(
      [],
    );
    expect(englishLeft(document.body.textContent, productTexts, { match: 'anywhere' })).toEqual([]);
    expect(document.body.textContent).not.toContain('HST');
  });
});
