import { act, renderHook } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { AdminProduct } from '@kinderwait/contract/billing';
import { productAdminApiPaths } from '@kinderwait/contract/billing';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { productsKeys } from '../../../api/products/products-keys';
import { setupApiTestContext } from '../../../test/api-test-context';
import { probeCache } from '../../../test/cache-probe';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { productAdminKeys } from './product-admin-keys';
import { useEditProduct } from './edit-product';

const context = setupApiTestContext();

const saved: AdminProduct = {
  code: 'kinderwait-plus',
  name: 'KinderWait Plus',
  description: 'For families looking for care.',
  features: [],
  paymentMode: 'subscription',
  interval: 'month',
  currency: 'CAD',
  unitAmount: 899,
  taxAmount: 117,
  totalAmount: 1016,
  maxQuantity: 1,
  roles: ['Parent'],
  limits: {},
  active: true,
  nameEditable: false,
  limitsApply: true,
  updatedAt: '2026-11-20T00:00:00.000Z',
};

test('a saved price is asked again where billing shows what is sold, for every role', async () => {
  context.server.route(
    'PATCH',
    buildUrl(productAdminApiPaths.product, { code: saved.code }),
    (_request, response) => {
      sendJson(response, 200, saved);
    },
  );
  const cache = probeCache({
    parentProducts: productsKeys.forRole(1),
    providerProducts: productsKeys.forRole(3),
    changes: productAdminKeys.changes(saved.code),
  });

  const { result } = renderHook(() => useEditProduct(), { wrapper: QueryWrapper });
  await act(() => result.current.mutateAsync({ code: saved.code, body: { unitAmount: 899 } }));

  expect(cache.invalidated()).toEqual(['parentProducts', 'providerProducts', 'changes']);
});
