import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import type {
  AdminProduct,
  AdminProductsResponse,
  ProductChangesResponse,
} from '@kinderwait/contract/billing';
import { EditProductBody, productAdminApiPaths } from '@kinderwait/contract/billing';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { I18nProvider } from '../../../lib/i18n/i18n-provider';
import { loadMessages } from '../../../lib/i18n/use-messages';
import english from '../messages/product-admin.en';
import french from '../messages/product-admin.fr';
import { productAdminCatalogue } from '../product-admin-messages';
import { ProductAdminPage } from './product-admin-page';

const context = setupApiTestContext();

// The words loaded before the tests render, so the screen does not suspend.
beforeAll(async () => {
  await loadMessages(productAdminCatalogue, 'en');
});

/** The first render loads the screen's modules: on a busy machine that takes more than a second. */

const plus: AdminProduct = {
  code: 'kinderwait-plus',
  name: 'KinderWait Plus',
  description: 'For families looking for care.',
  features: ['A text message the moment a spot opens', '300 assistant messages a day'],
  paymentMode: 'subscription',
  interval: 'month',
  currency: 'CAD',
  unitAmount: 799,
  taxAmount: 104,
  totalAmount: 903,
  maxQuantity: 1,
  roles: ['Parent'],
  limits: { assistantMessage: 300, broadcast: 5 },
  active: true,
  nameEditable: false,
  limitsApply: true,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const broadcast: AdminProduct = {
  ...plus,
  code: 'broadcast-order',
  name: 'Broadcast',
  description: 'Tell the families near you that you have an open spot.',
  features: ['Your open spot sent to families nearby'],
  paymentMode: 'payment',
  interval: null,
  unitAmount: 1900,
  taxAmount: 247,
  totalAmount: 2147,
  roles: ['Licenced', 'Unlicenced'],
  limits: {},
  nameEditable: true,
  limitsApply: false,
};

const changesOf = (code: string): ProductChangesResponse =>
  code === plus.code
    ? {
        items: [
          {
            id: '00000000-0000-4000-8000-000000000001',
            productCode: plus.code,
            changedAt: '2026-11-20T15:30:00.000Z',
            changedBy: { id: '00000000-0000-4000-8000-000000000009', email: 'ada@example.com' },
            before: { unitAmount: 699 },
            after: { unitAmount: 799 },
          },
        ],
      }
    : { items: [] };

/**
 * The fake API: the list, each product's changes, and PATCH answering as `patch` says. Bodies the
 * contract refuses are refused (unless `strict` is false), so the screen cannot send a wrong shape.
 */
function serveProducts(
  patch: (code: string, body: unknown) => [number, unknown],
  strict = true,
): unknown[] {
  const sent: unknown[] = [];
  const list: AdminProductsResponse = {
    currency: 'CAD',
    taxLabel: 'HST 13%',
    taxRatePercent: 13,
    items: [plus, broadcast],
  };
  context.server.route('GET', productAdminApiPaths.products, (_request, response) => {
    sendJson(response, 200, list);
  });
  for (const product of [plus, broadcast]) {
    const { code } = product;
    context.server.route(
      'GET',
      buildUrl(productAdminApiPaths.productChanges, { code }),
      (_request, response) => {
        sendJson(response, 200, changesOf(code));
      },
    );
    context.server.route(
      'PATCH',
      buildUrl(productAdminApiPaths.product, { code }),
      (request, response) => {
        const json: unknown = JSON.parse(request.body);
        if (strict && !EditProductBody.safeParse(json).success) {
          context.server.refuse(request, response, 'a body EditProductBody refuses');
          return;
        }
        sent.push(json);
        const [status, answer] = patch(code, json);
        sendJson(response, status, answer);
      },
    );
  }
  return sent;
}

function renderPage() {
  render(
    <QueryWrapper>
      <ProductAdminPage />
    </QueryWrapper>,
  );
}

describe('the products screen (SuperAdmin)', () => {
  test('lists each product with its price in dollars, the HST, the total, its limits and whether it is on sale', async () => {
    serveProducts(() => [500, {}]);
    renderPage();
    const item = (await screen.findByRole('heading', { name: 'KinderWait Plus' })).closest('li');
    if (item === null) throw new Error('the product is a list item');
    const card = within(item);
    expect(card.getByText('$7.99 per month')).toBeInTheDocument();
    expect(card.getByText('HST 13%')).toBeInTheDocument();
    expect(card.getByText('$1.04')).toBeInTheDocument();
    expect(card.getByText('$9.03')).toBeInTheDocument();
    expect(
      card.getByText('300 assistant messages a day, 5 broadcasts a month'),
    ).toBeInTheDocument();
    expect(card.getByText('On sale')).toBeInTheDocument();
    expect(screen.getByText('$19.00 one payment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Broadcast' })).toBeInTheDocument();
  });

  test('typed dollars go as exact cents, only what changed is sent, and the saved price shows', async () => {
    const sent = serveProducts((_code, body) => [
      200,
      { ...plus, ...(body as object), unitAmount: 899, taxAmount: 117, totalAmount: 1016 },
    ]);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit KinderWait Plus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit KinderWait Plus' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(await within(dialog).findByText('Price: $6.99 → $7.99')).toBeInTheDocument();
    expect(within(dialog).getByText(/by ada@example\.com$/)).toBeInTheDocument();
    const price = within(dialog).getByRole('textbox', { name: /^Price before HST/ });
    expect(price).toHaveValue('7.99');
    await user.clear(price);
    await user.type(price, '8.99');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('KinderWait Plus saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ unitAmount: 899 }]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(screen.getByText('$8.99 per month')).toBeInTheDocument();
  });

  test('a price that is not dollars and cents is explained beside the field and nothing is sent', async () => {
    const sent = serveProducts(() => [200, plus]);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit KinderWait Plus' }));
    const dialog = await screen.findByRole('dialog');
    const price = within(dialog).getByRole('textbox', { name: /^Price before HST/ });
    await user.clear(price);
    await user.type(price, '8.999');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText('Enter a price in dollars and cents, such as 7.99.'),
    ).toBeInTheDocument();
    expect(price).toHaveAccessibleDescription('Enter a price in dollars and cents, such as 7.99.');
    await user.clear(price);
    await user.type(price, '0.49');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(price).toHaveAccessibleDescription('The price must be from $0.50 to $1,000.00.');
    expect(sent).toEqual([]);
  });

  test('a 400 names the field beside it, and everything typed stays', async () => {
    const sent = serveProducts(() => [
      400,
      {
        message: 'Invalid input',
        code: 'validation_failed',
        detail: 'body.name: Too big: expected string to have <=80 characters',
      },
    ]);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Broadcast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Broadcast' });
    expect(within(dialog).queryByRole('group', { name: /Usage included/ })).toBeNull();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Open spot broadcast');
    const price = within(dialog).getByRole('textbox', { name: /^Price before HST/ });
    await user.clear(price);
    await user.type(price, '12.5');
    await user.click(within(dialog).getByRole('switch', { name: 'On sale' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Too big: expected string to have <=80 characters'),
    ).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Too big: expected string to have <=80 characters');
    expect(sent).toEqual([{ name: 'Open spot broadcast', unitAmount: 1250, active: false }]);
    expect(within(dialog).getByText(/^Not saved\./)).toBeInTheDocument();
    expect(name).toHaveValue('Open spot broadcast');
    expect(price).toHaveValue('12.5');
    expect(within(dialog).getByRole('switch', { name: 'On sale' })).not.toBeChecked();
  });

  test('limits are replaced whole: a blank field leaves that kind out of the plan', async () => {
    const sent = serveProducts((_code, body) => [200, { ...plus, ...(body as object) }]);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit KinderWait Plus' }));
    const dialog = await screen.findByRole('dialog');
    const messages = within(dialog).getByRole('textbox', { name: 'Assistant messages a day' });
    await user.clear(messages);
    await user.type(messages, '500');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Broadcasts a month' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Voice minutes a month' }), '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText('Enter a whole number, or leave it blank.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Voice minutes a month' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('KinderWait Plus saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ limits: { assistantMessage: 500 } }]);
  });

  test('saving without a change sends nothing and says so', async () => {
    const sent = serveProducts(() => [200, plus]);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit KinderWait Plus' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Nothing has changed yet.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

describe('the products screen in French', () => {
  test('words products, fr-CA money, limits and changes in Canadian French', async () => {
    serveProducts(() => [500, {}]);
    // The French words loaded first, as the route's loader does, so nothing suspends.
    await loadMessages(productAdminCatalogue, 'fr');
    render(
      <QueryWrapper>
        <I18nProvider language="fr">
          <ProductAdminPage />
        </I18nProvider>
      </QueryWrapper>,
    );
    const heading = await screen.findByRole('heading', { name: 'KinderWait Plus' });
    const item = heading.closest('li');
    if (item === null) throw new Error('the product is a list item');
    // fr-CA: a no-break space in "7,99 $", compared as an ordinary one.
    const text = (node: Element) => node.textContent.replace(/\s+/g, ' ');
    expect(text(item)).toContain('Prix avant TVH7,99 $ par mois');
    // The tax is named from its rate, in French: no English label from the server.
    expect(text(item)).toContain('TVH (13 %)1,04 $');
    expect(text(item)).not.toContain('HST');
    expect(text(item)).toContain(
      '300 messages à l’assistant par jour, 5 demandes diffusées par mois',
    );
    expect(within(item).getByText('En vente')).toBeVisible();
    expect(text(document.body)).toContain('19,00 $ en un paiement');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Modifier KinderWait Plus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier KinderWait Plus' });
    expect(await within(dialog).findByText(/^Prix : 6,99\s\$ → 7,99\s\$$/)).toBeVisible();
    expect(
      within(dialog).getByText(/^20 nov\. 2026, 10 h 30, par ada@example\.com$/),
    ).toBeVisible();

    const shown = text(document.body);
    for (const [key, words] of Object.entries(english)) {
      if (words === french[key as keyof typeof french]) continue;
      const fixedPart = words.split('{')[0] ?? '';
      if (fixedPart.length > 3) expect(shown).not.toContain(fixedPart);
    }
  });
});
