import type { CheckoutResponse, ProductsResponse } from '@kinderwait/contract';
import { billingApiPaths, roleIds } from '@kinderwait/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/accounts.ts';
import { signUp, testOrigin } from '../../../test/accounts.ts';
import {
  buyInSandbox,
  checkoutBody,
  startBroadcastCheckout,
  startCheckout,
} from '../../../test/checkout.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import { checkoutSessionLines, checkoutSessions } from '../billing.tables.ts';

forEachDatabase((t) => {
  let parent: TestUser;
  let provider: TestUser;
  let sitter: TestUser;

  beforeAll(async () => {
    parent = await signUp(t.app(), { roles: ['Parent'] });
    provider = await signUp(t.app(), { roles: ['Licenced'] });
    sitter = await signUp(t.app(), { roles: ['BabySitter'] });
  });

  const sessionsOf = (userId: string) =>
    t.app().db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, userId));

  describe('GET /api/products', () => {
    it('lists what is sold, before tax with its HST, and what the current role may buy', async () => {
      const response = await t.app().inject({
        method: 'GET',
        url: billingApiPaths.products,
        headers: parent.headers(roleIds.Parent),
      });
      expect(response.statusCode).toBe(200);
      const products = response.json<ProductsResponse>();
      expect(products).toMatchObject({
        paymentServiceProvider: 'sandbox',
        customerPortal: false,
        currency: 'CAD',
        taxLabel: 'HST 13%',
        taxRatePercent: 13,
      });
      expect(
        products.items.map(
          ({ code, name, paymentMode, unitAmount, taxAmount, totalAmount, available }) => ({
            code,
            name,
            paymentMode,
            unitAmount,
            taxAmount,
            totalAmount,
            available,
          }),
        ),
      ).toEqual([
        {
          code: 'kinderwait-plus',
          name: 'KinderWait Plus',
          paymentMode: 'subscription',
          unitAmount: 799,
          taxAmount: 104,
          totalAmount: 903,
          available: true,
        },
        {
          code: 'voice-assistant-setup',
          name: 'Voice Assistant Setup',
          paymentMode: 'payment',
          unitAmount: 9900,
          taxAmount: 1287,
          totalAmount: 11187,
          available: false,
        },
        {
          code: 'voice-assistant-phone-number',
          name: 'Voice Assistant Phone Number',
          paymentMode: 'subscription',
          unitAmount: 4900,
          taxAmount: 637,
          totalAmount: 5537,
          available: false,
        },
        {
          code: 'broadcast-order',
          name: 'Broadcast',
          paymentMode: 'payment',
          unitAmount: 1900,
          taxAmount: 247,
          totalAmount: 2147,
          available: true,
        },
      ]);
    });

    it('answers no token with 401', async () => {
      const response = await t.app().inject({ method: 'GET', url: billingApiPaths.products });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /api/checkout', () => {
    it.each([
      ['the parents’ plan', 'Parent', 'kinderwait-plus', 'subscription'],
      ['Voice Assistant Setup', 'Licenced', 'voice-assistant-setup', 'payment'],
      ['Voice Assistant Phone Number', 'Licenced', 'voice-assistant-phone-number', 'subscription'],
    ] as const)(
      'opens a checkout for %s (%s, %s mode) and says where to go',
      async (_label, role, code, mode) => {
        const buyer = role === 'Parent' ? parent : provider;
        const response = await startCheckout(
          t.app(),
          buyer,
          roleIds[role],
          checkoutBody([code], mode),
        );
        expect(response.statusCode, response.body).toBe(201);
        const opened = response.json<CheckoutResponse>();
        expect(opened).toEqual({
          id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
          url: `${testOrigin}/sandbox-checkout/${opened.id}`,
          paymentServiceProvider: 'sandbox',
        });
        const [saved] = await t
          .app()
          .db.select()
          .from(checkoutSessions)
          .where(eq(checkoutSessions.id, opened.id));
        expect(saved).toMatchObject({
          status: 'open',
          paymentMode: mode,
          roleCode: role,
          currency: 'CAD',
        });
        expect((saved?.totalAmount ?? 0) - (saved?.subtotalAmount ?? 0)).toBe(saved?.taxAmount);
      },
    );

    it('refuses a Broadcast with 400 naming the product: it is paid from its order’s page', async () => {
      const before = (await sessionsOf(provider.id)).length;
      const body = checkoutBody(['broadcast-order']);
      const response = await startCheckout(t.app(), provider, roleIds.Licenced, {
        ...body,
        order: {
          products: [
            { code: 'broadcast-order', referenceId: '0b9a7c1e-6a51-4f0e-9c1d-4d6c2f0b8e11' },
          ],
          paymentMethods: ['card'],
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'product_sold_from_its_page',
        message: 'A broadcast is paid from its own page',
        detail: expect.stringMatching(/^body\.order\.products\.0\.code: /) as string,
      });
      expect(await sessionsOf(provider.id)).toHaveLength(before);
    });

    it('takes the payment mode default (payment) and records a broadcast order’s id on its line', async () => {
      const started = await startBroadcastCheckout(t.app(), provider, roleIds.Licenced);
      expect(started.statusCode).toBe(201);
      const { id } = started.json<CheckoutResponse>();
      const lines = await t
        .app()
        .db.select()
        .from(checkoutSessionLines)
        .where(eq(checkoutSessionLines.sessionId, id));
      expect(lines).toEqual([
        expect.objectContaining({
          productCode: 'broadcast-order',
          quantity: 1,
          unitAmount: 1900,
          subtotalAmount: 1900,
          taxAmount: 247,
          totalAmount: 2147,
          referenceId: started.orderId,
        }),
      ]);
      const [session] = await t
        .app()
        .db.select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, id));
      expect(session?.paymentMode).toBe('payment');
    });

    it('refuses a payment mode that does not fit the product with 400, naming the field', async () => {
      for (const [code, mode] of [
        ['kinderwait-plus', 'payment'],
        ['voice-assistant-setup', 'subscription'],
      ] as const) {
        const buyer = code === 'kinderwait-plus' ? parent : provider;
        const role = code === 'kinderwait-plus' ? roleIds.Parent : roleIds.Licenced;
        const response = await startCheckout(t.app(), buyer, role, checkoutBody([code], mode));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'payment_mode_mismatch',
          detail: expect.stringMatching(/^body\.order\.paymentMode: /) as string,
        });
      }
    });

    it('refuses a product the current role may not buy, or an unknown one, with 400', async () => {
      const cases = [
        [parent, roleIds.Parent, 'voice-assistant-setup', 'product_not_for_role'],
        [provider, roleIds.Licenced, 'kinderwait-plus', 'product_not_for_role'],
        [sitter, roleIds.BabySitter, 'voice-assistant-setup', 'product_not_for_role'],
        [parent, roleIds.Parent, 'gold-plan', 'unknown_product'],
      ] as const;
      for (const [buyer, role, code, error] of cases) {
        const mode = code === 'kinderwait-plus' ? 'subscription' : 'payment';
        const response = await startCheckout(t.app(), buyer, role, checkoutBody([code], mode));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: error,
          detail: expect.stringMatching(/^body\.order\.products\.0\.code: /) as string,
        });
      }
    });

    it('refuses return addresses off this site with 400 and saves nothing', async () => {
      const before = (await sessionsOf(parent.id)).length;
      for (const overrides of [
        { successUrl: 'https://evil.example/thanks' },
        { cancelUrl: 'http://localhost:3001/back' },
        { successUrl: 'https://localhost:3000/tls-is-another-origin' },
      ]) {
        const response = await startCheckout(
          t.app(),
          parent,
          roleIds.Parent,
          checkoutBody(['kinderwait-plus'], 'subscription', overrides),
        );
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'return_url_not_allowed' });
      }
      const invalid = await startCheckout(
        t.app(),
        parent,
        roleIds.Parent,
        checkoutBody(['kinderwait-plus'], 'subscription', { successUrl: 'javascript:alert(1)' }),
      );
      expect(invalid.statusCode).toBe(400);
      expect((await sessionsOf(parent.id)).length).toBe(before);
    });

    it('accepts return addresses on ALLOWED_ORIGINS', async () => {
      const app = await t.buildApp({ env: { ALLOWED_ORIGINS: 'https://app.kinderwait.ca' } });
      // A parent with no checkout of the plan open (another one would be answered again).
      const buyer = await signUp(app, { roles: ['Parent'] });
      const response = await startCheckout(
        app,
        buyer,
        roleIds.Parent,
        checkoutBody(['kinderwait-plus'], 'subscription', {
          successUrl: 'https://app.kinderwait.ca/service-payment/payment-history',
        }),
      );
      expect(response.statusCode).toBe(201);
    });

    it('refuses a product twice, a quantity above its maximum, a plan with anything else', async () => {
      const twice = checkoutBody(['voice-assistant-setup', 'voice-assistant-setup']);
      expect((await startCheckout(t.app(), provider, roleIds.Licenced, twice)).statusCode).toBe(
        400,
      );
      const many = checkoutBody(['voice-assistant-setup']);
      const quantity = await startCheckout(t.app(), provider, roleIds.Licenced, {
        ...many,
        order: { ...many.order, products: [{ code: 'voice-assistant-setup', quantity: 2 }] },
      });
      expect(quantity.json()).toMatchObject({ code: 'invalid_quantity' });
      // A plan paid once (listed as a subscription) is bought on its own too.
      const withSetup = await startCheckout(
        t.app(),
        provider,
        roleIds.Licenced,
        checkoutBody(['voice-assistant-setup', 'broadcast-order']),
      );
      expect(withSetup.statusCode).toBe(400);
      expect(withSetup.json()).toMatchObject({
        code: 'payment_mode_mismatch',
        message: 'A subscription is bought on its own, one per checkout',
        detail: expect.stringMatching(/^body\.order\.products: /) as string,
      });
    });

    it('refuses what the user already has with 409', async () => {
      const owner = await signUp(t.app(), { roles: ['Parent'] });
      await buyInSandbox(t.app(), owner, roleIds.Parent, ['kinderwait-plus'], 'subscription');
      const again = await startCheckout(
        t.app(),
        owner,
        roleIds.Parent,
        checkoutBody(['kinderwait-plus'], 'subscription'),
      );
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'already_subscribed' });
    });

    it('answers no token with 401 and a call without a role holding checkout.create with 403', async () => {
      const body = checkoutBody(['kinderwait-plus'], 'subscription');
      expect(
        (await startCheckout(t.app(), { ...parent, headers: () => ({}) }, roleIds.Parent, body))
          .statusCode,
      ).toBe(401);
      const roleless = await startCheckout(
        t.app(),
        { ...parent, headers: () => parent.headers() },
        roleIds.Parent,
        body,
      );
      expect(roleless.statusCode).toBe(403);
      expect(roleless.json()).toMatchObject({ code: 'permission_missing' });
    });
  });
});
