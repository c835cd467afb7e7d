import type {
  AdminProduct,
  AdminProductsResponse,
  ApiErrorBody,
  CheckoutResponse,
  EditProductBody,
  ProductChangesResponse,
  ProductsResponse,
  UsageResponse,
} from '@kinderwait/contract';
import {
  billingApiPaths,
  billingErrorCodes,
  buildUrl,
  commonErrorMessages,
  parseValidationDetail,
  productAdminApiPaths,
  productAdminErrorCodes,
  roleIds,
  usageApiPaths,
} from '@kinderwait/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/accounts.ts';
import { signUp } from '../../../test/accounts.ts';
import {
  buyInSandbox,
  checkoutBody,
  startBroadcastCheckout,
  startCheckout,
} from '../../../test/checkout.ts';
import { sendJson } from '../../../test/sample-requests.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import { checkoutSessionLines, checkoutSessions, productChanges } from '../billing.tables.ts';

forEachDatabase((t) => {
  let admin: TestUser;
  let parent: TestUser;
  let provider: TestUser;

  beforeAll(async () => {
    admin = await signUp(t.app(), { roles: ['SuperAdmin'] });
    parent = await signUp(t.app(), { roles: ['Parent'] });
    provider = await signUp(t.app(), { roles: ['Licenced'] });
  });

  const asAdmin = (): Record<string, string> => admin.headers(roleIds.SuperAdmin);

  const adminProducts = async (headers = asAdmin()) =>
    t.app().inject({ method: 'GET', url: productAdminApiPaths.products, headers });

  const adminProduct = async (code: string): Promise<AdminProduct> => {
    const response = await adminProducts();
    expect(response.statusCode).toBe(200);
    const product = response.json<AdminProductsResponse>().items.find((item) => item.code === code);
    if (product === undefined) throw new Error(`no product ${code}`);
    return product;
  };

  const edit = async (code: string, body: EditProductBody | object, headers = asAdmin()) =>
    sendJson(t.app(), 'PATCH', buildUrl(productAdminApiPaths.product, { code }), body, headers);

  const changesOf = async (code: string, headers = asAdmin()) =>
    t.app().inject({
      method: 'GET',
      url: buildUrl(productAdminApiPaths.productChanges, { code }),
      headers,
    });

  const auditRows = (code: string) =>
    t.app().db.select().from(productChanges).where(eq(productChanges.productCode, code));

  const forSale = async (user: TestUser, roleId: number): Promise<ProductsResponse> => {
    const response = await t.app().inject({
      method: 'GET',
      url: billingApiPaths.products,
      headers: user.headers(roleId),
    });
    expect(response.statusCode).toBe(200);
    return response.json<ProductsResponse>();
  };

  describe('GET /api/admin/products', () => {
    it('lists every product with its price in cents, its HST, its limits and what can change', async () => {
      const response = await adminProducts();
      expect(response.statusCode, response.body).toBe(200);
      const listed = response.json<AdminProductsResponse>();
      expect(listed).toMatchObject({ currency: 'CAD', taxLabel: 'HST 13%', taxRatePercent: 13 });
      expect(
        listed.items.map(
          ({
            code,
            unitAmount,
            taxAmount,
            totalAmount,
            active,
            nameEditable,
            limitsApply,
            limits,
          }) => ({
            code,
            unitAmount,
            taxAmount,
            totalAmount,
            active,
            nameEditable,
            limitsApply,
            limits,
          }),
        ),
      ).toEqual([
        {
          code: 'kinderwait-plus',
          unitAmount: 799,
          taxAmount: 104,
          totalAmount: 903,
          active: true,
          nameEditable: false,
          limitsApply: true,
          limits: { assistantMessage: 300, broadcast: 5 },
        },
        {
          code: 'voice-assistant-setup',
          unitAmount: 9900,
          taxAmount: 1287,
          totalAmount: 11187,
          active: true,
          nameEditable: false,
          limitsApply: true,
          limits: { assistantMessage: 100, voiceMinute: 30 },
        },
        {
          code: 'voice-assistant-phone-number',
          unitAmount: 4900,
          taxAmount: 637,
          totalAmount: 5537,
          active: true,
          nameEditable: false,
          limitsApply: true,
          limits: { assistantMessage: 100, voiceMinute: 300 },
        },
        {
          code: 'broadcast-order',
          unitAmount: 1900,
          taxAmount: 247,
          totalAmount: 2147,
          active: true,
          nameEditable: true,
          limitsApply: false,
          limits: {},
        },
      ]);
    });

    it('refuses a Parent, and an administrator without the SuperAdmin role chosen, with 403', async () => {
      const missing = {
        message: commonErrorMessages.missingPermission('product.manage'),
        code: 'permission_missing',
      };
      const asParent = await adminProducts(parent.headers(roleIds.Parent));
      expect(asParent.statusCode).toBe(403);
      expect(asParent.json<ApiErrorBody>()).toEqual(missing);
      expect((await adminProducts(admin.headers())).statusCode).toBe(403);
      expect((await changesOf('kinderwait-plus', parent.headers(roleIds.Parent))).statusCode).toBe(
        403,
      );
      expect((await adminProducts({})).statusCode).toBe(401);
    });
  });

  describe('PATCH /api/admin/products/{code}', () => {
    it('refuses a Parent with 403 and changes nothing', async () => {
      const response = await edit(
        'kinderwait-plus',
        { unitAmount: 100 },
        parent.headers(roleIds.Parent),
      );
      expect(response.statusCode).toBe(403);
      expect(response.json<ApiErrorBody>().message).toBe(
        commonErrorMessages.missingPermission('product.manage'),
      );
      expect((await adminProduct('kinderwait-plus')).unitAmount).toBe(799);
      expect(await auditRows('kinderwait-plus')).toEqual([]);
    });

    it('sets a new price that the next checkout charges, and records who changed it from what', async () => {
      const response = await edit('kinderwait-plus', { unitAmount: 899 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<AdminProduct>()).toMatchObject({
        code: 'kinderwait-plus',
        unitAmount: 899,
        taxAmount: 117,
        totalAmount: 1016,
      });

      const sold = (await forSale(parent, roleIds.Parent)).items.find(
        (item) => item.code === 'kinderwait-plus',
      );
      expect(sold).toMatchObject({ unitAmount: 899, taxAmount: 117, totalAmount: 1016 });

      const started = await startCheckout(
        t.app(),
        parent,
        roleIds.Parent,
        checkoutBody(['kinderwait-plus'], 'subscription'),
      );
      expect(started.statusCode, started.body).toBe(201);
      const { id } = started.json<CheckoutResponse>();
      const [session] = await t
        .app()
        .db.select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, id));
      expect(session).toMatchObject({ subtotalAmount: 899, taxAmount: 117, totalAmount: 1016 });
      const lines = await t
        .app()
        .db.select()
        .from(checkoutSessionLines)
        .where(eq(checkoutSessionLines.sessionId, id));
      expect(lines).toMatchObject([{ productCode: 'kinderwait-plus', unitAmount: 899 }]);

      const history = await changesOf('kinderwait-plus');
      expect(history.statusCode).toBe(200);
      expect(history.json<ProductChangesResponse>().items).toEqual([
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
          productCode: 'kinderwait-plus',
          changedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
          changedBy: { id: admin.id, email: admin.email },
          before: { unitAmount: 799 },
          after: { unitAmount: 899 },
        },
      ]);
      expect(await auditRows('kinderwait-plus')).toHaveLength(1);
    });

    it.each([
      ['a price in fractions of a cent', { unitAmount: 12.5 }, 'body.unitAmount'],
      ['a price below Stripe’s $0.50', { unitAmount: 49 }, 'body.unitAmount'],
      ['a price above $1,000', { unitAmount: 100_001 }, 'body.unitAmount'],
      ['a price as text', { unitAmount: '1900' }, 'body.unitAmount'],
      ['an empty name', { name: '   ' }, 'body.name'],
      ['a description too long', { description: 'x'.repeat(501) }, 'body.description'],
      ['no features', { features: [] }, 'body.features'],
      ['active as text', { active: 'yes' }, 'body.active'],
      ['a negative limit', { limits: { broadcast: -1 } }, 'body.limits.broadcast'],
      ['a limit of an unknown kind', { limits: { sms: 3 } }, 'body.limits'],
      ['the code', { code: 'broadcast' }, 'code'],
      ['the currency', { currency: 'USD' }, 'currency'],
      ['the payment mode', { paymentMode: 'subscription' }, 'paymentMode'],
    ] as const)(
      'answers %s with a 400 naming the field, and changes nothing',
      async (_label, body, field) => {
        const before = await adminProduct('broadcast-order');
        const response = await edit('broadcast-order', body);
        expect(response.statusCode, response.body).toBe(400);
        const { detail } = response.json<ApiErrorBody>();
        expect(detail).toContain(field);
        expect(await adminProduct('broadcast-order')).toEqual(before);
        expect(await auditRows('broadcast-order')).toEqual([]);
      },
    );

    it('refuses to rename a product sold as a subscription (its name is a subscription name), naming the field', async () => {
      const response = await edit('voice-assistant-setup', {
        name: 'Voice Agent Setup',
        unitAmount: 9500,
      });
      expect(response.statusCode).toBe(400);
      const body = response.json<ApiErrorBody>();
      expect(body.code).toBe(productAdminErrorCodes.productFieldLocked);
      expect(parseValidationDetail(body.detail ?? '').map((issue) => issue.path)).toEqual([
        ['body', 'name'],
      ]);
      expect(await adminProduct('voice-assistant-setup')).toMatchObject({
        name: 'Voice Assistant Setup',
        unitAmount: 9900,
      });
      expect(await auditRows('voice-assistant-setup')).toEqual([]);
    });

    it('refuses limits on a product that grants no subscription, naming the field', async () => {
      const response = await edit('broadcast-order', { limits: { broadcast: 3 } });
      expect(response.statusCode).toBe(400);
      const body = response.json<ApiErrorBody>();
      expect(body.code).toBe(productAdminErrorCodes.productFieldLocked);
      expect(parseValidationDetail(body.detail ?? '').map((issue) => issue.path)).toEqual([
        ['body', 'limits'],
      ]);
      expect((await adminProduct('broadcast-order')).limits).toEqual({});
    });

    it('answers a product that does not exist with 404', async () => {
      const edited = await edit('gold-plan', { unitAmount: 500 });
      expect(edited.statusCode).toBe(404);
      expect(edited.json<ApiErrorBody>().code).toBe(productAdminErrorCodes.productNotFound);
      expect((await changesOf('gold-plan')).statusCode).toBe(404);
    });

    it('renames the broadcast for its next checkout, recording only what changed, and nothing when nothing changes', async () => {
      const renamed = await edit('broadcast-order', {
        name: 'Open spot broadcast',
        unitAmount: 1900,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const again = await edit('broadcast-order', { name: 'Open spot broadcast', active: true });
      expect(again.statusCode).toBe(200);
      const items = (await changesOf('broadcast-order')).json<ProductChangesResponse>().items;
      expect(items.map(({ before, after }) => ({ before, after }))).toEqual([
        { before: { name: 'Broadcast' }, after: { name: 'Open spot broadcast' } },
      ]);

      const started = await startBroadcastCheckout(t.app(), provider, roleIds.Licenced);
      expect(started.statusCode, started.body).toBe(201);
      const lines = await t
        .app()
        .db.select()
        .from(checkoutSessionLines)
        .where(eq(checkoutSessionLines.sessionId, started.json<CheckoutResponse>().id));
      expect(lines).toMatchObject([{ name: 'Open spot broadcast', unitAmount: 1900 }]);
    });

    it('takes a product off sale (not listed, not sold, still in the admin list) and back on', async () => {
      const off = await edit('voice-assistant-phone-number', { active: false });
      expect(off.statusCode).toBe(200);
      expect(off.json<AdminProduct>().active).toBe(false);
      const listed = await forSale(provider, roleIds.Licenced);
      expect(listed.items.map((item) => item.code)).not.toContain('voice-assistant-phone-number');
      const refused = await startCheckout(
        t.app(),
        provider,
        roleIds.Licenced,
        checkoutBody(['voice-assistant-phone-number'], 'subscription'),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ApiErrorBody>().code).toBe(billingErrorCodes.unknownProduct);
      expect((await adminProduct('voice-assistant-phone-number')).active).toBe(false);

      expect((await edit('voice-assistant-phone-number', { active: true })).statusCode).toBe(200);
      const back = await forSale(provider, roleIds.Licenced);
      expect(back.items.map((item) => item.code)).toContain('voice-assistant-phone-number');
      const items = (await changesOf('voice-assistant-phone-number')).json<ProductChangesResponse>()
        .items;
      expect(items.map(({ before, after }) => ({ before, after }))).toEqual([
        { before: { active: false }, after: { active: true } },
        { before: { active: true }, after: { active: false } },
      ]);
    });

    it('replaces a plan’s limits whole, and current subscribers get them at once', async () => {
      const subscriber = await signUp(t.app(), { roles: ['Parent'] });
      await buyInSandbox(t.app(), subscriber, roleIds.Parent, ['kinderwait-plus'], 'subscription');
      const limitOf = async (kind: string): Promise<number | undefined> => {
        const response = await t.app().inject({
          method: 'GET',
          url: usageApiPaths.usage,
          headers: subscriber.headers(roleIds.Parent),
        });
        return response.json<UsageResponse>().items.find((item) => item.kind === kind)?.limit;
      };
      expect(await limitOf('assistantMessage')).toBe(300);
      expect(await limitOf('broadcast')).toBe(5);

      const response = await edit('kinderwait-plus', { limits: { assistantMessage: 500 } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<AdminProduct>().limits).toEqual({ assistantMessage: 500 });
      expect(await limitOf('assistantMessage')).toBe(500);
      // Broadcasts are no longer part of the plan: the free allowance again.
      expect(await limitOf('broadcast')).toBe(1);
      const [latest] = (await changesOf('kinderwait-plus')).json<ProductChangesResponse>().items;
      expect(latest).toMatchObject({
        before: { limits: { assistantMessage: 300, broadcast: 5 } },
        after: { limits: { assistantMessage: 500 } },
      });
    });
  });
});
