import { useQueryClient } from '@tanstack/react-query';
import { billingKeys } from '../../../features/billing/billing-keys';
import { ProductAdminPage } from '../../../features/product-admin/components/product-admin-page';
import { PageHead } from '../../head/page-head';

/**
 * /service-payment/products (product.manage, SuperAdmin): what is sold and its prices. A save
 * refreshes billing's cached products, so the plans screen shows the new price at once.
 */
function ProductsRoute() {
  const queryClient = useQueryClient();
  return (
    <>
      <PageHead title="Products and prices" description="Edit what KinderWait sells." noIndex />
      <ProductAdminPage
        onSaved={() => {
          void queryClient.invalidateQueries({ queryKey: billingKeys.all });
        }}
      />
    </>
  );
}

export { ProductsRoute as Component };
