import { ProductAdminPage } from '../../../features/product-admin/components/product-admin-page';
import { PageHead } from '../../head/page-head';

/**
 * /service-payment/products (product.manage, SuperAdmin): what is sold and its prices.
 */
function ProductsRoute() {
  return (
    <>
      <PageHead title="Products and prices" description="Edit what KinderWait sells." noIndex />
      <ProductAdminPage />
    </>
  );
}

export { ProductsRoute as Component };
