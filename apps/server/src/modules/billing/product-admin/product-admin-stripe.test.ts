import { productAdminApiPaths, buildUrl, roleIds } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts.ts';
import { sendJson } from '../../../test/sample-requests.ts';
import { forEachDatabaseWithStripe } from '../../../test/stripe-checkout.ts';

forEachDatabaseWithStripe((stripe) => {
  describe('a price edited where Stripe sells', () => {
    it('goes inline into the next Stripe checkout, so no Stripe Price or Product is ever changed', async () => {
      const admin = await signUp(stripe.app(), { roles: ['SuperAdmin'] });
      const parent = await signUp(stripe.app(), { roles: ['Parent'] });
      const before = await stripe.openCheckout(
        parent,
        roleIds.Parent,
        'kinderwait-plus',
        'subscription',
      );
      expect(before.form.get('line_items[0][price_data][unit_amount]')).toBe('799');

      const edited = await sendJson(
        stripe.app(),
        'PATCH',
        buildUrl(productAdminApiPaths.product, { code: 'kinderwait-plus' }),
        { unitAmount: 899 },
        admin.headers(roleIds.SuperAdmin),
      );
      expect(edited.statusCode, edited.body).toBe(200);

      // Another parent: the first one's open checkout keeps the price it showed (it is answered
      // again as it is).
      const another = await signUp(stripe.app(), { roles: ['Parent'] });
      const after = await stripe.openCheckout(
        another,
        roleIds.Parent,
        'kinderwait-plus',
        'subscription',
      );
      expect(after.form.get('line_items[0][price_data][unit_amount]')).toBe('899');
      expect(after.form.get('line_items[0][price_data][currency]')).toBe('cad');
      expect(after.form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
      expect(after.form.get('line_items[0][price_data][product_data][metadata][productCode]')).toBe(
        'kinderwait-plus',
      );
      expect(after.form.has('line_items[0][price]')).toBe(false);
      // Only checkout sessions were created: no price or product was made or changed at Stripe.
      expect(
        stripe
          .fake()
          .requests.filter((request) => !request.path.startsWith('/v1/checkout/sessions')),
      ).toEqual([]);
    });
  });
});
