import { brand } from '@kinderwait/contract/brand';
import { useMessages } from '../../../lib/i18n/use-messages';
import { homeCatalogue } from '../home-messages';

/** The words the /home route shows around the page: its head and the account's wait. */
export function useHomeHead() {
  const { t } = useMessages(homeCatalogue);
  return {
    title: t('headTitle'),
    description: t('headDescription', { product: brand.productName }),
    accountLoading: t('accountLoading'),
  };
}
