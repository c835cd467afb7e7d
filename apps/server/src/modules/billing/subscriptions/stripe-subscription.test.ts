import type { Subscription } from '@kinderwait/contract';
import { buildUrl, roleIds, subscriptionsApiPaths } from '@kinderwait/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/accounts.ts';
import { post, signUp, testOrigin } from '../../../test/accounts.ts';
import { signedStripeEvent, subscriptionObject } from '../../../test/fake-stripe.ts';
import {
  completed,
  deliver,
  forEachDatabaseWithStripe,
  historyOf,
  subscriptionsOf,
} from '../../../test/stripe-checkout.ts';

const now = (): number => Math.floor(Date.now() / 1000);
const day = 86_400;

forEachDatabaseWithStripe((stripe) => {
  describe('a subscription through Stripe: created, renewed, cancelled, lapsed', () => {
    let parent: TestUser;
    let session: { id: string; stripeId: string; form: URLSearchParams };
    const subscriptionId = `sub_${String(Math.random()).slice(2, 10)}`;
    const periodStart = now();

    beforeAll(async () => {
      parent = await signUp(stripe.app(), { roles: ['Parent'] });
      session = await stripe.openCheckout(
        parent,
        roleIds.Parent,
        'kinderwait-plus',
        'subscription',
      );
      stripe.fake().subscriptions.set(subscriptionId, {
        id: subscriptionId,
        status: 'active',
        customer: 'cus_family',
        cancel_at_period_end: false,
        canceled_at: null,
        current_period_start: periodStart,
        current_period_end: periodStart + 30 * day,
        metadata: { productCode: 'kinderwait-plus' },
      });
    });

    it('opens Stripe Checkout with the price before tax, the HST rate and our ids', () => {
      const { form } = session;
      expect(form.get('mode')).toBe('subscription');
      expect(form.get('client_reference_id')).toBe(session.id);
      expect(form.get('customer_email')).toBe(parent.email);
      expect(form.get('line_items[0][price_data][unit_amount]')).toBe('799');
      expect(form.get('line_items[0][price_data][currency]')).toBe('cad');
      expect(form.get('line_items[0][price_data][tax_behavior]')).toBe('exclusive');
      expect(form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
      expect(form.get('line_items[0][tax_rates][0]')).toBe('txr_ontarioHst');
      expect(form.get('subscription_data[metadata][productCode]')).toBe('kinderwait-plus');
      expect(form.get('success_url')).toMatch(new RegExp(`^${testOrigin}/`));
    });

    it('refuses a webhook without a valid signature with 400 and changes nothing', async () => {
      const object = completed(session, { subscription: subscriptionId });
      const forged = signedStripeEvent('checkout.session.completed', object, {
        secret: 'whsec_someoneElse',
      });
      const genuine = signedStripeEvent('checkout.session.completed', object);
      const tampered = {
        payload: genuine.payload.replace('"paid"', '"PAID"'),
        signature: genuine.signature,
      };
      for (const event of [forged, tampered, { payload: genuine.payload, signature: '' }]) {
        const response = await deliver(stripe.app(), event);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'invalid_webhook_signature' });
      }
      expect(await subscriptionsOf(stripe.app(), parent)).toEqual([]);
      expect((await historyOf(stripe.app(), parent, roleIds.Parent)).items).toEqual([]);
    });

    it('creates the subscription once from checkout.session.completed, however often it comes', async () => {
      const event = signedStripeEvent(
        'checkout.session.completed',
        completed(session, {
          subscription: subscriptionId,
          amount_subtotal: 799,
          amount_total: 903,
          total_details: { amount_tax: 104, amount_discount: 0, amount_shipping: 0 },
        }),
      );
      expect((await deliver(stripe.app(), event)).json()).toEqual({ received: true });
      expect((await deliver(stripe.app(), event)).statusCode).toBe(200);
      // Another event for the same session (Stripe's async success) is the same payment.
      const again = signedStripeEvent(
        'checkout.session.async_payment_succeeded',
        completed(session, { subscription: subscriptionId }),
      );
      expect((await deliver(stripe.app(), again)).statusCode).toBe(200);

      const [plus, ...others] = await subscriptionsOf(stripe.app(), parent);
      expect(others).toEqual([]);
      expect(plus).toMatchObject({
        name: 'KinderWait Plus',
        status: 'active',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: new Date((periodStart + 30 * day) * 1000).toISOString(),
      });
      const history = await historyOf(stripe.app(), parent, roleIds.Parent);
      expect(history.items).toHaveLength(1);
      expect(history.items[0]).toMatchObject({
        kind: 'checkout',
        status: 'paid',
        paymentServiceProvider: 'stripe',
        subtotalAmount: 799,
        taxAmount: 104,
        totalAmount: 903,
      });
    });

    it('records a renewal (invoice.paid) as a payment once, and moves the period on', async () => {
      const newEnd = periodStart + 60 * day;
      const invoice = signedStripeEvent('invoice.paid', {
        id: 'in_renewal_1',
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        total: 903,
        total_taxes: [{ amount: 104 }],
        status_transitions: { paid_at: periodStart + 30 * day },
        lines: {
          object: 'list',
          data: [{ period: { start: periodStart + 30 * day, end: newEnd } }],
        },
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: subscriptionId },
        },
      });
      expect((await deliver(stripe.app(), invoice)).statusCode).toBe(200);
      expect((await deliver(stripe.app(), invoice)).statusCode).toBe(200);

      const history = await historyOf(stripe.app(), parent, roleIds.Parent);
      expect(history.items.map((payment) => payment.kind)).toEqual(['renewal', 'checkout']);
      expect(history.items[0]).toMatchObject({
        status: 'paid',
        subtotalAmount: 799,
        taxAmount: 104,
        totalAmount: 903,
        lines: [expect.objectContaining({ productCode: 'kinderwait-plus', totalAmount: 903 })],
      });
      const [plus] = await subscriptionsOf(stripe.app(), parent);
      expect(plus?.currentPeriodEnd).toBe(new Date(newEnd * 1000).toISOString());
    });

    it("cancels at the period's end through Stripe, and stays active until then", async () => {
      const [plus] = await subscriptionsOf(stripe.app(), parent);
      if (plus === undefined) throw new Error('no subscription');
      const response = await post(
        stripe.app(),
        buildUrl(subscriptionsApiPaths.cancel, { subscriptionId: plus.id }),
        undefined,
        parent.headers(roleIds.Parent),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<Subscription>()).toMatchObject({
        cancelAtPeriodEnd: true,
        status: 'active',
      });
      const call = stripe
        .fake()
        .requests.findLast((request) => request.path === `/v1/subscriptions/${subscriptionId}`);
      expect(call?.form.get('cancel_at_period_end')).toBe('true');
      expect(await subscriptionsOf(stripe.app(), parent)).toEqual([
        expect.objectContaining({ name: 'KinderWait Plus', cancelAtPeriodEnd: true }),
      ]);
    });

    it('offers Stripe’s customer portal for the customer who paid', async () => {
      const response = await post(
        stripe.app(),
        subscriptionsApiPaths.customerPortal,
        { returnUrl: `${testOrigin}/user-profile` },
        parent.headers(roleIds.Parent),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ url: 'https://billing.stripe.com/p/session/cus_family' });
      const foreign = await post(
        stripe.app(),
        subscriptionsApiPaths.customerPortal,
        { returnUrl: 'https://evil.example/' },
        parent.headers(roleIds.Parent),
      );
      expect(foreign.statusCode).toBe(400);
    });

    it('lapses on customer.subscription.deleted; an older update arriving late changes nothing', async () => {
      const fake = stripe.fake().subscriptions.get(subscriptionId);
      if (fake === undefined) throw new Error('no fake subscription');
      const deleted = signedStripeEvent(
        'customer.subscription.deleted',
        subscriptionObject({ ...fake, status: 'canceled', canceled_at: now() }),
        { created: now() + 10 },
      );
      expect((await deliver(stripe.app(), deleted)).statusCode).toBe(200);
      const stale = signedStripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ ...fake, status: 'active' }),
        { created: now() - 10 },
      );
      expect((await deliver(stripe.app(), stale)).statusCode).toBe(200);
      expect(await subscriptionsOf(stripe.app(), parent)).toEqual([]);
    });
  });
});
