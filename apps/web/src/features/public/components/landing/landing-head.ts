import { brand } from '@kinderwait/contract/brand';
import { useMessages } from '../../../../lib/i18n/use-messages';
import { landingCatalogue } from '../../landing-messages';

/** The landing page's title and description for <head>, in the page's language. */
export function useLandingHead(): { title: string; description: string } {
  const { t } = useMessages(landingCatalogue);
  return {
    title: t('headTitle', { product: brand.productName, city: brand.city }),
    description: t('headDescription', { city: brand.city }),
  };
}
