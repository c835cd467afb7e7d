import type { ApiErrorBody } from '@kinderwait/contract';
import { parseValidationDetail, roleIds, safeTextMessages } from '@kinderwait/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../../test/accounts.ts';
import { signUp, testOrigin } from '../../../test/accounts.ts';
import { checkoutBody, startCheckout } from '../../../test/checkout.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import { checkoutSessions } from '../billing.tables.ts';

forEachDatabase((t) => {
  let parent: TestUser;

  beforeAll(async () => {
    parent = await signUp(t.app(), { roles: ['Parent'] });
  });

  it.each([
    ['successUrl', `${testOrigin}/a\u0000b`],
    ['cancelUrl', `${testOrigin}/back\u0007`],
    ['successUrl', `${testOrigin}/paid?\u0085`],
  ])(
    'refuses a control character in %s (which the URL parser takes) with 400 naming it, and saves nothing',
    async (field, url) => {
      const response = await startCheckout(
        t.app(),
        parent,
        roleIds.Parent,
        checkoutBody(['kinderwait-plus'], 'subscription', { [field]: url }),
      );

      expect(response.statusCode).toBe(400);
      expect(parseValidationDetail(response.json<ApiErrorBody>().detail ?? '')).toContainEqual({
        path: ['body', field],
        message: safeTextMessages.singleLine,
      });
      const stored = await t
        .app()
        .db.select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.userId, parent.id));
      expect(stored).toEqual([]);
    },
  );
});
