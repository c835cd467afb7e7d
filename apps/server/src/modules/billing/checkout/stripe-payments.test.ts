import { roleIds } from '@kinderwait/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts.ts';
import { checkoutBody, startCheckout } from '../../../test/checkout.ts';
import { signedStripeEvent } from '../../../test/fake-stripe.ts';
import {
  completed,
  deliver,
  forEachDatabaseWithStripe,
  historyOf,
  subscriptionsOf,
} from '../../../test/stripe-checkout.ts';
import { checkoutSessions } from '../billing.tables.ts';

forEachDatabaseWithStripe((stripe, t) => {
  describe('one-off purchases through Stripe', () => {
    it('grants Voice Assistant Setup when paid and takes it back when fully refunded', async () => {
      const provider = await signUp(stripe.app(), { roles: ['Licenced'] });
      const session = await stripe.openCheckout(
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
      expect((await deliver(stripe.app(), paid)).statusCode).toBe(200);
      expect(await subscriptionsOf(stripe.app(), provider)).toEqual([
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
      expect((await deliver(stripe.app(), refunded)).statusCode).toBe(200);
      expect(await subscriptionsOf(stripe.app(), provider)).toEqual([]);
      const history = await historyOf(stripe.app(), provider, roleIds.Licenced);
      expect(history.items).toEqual([
        expect.objectContaining({ status: 'refunded', refundedAmount: 11187, totalAmount: 11187 }),
      ]);
    });

    it('marks a checkout Stripe let expire, and acknowledges events about sessions it never made', async () => {
      const provider = await signUp(stripe.app(), { roles: ['Licenced'] });
      const session = await stripe.openCheckout(
        provider,
        roleIds.Licenced,
        'broadcast-order',
        'payment',
      );
      const expired = signedStripeEvent('checkout.session.expired', {
        id: session.stripeId,
        object: 'checkout.session',
      });
      expect((await deliver(stripe.app(), expired)).statusCode).toBe(200);
      const [row] = await stripe
        .app()
        .db.select()
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
      expect((await deliver(stripe.app(), stranger)).statusCode).toBe(200);
    });

    it('answers 503 when Stripe is unreachable, and keeps no order', async () => {
      t.allowServerErrors();
      const provider = await signUp(stripe.app(), { roles: ['Licenced'] });
      stripe.fake().failing = true;
      try {
        const response = await startCheckout(
          stripe.app(),
          provider,
          roleIds.Licenced,
          checkoutBody(['voice-assistant-setup']),
        );
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({ code: 'payments_unavailable' });
      } finally {
        stripe.fake().failing = false;
      }
      const kept = await stripe
        .app()
        .db.select()
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
