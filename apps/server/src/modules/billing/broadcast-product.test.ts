import type { ProductsResponse } from '@kinderwait/contract';
import { billingApiPaths, productCodes, roleIds } from '@kinderwait/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { forEachDatabase } from '../../test/test-app.ts';

/**
 * Broadcasts are built (docs/product/broadcast.md): the Broadcast product pays for a parent's
 * family broadcast as well as a provider's spot broadcast, and KinderWait Plus no longer calls
 * its broadcasts coming soon (migration 0023).
 */
forEachDatabase((t) => {
  let parent: TestUser;
  let provider: TestUser;
  let sitter: TestUser;

  beforeAll(async () => {
    parent = await signUp(t.app(), { roles: ['Parent'] });
    provider = await signUp(t.app(), { roles: ['Unlicenced'] });
    sitter = await signUp(t.app(), { roles: ['BabySitter'] });
  });

  const productsAs = async (user: TestUser, roleId: number) => {
    const response = await t.app().inject({
      method: 'GET',
      url: billingApiPaths.products,
      headers: user.headers(roleId),
    });
    expect(response.statusCode).toBe(200);
    return response.json<ProductsResponse>().items;
  };

  describe('GET /api/products', () => {
    it('sells the Broadcast to parents and providers, not to babysitters, for either kind', async () => {
      const broadcastAs = async (user: TestUser, roleId: number) =>
        (await productsAs(user, roleId)).find((item) => item.code === productCodes.broadcastOrder);
      expect(await broadcastAs(parent, roleIds.Parent)).toMatchObject({
        available: true,
        unitAmount: 1900,
        description: expect.stringMatching(/care need.*open spot/) as string,
      });
      expect((await broadcastAs(provider, roleIds.Unlicenced))?.available).toBe(true);
      expect((await broadcastAs(sitter, roleIds.BabySitter))?.available).toBe(false);
    });

    it('no longer says KinderWait Plus broadcasts are coming soon', async () => {
      const plus = (await productsAs(parent, roleIds.Parent)).find(
        (item) => item.code === productCodes.kinderwaitPlus,
      );
      expect(plus?.features).toContain(
        "5 broadcasts a month of your child's care needs to matching providers (1 without Plus)",
      );
      const mentions = [plus?.description ?? '', ...(plus?.features ?? [])].filter((text) =>
        /broadcast/i.test(text),
      );
      expect(mentions).toHaveLength(2);
      for (const text of mentions) expect(text).not.toMatch(/coming soon/i);
    });
  });
});
