import type { ProductsResponse } from '@kinderwait/contract';
import { billingApiPaths, productCodes, roleIds } from '@kinderwait/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { forEachDatabase } from '../../test/test-app.ts';

/**
 * KinderWait Plus promises broadcasts, which are not built yet (docs/product/broadcast.md): until
 * they are, what the plan says of them says they are coming soon.
 */
forEachDatabase((t) => {
  let parent: TestUser;

  beforeAll(async () => {
    parent = await signUp(t.app(), { roles: ['Parent'] });
  });

  describe('KinderWait Plus, as GET /api/products sells it', () => {
    it('says its broadcasts are coming soon, and says so wherever it mentions them', async () => {
      const response = await t.app().inject({
        method: 'GET',
        url: billingApiPaths.products,
        headers: parent.headers(roleIds.Parent),
      });
      expect(response.statusCode).toBe(200);
      const plus = response
        .json<ProductsResponse>()
        .items.find((item) => item.code === productCodes.kinderwaitPlus);
      expect(plus?.features).toContain(
        "Coming soon: 5 broadcasts a month of your child's care needs to matching providers (1 without Plus)",
      );
      const mentions = [plus?.description ?? '', ...(plus?.features ?? [])].filter((text) =>
        /broadcast/i.test(text),
      );
      expect(mentions).toHaveLength(2);
      for (const text of mentions) expect(text).toMatch(/coming soon/i);
    });
  });
});
