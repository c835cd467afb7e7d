import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { billingApiPaths } from '@kinderwait/contract/billing';
import type { Product, ProductsResponse, Receipt } from '@kinderwait/contract/billing';
import { productTranslations } from '@kinderwait/contract/product-names';
import type { ProductWords } from '@kinderwait/contract/product-names';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import {
  sandboxCheckoutApiPaths,
  sandboxCheckoutErrorCodes,
  sandboxCheckoutMessages,
  sandboxTestCards,
} from '@kinderwait/contract/sandbox-checkout';
import type { SandboxCheckoutSession } from '@kinderwait/contract/sandbox-checkout';
import { setupApiTestContext } from '../../../test/api-test-context';
import { englishLeft } from '../../../test/english-left';
import { sendJson } from '../../../test/http-test-server';
import english from '../messages/billing.en';
import french from '../messages/billing.fr';
import { PricingTierCarousel } from './pricing-tier-carousel';
import { ReceiptDialog } from './receipt-dialog';
import { SandboxCheckoutPage } from './sandbox-checkout-page';
import { renderInFrench } from '../../../test/render-in-french';

const context = setupApiTestContext();

/** A product's seeded English words, as the server serves them. */
function seeded(code: string): ProductWords {
  const words = productTranslations[code]?.en;
  if (words === undefined) throw new Error(`no seeded words for ${code}`);
  return words;
}

/** The English texts of these products, to look for on a French screen. */
const productTexts = (...codes: string[]) =>
  Object.fromEntries(
    codes
      .map(seeded)
      .flatMap((words) => [words.name, words.description, ...words.features])
      .map((text, index) => [index, text]),
  );

/** No English left: the catalogue's, the products' and the server's tax label. */
function expectAllFrench(...codes: string[]) {
  const shown = document.body.textContent;
  expect(englishLeft(shown, english, { french, match: 'anywhere' })).toEqual([]);
  expect(englishLeft(shown, productTexts(...codes), { match: 'anywhere' })).toEqual([]);
  expect(englishLeft(shown, english, { french, wholeTextsOf: document.body })).toEqual([]);
  expect(shown).not.toContain('HST');
}

const line = (code: string, amounts: [number, number, number]) => ({
  productCode: code,
  name: seeded(code).name,
  quantity: 1,
  unitAmount: amounts[0],
  subtotalAmount: amounts[0],
  taxAmount: amounts[1],
  totalAmount: amounts[2],
});

const sessionId = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
const openPhone: SandboxCheckoutSession = {
  id: sessionId,
  status: 'open',
  paymentMode: 'subscription',
  currency: 'CAD',
  lines: [line('voice-assistant-phone-number', [4900, 637, 5537])],
  subtotalAmount: 4900,
  taxAmount: 637,
  taxLabel: 'HST 13%',
  taxRatePercent: 13,
  totalAmount: 5537,
  successUrl: `${window.location.origin}/service-payment/checkout-complete`,
  cancelUrl: `${window.location.origin}/service-payment/pricing-tier-carousel`,
  expiresAt: '2026-11-24T15:00:00.000Z',
  declineCode: null,
  refusal: null,
};

const receipt: Receipt = {
  id: '4d3c2b1a-0f9e-4d8c-b7a6-f5e4d3c2b1a0',
  kind: 'checkout',
  status: 'paid',
  paymentMode: 'payment',
  paymentServiceProvider: 'sandbox',
  paidAt: '2026-11-23T15:00:00.000Z',
  currency: 'CAD',
  subtotalAmount: 1900,
  taxAmount: 247,
  taxLabel: 'HST 13%',
  taxRatePercent: 13,
  totalAmount: 2147,
  refundedAmount: 0,
  refusal: null,
  lines: [line('broadcast-order', [1900, 247, 2147])],
  receiptNumber: 'KW-20261123-4D3C2B1A',
  buyer: { name: 'Ada Lovelace', email: 'ada@example.com' },
  seller: {
    name: 'KinderWait Inc.',
    address: '100 Queen St W, Toronto, ON',
    email: 'billing@example.com',
    taxRegistrationNumber: '123456789RT0001',
  },
};

function product(code: string, interval: 'month' | null): Product {
  const words = seeded(code);
  return {
    code,
    name: words.name,
    description: words.description,
    features: [...words.features],
    paymentMode: interval === null ? 'payment' : 'subscription',
    interval,
    currency: 'CAD',
    unitAmount: 4900,
    taxAmount: 637,
    totalAmount: 5537,
    maxQuantity: 1,
    roles: ['Licenced'],
    available: true,
    limits: {},
  };
}

/** Rendered in French inside an awaited act: the screens suspend while their words load. */

describe('checkout in French', () => {
  test('the sandbox checkout names the product in French and the tax « TVH (13 %) »', async () => {
    context.server.route(
      'GET',
      buildUrl(sandboxCheckoutApiPaths.session, { sessionId }),
      (_request, response) => {
        sendJson(response, 200, openPhone);
      },
    );
    await renderInFrench(<SandboxCheckoutPage sessionId={sessionId} />);

    const summary = within(await screen.findByRole('table', { name: 'Résumé de la commande' }));
    expect(
      summary.getByRole('cell', { name: 'Numéro de téléphone de l’agent vocal' }),
    ).toBeInTheDocument();
    expect(summary.getByRole('cell', { name: 'TVH (13\u00a0%)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Paiement' })).toBeInTheDocument();
    expectAllFrench('voice-assistant-phone-number');
  });

  test('a refused test card says why in French, though the server words it in English', async () => {
    context.server.route(
      'GET',
      buildUrl(sandboxCheckoutApiPaths.session, { sessionId }),
      (_request, response) => {
        sendJson(response, 200, openPhone);
      },
    );
    context.server.route(
      'POST',
      buildUrl(sandboxCheckoutApiPaths.pay, { sessionId }),
      (_request, response) => {
        sendJson(response, 402, {
          code: sandboxCheckoutErrorCodes.cardDeclined,
          message: sandboxCheckoutMessages.insufficientFunds,
        });
      },
    );
    await renderInFrench(<SandboxCheckoutPage sessionId={sessionId} />);
    const user = userEvent.setup();
    const card: [string, string][] = [
      ['Numéro de carte', sandboxTestCards.insufficientFunds],
      ['Expiration (MM/AA)', '12/45'],
      ['CVC', '123'],
      ['Code postal', 'M5H 2N2'],
    ];
    for (const [name, value] of card) {
      await user.type(await screen.findByRole('textbox', { name }), value);
    }
    await user.click(screen.getByRole('button', { name: /^Payer / }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Les fonds de votre carte sont insuffisants. Rien n’a été débité.',
    );
    expectAllFrench('voice-assistant-phone-number');
    expect(document.body.textContent).not.toContain(sandboxCheckoutMessages.insufficientFunds);
  });

  test('a printed receipt reads in French, the product and the tax in French words', async () => {
    context.server.route(
      'GET',
      buildUrl(billingApiPaths.checkoutSession, { userId: 'u1', sessionId: receipt.id }),
      (_request, response) => {
        sendJson(response, 200, receipt);
      },
    );
    await renderInFrench(
      <ReceiptDialog userId="u1" sessionId={receipt.id} onClose={() => undefined} />,
    );

    const dialog = within(await screen.findByRole('dialog', { name: 'Reçu' }));
    const lines = within(await dialog.findByRole('table', { name: 'Reçu' }));
    expect(lines.getByRole('cell', { name: 'Diffusion' })).toBeInTheDocument();
    expect(lines.getByRole('cell', { name: 'TVH (13\u00a0%)' })).toBeInTheDocument();
    expect(dialog.getByText('Numéro d’inscription à la TVH : 123456789RT0001')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Imprimer' })).toBeEnabled();
    expectAllFrench('broadcast-order');
  });

  test('the plans read in French, a held plan still known by its stored name', async () => {
    const body: ProductsResponse = {
      paymentServiceProvider: 'sandbox',
      customerPortal: false,
      currency: 'CAD',
      taxLabel: 'HST 13%',
      taxRatePercent: 13,
      items: [
        product('voice-assistant-setup', null),
        product('voice-assistant-phone-number', 'month'),
      ],
    };
    context.server.route('GET', billingApiPaths.products, (_request, response) => {
      sendJson(response, 200, body);
    });
    await renderInFrench(
      <PricingTierCarousel roleId={3} heldNames={[seeded('voice-assistant-setup').name]} />,
    );

    const setup = within(
      await screen.findByRole('article', { name: 'Configuration de l’agent vocal' }),
    );
    expect(setup.getByText('Vous l’avez déjà')).toBeInTheDocument();
    expect(
      setup.getByText('Vous avez déjà Configuration de l’agent vocal dans votre compte.'),
    ).toBeInTheDocument();
    expect(setup.getByText('Des frais uniques, sans abonnement')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Afficher Numéro de téléphone de l’agent vocal' }),
    ).toBeInTheDocument();
    expectAllFrench('voice-assistant-setup', 'voice-assistant-phone-number');
  });
});
