import type { Notice, NoticesResponse } from '@kinderwait/contract';
import { notificationsApiPaths, roleIds } from '@kinderwait/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { App } from '../../../app/build-app.ts';
import { dayMs } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type { TestUser } from '../../../test/accounts.ts';
import { outboxFor, signUp } from '../../../test/accounts.ts';
import { buyInSandbox } from '../../../test/checkout.ts';
import { signInAgain } from '../../../test/fixtures/offers-fixtures.ts';
import { getJson } from '../../../test/sample-requests.ts';
import {
  forEachDatabaseWithStripe,
  historyOf,
  subscriptionsOf,
} from '../../../test/stripe-checkout.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import { checkoutSessionLines, checkoutSessions, subscriptions } from '../billing.tables.ts';
import { repairDuplicateSubscriptions } from './duplicate-repair.ts';

const time = createTestClock(new Date('2026-11-23T14:00:00Z'));

/**
 * A KinderWait Plus subscription and the payment that started it (or its latest renewal), written
 * as the double charge left them before one plan at a time held at payment.
 */
async function insertPaidPlus(
  db: Database,
  user: TestUser,
  at: Date,
  processor:
    { provider: 'sandbox' } | { provider: 'stripe'; subscriptionId: string; invoiceId: string },
): Promise<{ subscriptionId: string; paymentId: string }> {
  const paymentId = randomUUID();
  const stripe = processor.provider === 'stripe' ? processor : undefined;
  await db.insert(checkoutSessions).values({
    id: paymentId,
    userId: user.id,
    origin: stripe === undefined ? 'checkout' : 'renewal',
    roleCode: 'Parent',
    provider: processor.provider,
    providerSessionId: stripe?.invoiceId ?? paymentId,
    providerSubscriptionId: stripe?.subscriptionId ?? null,
    paymentMode: 'subscription',
    status: 'paid',
    currency: 'CAD',
    subtotalAmount: 799,
    taxAmount: 104,
    totalAmount: 903,
    planCode: 'kinderwait-plus',
    paidAt: at,
    createdAt: at,
    updatedAt: at,
  });
  await db.insert(checkoutSessionLines).values({
    sessionId: paymentId,
    position: 0,
    productCode: 'kinderwait-plus',
    name: 'KinderWait Plus',
    quantity: 1,
    unitAmount: 799,
    subtotalAmount: 799,
    taxAmount: 104,
    totalAmount: 903,
  });
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId: user.id,
      productCode: 'kinderwait-plus',
      name: 'KinderWait Plus',
      status: 'active',
      provider: processor.provider,
      providerSubscriptionId: stripe?.subscriptionId ?? null,
      checkoutSessionId: stripe === undefined ? paymentId : null,
      currentPeriodStart: at,
      currentPeriodEnd: new Date(at.getTime() + 30 * dayMs),
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: subscriptions.id });
  if (row === undefined) throw new Error('no subscription');
  return { subscriptionId: row.id, paymentId };
}

async function refundNotices(app: App, user: TestUser): Promise<Notice[]> {
  const signedIn = await signInAgain(app, user);
  const response = await getJson(
    app,
    notificationsApiPaths.notices,
    signedIn.headers(roleIds.Parent),
  );
  return response
    .json<NoticesResponse>()
    .items.filter((notice) => notice.kind === 'payment_refunded');
}

const repairOf = (app: App) => () =>
  repairDuplicateSubscriptions({ db: app.db, clock: app.clock, jobs: app.jobs, log: app.log });

forEachDatabase(
  (t) => {
    describe('repairing subscriptions doubled before one plan at a time (sandbox)', () => {
      it('keeps the earliest, ends the other, refunds its payment in the history and tells the buyer once', async () => {
        const app = t.app();
        const { db } = t.connection();
        const parent = await signUp(app, { name: 'Dora Double', roles: ['Parent'] });
        const keptCheckout = await buyInSandbox(
          app,
          parent,
          roleIds.Parent,
          ['kinderwait-plus'],
          'subscription',
        );
        time.advance(60_000);
        const duplicate = await insertPaidPlus(db, parent, time.clock(), { provider: 'sandbox' });
        const single = await signUp(app, { name: 'Sam Single', roles: ['Parent'] });
        await buyInSandbox(app, single, roleIds.Parent, ['kinderwait-plus'], 'subscription');
        expect(await subscriptionsOf(app, parent)).toHaveLength(2);

        // The job runs it (at start-up, then daily), and the refund job it queues.
        await app.jobs.drain();

        const held = await subscriptionsOf(app, await signInAgain(app, parent));
        expect(held).toHaveLength(1);
        expect(held[0]?.id).not.toBe(duplicate.subscriptionId);
        const history = await historyOf(app, await signInAgain(app, parent), roleIds.Parent);
        expect(
          history.items.map((payment) => [payment.id, payment.status, payment.refusal]),
        ).toEqual(
          expect.arrayContaining([
            [keptCheckout, 'paid', null],
            [duplicate.paymentId, 'refunded', 'duplicate_subscription'],
          ]),
        );
        const notices = await refundNotices(app, parent);
        expect(notices.map((notice) => notice.data)).toEqual([
          expect.objectContaining({
            checkoutSessionId: duplicate.paymentId,
            reason: 'duplicate_subscription',
            amount: 903,
          }),
        ]);
        const emails = (await outboxFor(app, parent.email)).filter((mail) =>
          mail.subject.startsWith('You had KinderWait Plus twice'),
        );
        expect(emails).toHaveLength(1);
        expect(emails[0]?.text).toContain('refunded its last payment of $9.03 in full');

        // Idempotent: a second run (another start-up, the next day) finds nothing doubled.
        expect(await repairOf(app)()).toBe(0);
        await app.jobs.drain();
        expect(await refundNotices(app, parent)).toHaveLength(1);
        expect(await subscriptionsOf(app, await signInAgain(app, single))).toHaveLength(1);
      });
    });
  },
  { clock: time.clock },
);

forEachDatabaseWithStripe((stripe, t) => {
  describe('repairing subscriptions doubled before one plan at a time (Stripe)', () => {
    it("ends the later subscription at Stripe and refunds its last renewal's payment", async () => {
      const app = stripe.app();
      const { db } = t.connection();
      const fake = stripe.fake();
      const parent = await signUp(app, { name: 'Stella Stripe', roles: ['Parent'] });
      const suffix = Math.random().toString(36).slice(2, 10);
      const ids = (name: string) => ({
        subscriptionId: `sub_${name}${suffix}`,
        invoiceId: `in_${name}${suffix}`,
        paymentIntent: `pi_${name}${suffix}`,
      });
      const first = ids('kept');
      const second = ids('dup');
      const now = Date.now();
      for (const [index, stripeIds] of [first, second].entries()) {
        fake.subscriptions.set(stripeIds.subscriptionId, {
          id: stripeIds.subscriptionId,
          status: 'active',
          customer: 'cus_family',
          cancel_at_period_end: false,
          canceled_at: null,
          current_period_start: Math.floor(now / 1000),
          current_period_end: Math.floor(now / 1000) + 30 * 86_400,
          metadata: { productCode: 'kinderwait-plus' },
        });
        fake.invoicePayments.set(stripeIds.invoiceId, stripeIds.paymentIntent);
        fake.paymentIntents.set(stripeIds.paymentIntent, 903);
        await insertPaidPlus(db, parent, new Date(now - (2 - index) * 60_000), {
          provider: 'stripe',
          ...stripeIds,
        });
      }

      expect(await repairOf(app)()).toBe(1);
      await app.jobs.drain();

      expect(fake.subscriptions.get(second.subscriptionId)?.status).toBe('canceled');
      expect(fake.subscriptions.get(first.subscriptionId)?.status).toBe('active');
      const refunds = fake.requests.filter(
        (request) => request.method === 'POST' && request.path === '/v1/refunds',
      );
      expect(refunds.map((refund) => refund.form.get('payment_intent'))).toContain(
        second.paymentIntent,
      );
      expect(refunds.map((refund) => refund.form.get('payment_intent'))).not.toContain(
        first.paymentIntent,
      );
      expect(await subscriptionsOf(app, parent)).toHaveLength(1);
      const history = await historyOf(app, parent, roleIds.Parent);
      expect(history.items.map((payment) => [payment.status, payment.refusal]).sort()).toEqual([
        ['paid', null],
        ['refunded', 'duplicate_subscription'],
      ]);
      expect(await refundNotices(app, parent)).toHaveLength(1);
      expect(await repairOf(app)()).toBe(0);
    });
  });
});
