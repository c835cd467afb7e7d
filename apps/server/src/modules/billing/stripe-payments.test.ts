import { roleIds } from '@kinderwait/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { checkoutBody, startCheckout } from '../../test/checkout.ts';
import type { FakeStripe } from '../../test/fake-stripe.ts';
import { signedStripeEvent, startFakeStripe } from '../../test/fake-stripe.ts';
import {
  completed,
  deliver,
  historyOf,
  openCheckout as openStripeCheckout,
  stripeEnv,
  subscriptionsOf,
} from '../../test/stripe-checkout.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { checkoutSessions } from './billing.tables.ts';

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(() => stripe.close());

forEachDatabase((t) => {
  let app: App;
  const openCheckout = (
    on: App,
    user: TestUser,
    roleId: number,
    code: string,
    mode: 'payment' | 'subscription',
  ) => openStripeCheckout(stripe, on, user, roleId, code, mode);

  beforeAll(async () => {
    app = await t.buildApp({ env: stripeEnv(stripe) });
  });

  describe('one-off purchases through Stripe', () => {
    it('grants Voice Assistant Setup when paid and takes it back when fully refunded', async () => {
      const provider = await signUp(app, { roles: ['Licenced'] });
      const session = await openCheckout(
        app,
        provider,
        roleIds.Licenced,
        'voice-assistant-setup',
        'payment',
      );
      expect(session.form.get('mode')).toBe('payment');
      expect(session.form.get('customer_creation')).toBe('always');
      expect(session.form.get('line_items[0][price_data][unit_amount]')).toBe('9900');
      const paymentIntent = `pi_${session.id.slice(0, 8)}`;
      const paid = signedStripeEvent(
        'checkout.session.completed',
        completed(session, { payment_intent: paymentIntent, customer: 'cus_centre' }),
      );
      expect((await deliver(app, paid)).statusCode).toBe(200);
      expect(await subscriptionsOf(app, provider)).toEqual([
        expect.objectContaining({ name: 'Voice Assistant Setup', currentPeriodEnd: null }),
      ]);

      const refunded = signedStripeEvent('charge.refunded', {
        id: 'ch_setup',
        object: 'charge',
        payment_intent: paymentIntent,
        amount: 11187,
        amount_refunded: 11187,
        refunded: true,
      });
      expect((await deliver(app, refunded)).statusCode).toBe(200);
      expect(await subscriptionsOf(app, provider)).toEqual([]);
      const history = await historyOf(app, provider, roleIds.Licenced);
      expect(history.items).toEqual([
        expect.objectContaining({ status: 'refunded', refundedAmount: 11187, totalAmount: 11187 }),
      ]);
    });

    it('marks a checkout Stripe let expire, and acknowledges events about sessions it never made', async () => {
      const provider = await signUp(app, { roles: ['Licenced'] });
      const session = await openCheckout(
        app,
        provider,
        roleIds.Licenced,
        'broadcast-order',
        'payment',
      );
      const expired = signedStripeEvent('checkout.session.expired', {
        id: session.stripeId,
        object: 'checkout.session',
      });
      expect((await deliver(app, expired)).statusCode).toBe(200);
      const [row] = await app.db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, session.id));
      expect(row?.status).toBe('expired');
      const stranger = signedStripeEvent(
        'checkout.session.completed',
        completed(
          { id: '2f1e0d9c-8b7a-4c5d-9e3f-a1b2c3d4e5f6', stripeId: 'cs_test_elsewhere' },
          {},
        ),
      );
      expect((await deliver(app, stranger)).statusCode).toBe(200);
    });

    it('answers 503 when Stripe is unreachable, and keeps no order', async () => {
      t.allowServerErrors();
      const provider = await signUp(app, { roles: ['Licenced'] });
      stripe.failing = true;
      try {
        const response = await startCheckout(
          app,
          provider,
          roleIds.Licenced,
          checkoutBody(['broadcast-order']),
        );
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({ code: 'payments_unavailable' });
      } finally {
        stripe.failing = false;
      }
      const kept = await app.db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.userId, provider.id));
      expect(kept).toEqual([]);
    });
  });

  it('refuses webhooks where Stripe is not configured (the sandbox sends none)', async () => {
    const event = signedStripeEvent('checkout.session.completed', {
      id: 'cs_x',
      object: 'checkout.session',
    });
    const response = await deliver(t.app(), event);
    expect(response.statusCode).toBe(400);
  });
});
