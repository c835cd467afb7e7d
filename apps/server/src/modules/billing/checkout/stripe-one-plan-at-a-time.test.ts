import type { CheckoutResponse, Notice, NoticesResponse } from '@kinderwait/contract';
import { notificationsApiPaths, roleIds } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import type { App } from '../../../app/build-app.ts';
import { buildApp } from '../../../app/build-app.ts';
import type { TestUser } from '../../../test/accounts.ts';
import { outboxFor, signUp } from '../../../test/accounts.ts';
import { checkoutBody, startCheckout, twoOpenCheckoutsOf } from '../../../test/checkout.ts';
import { signedStripeEvent } from '../../../test/fake-stripe.ts';
import { signInAgain } from '../../../test/fixtures/offers-fixtures.ts';
import { getJson } from '../../../test/sample-requests.ts';
import type { StripeTestContext } from '../../../test/stripe-checkout.ts';
import {
  deliver,
  fakeSessionOf,
  forEachDatabaseWithStripe,
  historyOf,
  payInFake,
  stripeEnv,
  subscriptionsOf,
} from '../../../test/stripe-checkout.ts';
import { testConfig } from '../../../test/test-app.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { refundFailedEvent } from './refunds.ts';

const day = 86_400;
const hourMs = 3_600_000;

/** The user's notices of `kind`, as GET /api/notices answers them. */
async function noticesOf(app: App, user: TestUser, roleId: number, kind: Notice['kind']) {
  const response = await getJson(app, notificationsApiPaths.notices, user.headers(roleId));
  expect(response.statusCode).toBe(200);
  return response.json<NoticesResponse>().items.filter((notice) => notice.kind === kind);
}
const unique = (prefix: string): string => `${prefix}_${Math.random().toString(36).slice(2, 12)}`;

/**
 * What paying a KinderWait Plus checkout on Stripe's page leaves at Stripe: a subscription, its
 * first invoice and the payment intent that paid it ($9.03); answers the signed completed event.
 */
export function payPlusInFake(
  stripe: StripeTestContext,
  session: { id: string; stripeId: string },
): {
  event: { payload: string; signature: string };
  subscriptionId: string;
  paymentIntent: string;
} {
  const fake = stripe.fake();
  const subscriptionId = unique('sub');
  const invoice = unique('in');
  const paymentIntent = unique('pi');
  const start = Math.floor(Date.now() / 1000);
  fake.subscriptions.set(subscriptionId, {
    id: subscriptionId,
    status: 'active',
    customer: 'cus_family',
    cancel_at_period_end: false,
    canceled_at: null,
    current_period_start: start,
    current_period_end: start + 30 * day,
    metadata: { productCode: 'kinderwait-plus', checkoutSessionId: session.id },
  });
  fake.invoicePayments.set(invoice, paymentIntent);
  fake.paymentIntents.set(paymentIntent, 903);
  const event = payInFake(fake, session, {
    subscription: subscriptionId,
    invoice,
    amount_subtotal: 799,
    amount_total: 903,
    total_details: { amount_tax: 104, amount_discount: 0, amount_shipping: 0 },
  });
  return { event, subscriptionId, paymentIntent };
}

forEachDatabaseWithStripe((stripe, t) => {
  const open = (user: TestUser) =>
    startCheckout(
      stripe.app(),
      user,
      roleIds.Parent,
      checkoutBody(['kinderwait-plus'], 'subscription'),
    );
  const newParent = () => signUp(stripe.app(), { roles: ['Parent'] });
  const stripeSessionOf = (id: string) => ({ id, stripeId: fakeSessionOf(stripe.fake(), id).id });

  describe('a second checkout for a plan already being bought, through Stripe', () => {
    it('is the open one, and Stripe opened one session, one after the other', async () => {
      const parent = await newParent();
      const before = stripe.fake().checkoutSessions.length;
      const first = await open(parent);
      const second = await open(parent);
      expect(first.statusCode).toBe(201);
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(stripe.fake().checkoutSessions.length - before).toBe(1);
    });

    it('is one checkout for calls made at once, and the sessions Stripe opened for the others expire', async () => {
      const parent = await newParent();
      const before = stripe.fake().checkoutSessions.length;
      const answers = await Promise.all([open(parent), open(parent), open(parent)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
      const ids = new Set(answers.map((answer) => answer.json<CheckoutResponse>().id));
      expect(ids.size).toBe(1);
      const [id] = [...ids];
      const opened = stripe.fake().checkoutSessions.slice(before);
      const kept = opened.filter((session) => session.form.get('client_reference_id') === id);
      expect(kept.map((session) => session.object.status)).toEqual(['open']);
      for (const session of opened.filter((candidate) => !kept.includes(candidate))) {
        expect(session.object.status).toBe('expired');
      }
    });
  });

  describe('the issue through Stripe: two checkouts of KinderWait Plus, both paid', () => {
    /** Pays every distinct Stripe session the checkouts opened, in the order given. */
    async function payAll(parent: TestUser, ids: string[], together: boolean) {
      const distinct = [...new Set(ids)].map(stripeSessionOf);
      const events = distinct.map((session) => payPlusInFake(stripe, session).event);
      const answers = together
        ? await Promise.all(events.map((event) => deliver(stripe.app(), event)))
        : await events.reduce<Promise<{ statusCode: number }[]>>(
            async (done, event) => [...(await done), await deliver(stripe.app(), event)],
            Promise.resolve([]),
          );
      for (const answer of answers) expect(answer.statusCode).toBe(200);
      const subscriptions = await subscriptionsOf(stripe.app(), parent);
      expect(subscriptions).toHaveLength(1);
      const kept = (await historyOf(stripe.app(), parent, roleIds.Parent)).items.filter(
        (payment) => payment.status === 'paid',
      );
      expect(kept).toHaveLength(1);
    }

    it('one after the other: one subscription, one payment kept', async () => {
      const parent = await newParent();
      const first = (await open(parent)).json<CheckoutResponse>();
      const second = (await open(parent)).json<CheckoutResponse>();
      await payAll(parent, [first.id, second.id], false);
    });

    it('at once: one subscription, one payment kept', async () => {
      const parent = await newParent();
      const answers = await Promise.all([open(parent), open(parent)]);
      const ids = answers.map((answer) => answer.json<CheckoutResponse>().id);
      await payAll(parent, ids, true);
    });
  });

  describe('a payment for a plan the user holds already, through Stripe (two checkouts were open)', () => {
    const twoPlusCheckouts = async (parent: TestUser, app: App = stripe.app()) =>
      (
        await twoOpenCheckoutsOf(app, parent, roleIds.Parent, 'kinderwait-plus', 'subscription')
      ).map(stripeSessionOf);
    const requestsFor = (method: string, path: string) =>
      stripe
        .fake()
        .requests.filter((request) => request.method === method && request.path === path);
    const refundsOf = (paymentIntent: string) =>
      requestsFor('POST', '/v1/refunds').filter(
        (request) => request.form.get('payment_intent') === paymentIntent,
      );

    it('one after the other: starts no subscription, is refunded at once and its subscription ended', async () => {
      const parent = await newParent();
      const [first, second] = await twoPlusCheckouts(parent);
      if (first === undefined || second === undefined) throw new Error('two checkouts');
      const kept = payPlusInFake(stripe, first);
      const refused = payPlusInFake(stripe, second);
      expect((await deliver(stripe.app(), kept.event)).statusCode).toBe(200);
      expect((await deliver(stripe.app(), refused.event)).statusCode).toBe(200);

      expect(await subscriptionsOf(stripe.app(), parent)).toEqual([
        expect.objectContaining({ name: 'KinderWait Plus', status: 'active' }),
      ]);
      const charged = await historyOf(stripe.app(), parent, roleIds.Parent);
      expect(charged.items.find((payment) => payment.id === second.id)).toMatchObject({
        status: 'paid',
        refusal: 'already_subscribed',
      });

      await stripe.app().jobs.drain();
      expect(refundsOf(refused.paymentIntent)).toHaveLength(1);
      expect(refundsOf(refused.paymentIntent)[0]?.form.get('reason')).toBe('duplicate');
      expect(refundsOf(kept.paymentIntent)).toEqual([]);
      expect(requestsFor('DELETE', `/v1/subscriptions/${refused.subscriptionId}`)).toHaveLength(1);
      expect(stripe.fake().subscriptions.get(refused.subscriptionId)?.status).toBe('canceled');
      expect(stripe.fake().subscriptions.get(kept.subscriptionId)?.status).toBe('active');
      const history = await historyOf(stripe.app(), parent, roleIds.Parent);
      expect(history.items.find((payment) => payment.id === second.id)).toMatchObject({
        status: 'refunded',
        refundedAmount: 903,
        refusal: 'already_subscribed',
      });
      expect(history.items.find((payment) => payment.id === first.id)).toMatchObject({
        status: 'paid',
        refusal: null,
      });

      // What Stripe says next about the refused payment changes nothing the user holds.
      const ended = stripe.fake().subscriptions.get(refused.subscriptionId);
      if (ended === undefined) throw new Error('the fake subscription');
      for (const event of [
        signedStripeEvent('charge.refunded', {
          id: unique('ch'),
          object: 'charge',
          payment_intent: refused.paymentIntent,
          amount: 903,
          amount_refunded: 903,
          refunded: true,
        }),
        signedStripeEvent('customer.subscription.deleted', {
          ...ended,
          object: 'subscription',
          items: { object: 'list', data: [] },
        }),
      ]) {
        expect((await deliver(stripe.app(), event)).statusCode).toBe(200);
      }
      expect(await subscriptionsOf(stripe.app(), parent)).toHaveLength(1);
      await stripe.app().jobs.drain();
      expect(refundsOf(refused.paymentIntent)).toHaveLength(1);
    });

    it('at once: one payment starts the subscription, the other is refunded, every time', async () => {
      for (let round = 0; round < 3; round += 1) {
        const parent = await newParent();
        const paid = (await twoPlusCheckouts(parent)).map((session) =>
          payPlusInFake(stripe, session),
        );
        const answers = await Promise.all(paid.map(({ event }) => deliver(stripe.app(), event)));
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
        const [subscription, ...more] = await subscriptionsOf(stripe.app(), parent);
        expect(more).toEqual([]);
        await stripe.app().jobs.drain();
        const refunded = paid.filter(({ paymentIntent }) => refundsOf(paymentIntent).length > 0);
        expect(refunded).toHaveLength(1);
        expect(subscription).toBeDefined();
        const history = await historyOf(stripe.app(), parent, roleIds.Parent);
        expect(history.items.map((payment) => payment.status).sort()).toEqual(['paid', 'refunded']);
      }
    });

    it('refunds a second Voice Assistant Setup, paid once, by its payment', async () => {
      const provider = await signUp(stripe.app(), { roles: ['Licenced'] });
      const ids = await twoOpenCheckoutsOf(
        stripe.app(),
        provider,
        roleIds.Licenced,
        'voice-assistant-setup',
        'payment',
      );
      const paid = ids.map(stripeSessionOf).map((session) => {
        const paymentIntent = unique('pi');
        stripe.fake().paymentIntents.set(paymentIntent, 11187);
        return {
          paymentIntent,
          event: payInFake(stripe.fake(), session, {
            payment_intent: paymentIntent,
            customer: 'cus_centre',
          }),
        };
      });
      for (const { event } of paid) {
        expect((await deliver(stripe.app(), event)).statusCode).toBe(200);
      }
      await stripe.app().jobs.drain();
      expect(paid.map(({ paymentIntent }) => refundsOf(paymentIntent).length)).toEqual([0, 1]);
      const [, second] = paid;
      if (second === undefined) throw new Error('two payments');
      // Stripe's refund webhook takes back nothing the first payment granted.
      const refunded = signedStripeEvent('charge.refunded', {
        id: unique('ch'),
        object: 'charge',
        payment_intent: second.paymentIntent,
        amount: 11187,
        amount_refunded: 11187,
        refunded: true,
      });
      expect((await deliver(stripe.app(), refunded)).statusCode).toBe(200);
      expect(await subscriptionsOf(stripe.app(), provider)).toEqual([
        expect.objectContaining({ name: 'Voice Assistant Setup' }),
      ]);
      expect(
        (await historyOf(stripe.app(), provider, roleIds.Licenced)).items.map(
          ({ status, refusal }) => [status, refusal],
        ),
      ).toEqual(
        expect.arrayContaining([
          ['paid', null],
          ['refunded', 'already_subscribed'],
        ]),
      );
    });

    it('tells the buyer once, in the app and by email, that the payment was refunded and why', async () => {
      const parent = await newParent();
      const [first, second] = await twoPlusCheckouts(parent);
      if (first === undefined || second === undefined) throw new Error('two checkouts');
      await deliver(stripe.app(), payPlusInFake(stripe, first).event);
      const refused = payPlusInFake(stripe, second);
      await deliver(stripe.app(), refused.event);
      // Nothing is said before the refund is made.
      expect(await noticesOf(stripe.app(), parent, roleIds.Parent, 'payment_refunded')).toEqual([]);

      await stripe.app().jobs.drain();
      expect(await noticesOf(stripe.app(), parent, roleIds.Parent, 'payment_refunded')).toEqual([
        expect.objectContaining({
          data: {
            checkoutSessionId: second.id,
            productName: 'KinderWait Plus',
            amount: 903,
            currency: 'CAD',
            reason: 'already_subscribed',
          },
        }),
      ]);
      const emails = (await outboxFor(stripe.app(), parent.email)).filter((message) =>
        message.subject.includes('refunded'),
      );
      expect(emails.map((message) => message.subject)).toEqual([
        'We refunded your payment for KinderWait Plus',
      ]);
      expect(emails[0]?.text).toContain(
        'You already have KinderWait Plus, so your new payment of $9.03 started nothing new. We refunded it in full',
      );
      expect(emails[0]?.text).toContain('/service-payment/payment-history');

      // Stripe's refund webhook, and the job run again, tell nothing twice.
      await deliver(
        stripe.app(),
        signedStripeEvent('charge.refunded', {
          id: unique('ch'),
          object: 'charge',
          payment_intent: refused.paymentIntent,
          amount: 903,
          amount_refunded: 903,
          refunded: true,
        }),
      );
      await stripe.app().jobs.drain();
      expect(
        await noticesOf(stripe.app(), parent, roleIds.Parent, 'payment_refunded'),
      ).toHaveLength(1);
      expect(
        (await outboxFor(stripe.app(), parent.email)).filter((message) =>
          message.subject.includes('refunded'),
        ),
      ).toHaveLength(1);
    });

    it('alerts the operators when the refund fails on every attempt: an error in the log and a notice to each SuperAdmin', async () => {
      const time = createTestClock();
      const lines: string[] = [];
      const app = await buildApp({
        config: testConfig(stripeEnv(stripe.fake())),
        database: t.connection(),
        clock: time.clock,
        logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
      });
      try {
        await app.ready();
        const admins = await Promise.all([
          signUp(app, { roles: ['SuperAdmin'] }),
          signUp(app, { roles: ['SuperAdmin'] }),
        ]);
        const parent = await signUp(app, { roles: ['Parent'] });
        const [first, second] = await twoPlusCheckouts(parent, app);
        if (first === undefined || second === undefined) throw new Error('two checkouts');
        await deliver(app, payPlusInFake(stripe, first).event);
        await deliver(app, payPlusInFake(stripe, second).event);

        const alerts = () =>
          lines
            .map((line): unknown => JSON.parse(line))
            .filter(
              (entry): entry is { level: number; checkoutSessionId: string } =>
                typeof entry === 'object' &&
                entry !== null &&
                'event' in entry &&
                entry.event === refundFailedEvent,
            );
        stripe.fake().failing = true;
        let failed = 0;
        try {
          // Twelve attempts, the waits between them growing to an hour.
          for (let attempt = 1; attempt <= 12; attempt += 1) {
            const ran = await app.jobs.drain();
            failed += ran.failed;
            // No alert while attempts are left.
            if (attempt < 12) expect(alerts()).toEqual([]);
            time.advance(hourMs + 60_000);
          }
        } finally {
          stripe.fake().failing = false;
        }
        expect(failed).toBe(1);
        expect(alerts()).toEqual([
          expect.objectContaining({ level: 50, checkoutSessionId: second.id, attempts: 12 }),
        ]);
        await app.jobs.drain();
        for (const admin of admins) {
          const again = await signInAgain(app, admin);
          expect(await noticesOf(app, again, roleIds.SuperAdmin, 'refund_failed')).toEqual([
            expect.objectContaining({
              data: {
                checkoutSessionId: second.id,
                productName: 'KinderWait Plus',
                amount: 903,
                currency: 'CAD',
                attempts: 12,
              },
            }),
          ]);
          expect((await outboxFor(app, admin.email)).map((message) => message.subject)).toContain(
            'Refund failed: KinderWait Plus ($9.03)',
          );
        }
        // The buyer was not told of a refund that was not made.
        const buyer = await signInAgain(app, parent);
        expect(await noticesOf(app, buyer, roleIds.Parent, 'payment_refunded')).toEqual([]);
        const history = await historyOf(app, buyer, roleIds.Parent);
        expect(history.items.find((payment) => payment.id === second.id)?.status).toBe('paid');
      } finally {
        await app.close();
      }
    });

    it('asks Stripe again while it cannot be reached, then refunds once', async () => {
      const time = createTestClock();
      const app = await t.buildApp({ env: stripeEnv(stripe.fake()), clock: time.clock });
      const parent = await signUp(app, { roles: ['Parent'] });
      const [first, second] = await twoPlusCheckouts(parent, app);
      if (first === undefined || second === undefined) throw new Error('two checkouts');
      await deliver(app, payPlusInFake(stripe, first).event);
      const refused = payPlusInFake(stripe, second);
      await deliver(app, refused.event);
      stripe.fake().failing = true;
      try {
        expect(await app.jobs.drain()).toMatchObject({ retried: 1, failed: 0 });
      } finally {
        stripe.fake().failing = false;
      }
      const waiting = await historyOf(app, parent, roleIds.Parent);
      expect(waiting.items.find((payment) => payment.id === second.id)?.status).toBe('paid');
      time.advance(60_000);
      expect(await app.jobs.drain()).toMatchObject({ retried: 0, failed: 0 });
      const history = await historyOf(app, parent, roleIds.Parent);
      expect(history.items.find((payment) => payment.id === second.id)?.status).toBe('refunded');
      expect(refundsOf(refused.paymentIntent)).toHaveLength(1);
      expect(stripe.fake().subscriptions.get(refused.subscriptionId)?.status).toBe('canceled');
    });
  });
});
