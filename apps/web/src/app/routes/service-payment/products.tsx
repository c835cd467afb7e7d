import { ProductAdminPage } from '../../../features/product-admin/components/product-admin-page';
import { useProductsHead } from '../../../features/product-admin/hooks/use-products-head';
import { productAdminCatalogue } from '../../../features/product-admin/product-admin-messages';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { PageHead } from '../../head/page-head';

/** Loads the products screen's words in the active language before the screen opens. */
export async function loader(): Promise<null> {
  try {
    await loadMessages(productAdminCatalogue, activeLanguage());
  } catch {
    // The screen suspends and loads them again.
  }
  return null;
}

/**
 * /service-payment/products (product.manage, SuperAdmin): what is sold and its prices.
 */
function ProductsRoute() {
  const head = useProductsHead();
  return (
    <>
      <PageHead title={head.title} description={head.description} noIndex />
      <ProductAdminPage />
    </>
  );
}

export { ProductsRoute as Component };
