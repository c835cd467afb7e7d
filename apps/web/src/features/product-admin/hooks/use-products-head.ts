import { useMessages } from '../../../lib/i18n/use-messages';
import { productAdminCatalogue } from '../product-admin-messages';

/** The products screen's title and description, for the route's head (its loader loads them). */
export function useProductsHead(): { title: string; description: string } {
  const { t } = useMessages(productAdminCatalogue);
  return { title: t('title'), description: t('headDescription') };
}
