import type {
  ApiErrorBody,
  BroadcastCheckoutResponse,
  BroadcastOrder,
  SandboxCheckoutSession,
} from '@kinderwait/contract';
import {
  ageGroupIds,
  broadcastApiPaths,
  buildUrl,
  roleIds,
  sandboxCheckoutApiPaths,
} from '@kinderwait/contract';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app/build-app.ts';
import type { TestUser } from '../../../test/accounts.ts';
import { post, signUp, testOrigin } from '../../../test/accounts.ts';
import { checkoutBody, paySandbox, startCheckout } from '../../../test/checkout.ts';
import { insertOwnedProvider } from '../../../test/fixtures/waitlist-fixtures.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import { ensureReachableFamily } from '../../../test/fixtures/spot-families.ts';
import { lineFulfilled } from '../../billing/checkout/checkout.events.ts';
import { orderPaid } from '../broadcast.events.ts';
import { findOrder, insertOrder } from '../broadcast.repository.ts';

const time = createTestClock(new Date('2026-11-23T15:00:00Z'));

/** The payments that the paid path told, as `broadcast.orderPaid` carries them. */
function recordPayments(app: App, into: string[]): void {
  app.events.subscribe(orderPaid, async ({ orderId, kind }) => {
    into.push(`${kind}:${orderId}`);
    await Promise.resolve();
  });
}

forEachDatabase(
  (t) => {
    const paid: string[] = [];
    let provider: TestUser;
    let providerId: string;

    beforeAll(async () => {
      recordPayments(t.app(), paid);
      // Paying counts a spot's reach again: one alerted family nearby makes it reach someone.
      await ensureReachableFamily(t.app());
      provider = await signUp(t.app(), { roles: ['Licenced'] });
      providerId = await insertOwnedProvider(t.app().db, provider, 'Maple Tots', 1, 3);
    });

    /**
     * A spot order awaiting payment, written as the spots module writes it: the paid path is the
     * same for either kind.
     */
    async function newOrder(user: TestUser = provider, forProvider = providerId): Promise<string> {
      const now = time.clock();
      const order = await insertOrder(t.app().db, {
        userId: user.id,
        kind: 'spot',
        providerId: forProvider,
        ageGroupId: ageGroupIds.toddler,
        spotSpaces: 3,
        spotStartDate: '2027-01-04',
        estimatedReach: 4,
        createdAt: now,
        updatedAt: now,
      });
      return order.id;
    }

    const useAllowance = (orderId: string, user: TestUser = provider, app: App = t.app()) =>
      post(
        app,
        buildUrl(broadcastApiPaths.useAllowance, { orderId }),
        undefined,
        user.headers(roleIds.Licenced),
      );
    const checkout = (
      orderId: string,
      user: TestUser = provider,
      roleId: number = roleIds.Licenced,
    ) =>
      post(
        t.app(),
        buildUrl(broadcastApiPaths.checkout, { orderId }),
        undefined,
        user.headers(roleId),
      );
    const usageUsed = async (user: TestUser): Promise<number> =>
      (await t.app().services.usage.usageOf(user.id)).find((item) => item.kind === 'broadcast')
        ?.used ?? -1;

    it('pays an order from the allowance once: sending, paid with the allowance, told once', async () => {
      const orderId = await newOrder();
      const response = await useAllowance(orderId);
      expect(response.statusCode).toBe(200);
      expect(response.json<BroadcastOrder>()).toMatchObject({
        id: orderId,
        kind: 'spot',
        state: 'sending',
        isPaid: true,
        paidWith: 'allowance',
        paidAt: time.clock().toISOString(),
      });
      expect(paid.filter((entry) => entry.endsWith(orderId))).toEqual([`spot:${orderId}`]);
      expect(await usageUsed(provider)).toBe(1);

      const again = await useAllowance(orderId);
      expect(again.statusCode).toBe(409);
      expect(again.json<ApiErrorBody>().code).toBe('broadcast_order_not_payable');
      expect(paid.filter((entry) => entry.endsWith(orderId))).toHaveLength(1);
      expect(await usageUsed(provider)).toBe(1);
    });

    it('answers 402 when the month’s allowance is spent, and leaves the order unpaid', async () => {
      const user = await signUp(t.app(), { roles: ['Licenced'] });
      const own = await insertOwnedProvider(t.app().db, user, 'Cedar House', 2, 2);
      expect((await useAllowance(await newOrder(user, own), user)).statusCode).toBe(200);
      const second = await newOrder(user, own);
      const refused = await useAllowance(second, user);
      expect(refused.statusCode).toBe(402);
      expect(refused.json<ApiErrorBody>().code).toBe('limit_reached');
      expect(await findOrder(t.app().db, second)).toMatchObject({
        state: 'awaiting_payment',
        paidAt: null,
      });
      expect(await usageUsed(user)).toBe(1);
    });

    it('pays once when two app instances are asked at the same moment', async () => {
      const user = await signUp(t.app(), { roles: ['Licenced'] });
      const own = await insertOwnedProvider(t.app().db, user, 'Birch Nook', 3, 2);
      const second = await t.buildApp({ clock: time.clock });
      const secondPaid: string[] = [];
      recordPayments(second, secondPaid);
      const orderId = await newOrder(user, own);
      const responses = await Promise.all([
        useAllowance(orderId, user),
        useAllowance(orderId, user, second),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      expect([...paid, ...secondPaid].filter((entry) => entry.endsWith(orderId))).toHaveLength(1);
      expect(await usageUsed(user)).toBe(1);
    });

    it('pays an order through the sandbox checkout, returning to its page, told once', async () => {
      const orderId = await newOrder();
      const opened = await checkout(orderId);
      expect(opened.statusCode).toBe(201);
      const { id } = opened.json<BroadcastCheckoutResponse>();
      const summary = await t.app().inject({
        method: 'GET',
        url: buildUrl(sandboxCheckoutApiPaths.session, { sessionId: id }),
        headers: provider.headers(),
      });
      expect(summary.json<SandboxCheckoutSession>()).toMatchObject({
        lines: [{ productCode: 'broadcast-order', quantity: 1, unitAmount: 1900 }],
        successUrl: `${testOrigin}/broadcast/orders/${orderId}?checkout=${id}`,
        cancelUrl: `${testOrigin}/broadcast/orders/${orderId}`,
      });
      expect((await paySandbox(t.app(), provider, id)).statusCode).toBe(200);
      expect(await findOrder(t.app().db, orderId)).toMatchObject({
        state: 'sending',
        paidWith: 'checkout',
        checkoutSessionId: id,
      });
      expect(paid.filter((entry) => entry.endsWith(orderId))).toEqual([`spot:${orderId}`]);
      // Paid: neither way pays it again.
      expect((await checkout(orderId)).statusCode).toBe(409);
      expect((await useAllowance(orderId)).statusCode).toBe(409);
    });

    it('marks an order paid once however often the paid line is told, by one or two instances', async () => {
      const orderId = await newOrder();
      const second = await t.buildApp({ clock: time.clock });
      const secondPaid: string[] = [];
      recordPayments(second, secondPaid);
      const line = {
        userId: provider.id,
        checkoutSessionId: randomUUID(),
        productCode: 'broadcast-order',
        quantity: 1,
        referenceId: orderId,
      };
      await Promise.all([
        t.app().events.publish(lineFulfilled, line),
        second.events.publish(lineFulfilled, line),
      ]);
      await t.app().events.publish(lineFulfilled, line);
      expect([...paid, ...secondPaid].filter((entry) => entry.endsWith(orderId))).toHaveLength(1);
      expect(await findOrder(t.app().db, orderId)).toMatchObject({
        paidWith: 'checkout',
        checkoutSessionId: line.checkoutSessionId,
      });
    });

    it("ignores a paid line naming another user's order, or none", async () => {
      const orderId = await newOrder();
      const stranger = await signUp(t.app(), { roles: ['Licenced'] });
      for (const referenceId of [orderId, null, 'not-an-order']) {
        await t.app().events.publish(lineFulfilled, {
          userId: stranger.id,
          checkoutSessionId: randomUUID(),
          productCode: 'broadcast-order',
          quantity: 1,
          referenceId,
        });
      }
      expect(await findOrder(t.app().db, orderId)).toMatchObject({
        state: 'awaiting_payment',
        paidAt: null,
      });
      expect(paid.filter((entry) => entry.endsWith(orderId))).toEqual([]);
    });

    it("answers another user's order with 404 on both ways to pay", async () => {
      const orderId = await newOrder();
      const stranger = await signUp(t.app(), { roles: ['Licenced'] });
      expect((await useAllowance(orderId, stranger)).statusCode).toBe(404);
      expect((await checkout(orderId, stranger)).statusCode).toBe(404);
      expect((await findOrder(t.app().db, orderId))?.paidAt).toBeNull();
    });

    it('answers 403 to a role that places no broadcast', async () => {
      const sitter = await signUp(t.app(), { roles: ['BabySitter'] });
      const orderId = await newOrder();
      const response = await checkout(orderId, sitter, roleIds.BabySitter);
      expect(response.statusCode).toBe(403);
    });

    describe('POST /api/checkout', () => {
      it('refuses the broadcast product with 400: a broadcast is paid from its own page', async () => {
        const orderId = await newOrder();
        const body = checkoutBody(['broadcast-order']);
        const response = await startCheckout(t.app(), provider, roleIds.Licenced, {
          ...body,
          order: { ...body.order, products: [{ code: 'broadcast-order', referenceId: orderId }] },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json<ApiErrorBody>()).toMatchObject({
          code: 'product_sold_from_its_page',
          message: 'A broadcast is paid from its own page',
        });
      });
    });
  },
  { clock: time.clock },
);
