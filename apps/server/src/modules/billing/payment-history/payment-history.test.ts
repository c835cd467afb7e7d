import type { PaymentHistoryResponse, Receipt } from '@kinderwait/contract';
import { billingApiPaths, buildUrl, roleIds } from '@kinderwait/contract';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../../test/accounts.ts';
import { signUp } from '../../../test/accounts.ts';
import { buyInSandbox, startBroadcastCheckout } from '../../../test/checkout.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';

const time = createTestClock(new Date('2026-10-01T14:00:00Z'));
const hourMs = 3_600_000;

forEachDatabase(
  (t) => {
    let provider: TestUser;
    let stranger: TestUser;
    let admin: TestUser;
    /** The provider's five broadcast purchases, oldest first, an hour apart. */
    const bought: string[] = [];
    // Each database's run buys at its own time (the clock moved on during the previous run).
    let start = time.clock();
    const at = (hours: number): string => new Date(start.getTime() + hours * hourMs).toISOString();

    beforeAll(async () => {
      start = time.clock();
      provider = await signUp(t.app(), { name: 'Rosa Centre', roles: ['Licenced'] });
      stranger = await signUp(t.app(), { roles: ['Licenced'] });
      admin = await signUp(t.app(), { roles: ['SuperAdmin'] });
      for (let index = 0; index < 5; index += 1) {
        bought.push(await buyInSandbox(t.app(), provider, roleIds.Licenced, ['broadcast-order']));
        time.advance(hourMs);
      }
      await buyInSandbox(t.app(), stranger, roleIds.Licenced, ['broadcast-order']);
      // An order never paid is not a payment.
      await startBroadcastCheckout(t.app(), provider, roleIds.Licenced);
    });

    const history = (
      user: TestUser,
      query: Record<string, string | number> = {},
      userId: string = user.id,
      roleId: number = roleIds.Licenced,
    ) =>
      t.app().inject({
        method: 'GET',
        url: buildUrl(billingApiPaths.checkoutSessions, { userId }, query),
        headers: user.headers(roleId),
      });
    const ids = async (query: Record<string, string | number>) => {
      const response = await history(provider, query);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<PaymentHistoryResponse>();
      return { ids: page.items.map((item) => item.id), next: page.nextStartFromId };
    };
    const newestFirst = () => [...bought].reverse();

    it('lists the payments newest first with date, products, amounts before tax, HST, total, status', async () => {
      const response = await history(provider);
      const page = response.json<PaymentHistoryResponse>();
      expect(page.items.map((item) => item.id)).toEqual(newestFirst());
      expect(page.nextStartFromId).toBeNull();
      expect(page.items[0]).toEqual({
        id: bought[4],
        kind: 'checkout',
        status: 'paid',
        paymentMode: 'payment',
        paymentServiceProvider: 'sandbox',
        paidAt: at(4),
        currency: 'CAD',
        subtotalAmount: 1900,
        taxAmount: 247,
        taxLabel: 'HST 13%',
        taxRatePercent: 13,
        totalAmount: 2147,
        refundedAmount: 0,
        refusal: null,
        lines: [
          {
            productCode: 'broadcast-order',
            name: 'Broadcast',
            quantity: 1,
            unitAmount: 1900,
            subtotalAmount: 1900,
            taxAmount: 247,
            totalAmount: 2147,
          },
        ],
      });
    });

    it('pages by startFromId: each page starts with the previous one’s nextStartFromId', async () => {
      const all = newestFirst();
      const first = await ids({ limit: 2 });
      expect(first).toEqual({ ids: all.slice(0, 2), next: all[2] });
      const second = await ids({ limit: 2, startFromId: first.next ?? '' });
      expect(second).toEqual({ ids: all.slice(2, 4), next: all[4] });
      const last = await ids({ limit: 2, startFromId: second.next ?? '' });
      expect(last).toEqual({ ids: all.slice(4), next: null });
    });

    it('filters by startTime (included) and endTime (excluded), with limit and startFromId too', async () => {
      const all = newestFirst();
      expect((await ids({ startTime: at(1), endTime: at(3) })).ids).toEqual([bought[2], bought[1]]);
      expect((await ids({ startTime: at(3) })).ids).toEqual(all.slice(0, 2));
      expect((await ids({ endTime: at(1) })).ids).toEqual([bought[0]]);
      expect(
        await ids({ startTime: at(0), endTime: at(4), limit: 1, startFromId: bought[2] ?? '' }),
      ).toEqual({ ids: [bought[2]], next: bought[1] });
      expect((await ids({ startTime: at(5) })).ids).toEqual([]);
    });

    it('refuses a malformed query with 400 naming the field', async () => {
      for (const [query, field] of [
        [{ limit: 0 }, 'limit'],
        [{ limit: 101 }, 'limit'],
        [{ startTime: 'yesterday' }, 'startTime'],
        [{ startFromId: 'abc' }, 'startFromId'],
      ] as const) {
        const response = await history(provider, query);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ detail: string }>().detail).toMatch(
          new RegExp(`^querystring\\.${field}: `),
        );
      }
    });

    it("answers another user's payments, or a page starting at one, with 404", async () => {
      const theirs = await history(provider, {}, stranger.id);
      expect(theirs.statusCode).toBe(404);
      const [strangersPayment] = (await history(stranger)).json<PaymentHistoryResponse>().items;
      const cursor = await history(provider, { startFromId: strangersPayment?.id ?? '' });
      expect(cursor.statusCode).toBe(404);
      const receipt = await t.app().inject({
        method: 'GET',
        url: buildUrl(billingApiPaths.checkoutSession, {
          userId: provider.id,
          sessionId: strangersPayment?.id ?? '',
        }),
        headers: provider.headers(roleIds.Licenced),
      });
      expect(receipt.statusCode).toBe(404);
    });

    it('lets a role with user.manage read them, and needs payment.read (403 without a role)', async () => {
      expect((await history(admin, {}, provider.id, roleIds.SuperAdmin)).statusCode).toBe(200);
      const roleless = await t.app().inject({
        method: 'GET',
        url: buildUrl(billingApiPaths.checkoutSessions, { userId: provider.id }),
        headers: provider.headers(),
      });
      expect(roleless.statusCode).toBe(403);
      const anonymous = await t.app().inject({
        method: 'GET',
        url: buildUrl(billingApiPaths.checkoutSessions, { userId: provider.id }),
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('gives a printable receipt: number, buyer, seller, lines, HST and total', async () => {
      const response = await t.app().inject({
        method: 'GET',
        url: buildUrl(billingApiPaths.checkoutSession, {
          userId: provider.id,
          sessionId: bought[0] ?? '',
        }),
        headers: provider.headers(roleIds.Licenced),
      });
      expect(response.statusCode).toBe(200);
      const receipt = response.json<Receipt>();
      expect(receipt).toMatchObject({
        id: bought[0],
        receiptNumber: `KW-${at(0).slice(0, 10).replaceAll('-', '')}-${(bought[0] ?? '').slice(0, 8).toUpperCase()}`,
        buyer: { name: 'Rosa Centre', email: provider.email },
        seller: {
          name: 'KinderWait Inc.',
          address: '100 King Street West, Suite 5600, Toronto, ON M5X 1C9',
          taxRegistrationNumber: null,
        },
        subtotalAmount: 1900,
        taxAmount: 247,
        totalAmount: 2147,
        paidAt: at(0),
      });
    });
  },
  { env: { ACCESS_TOKEN_TTL_SECONDS: '86400' }, clock: time.clock },
);
