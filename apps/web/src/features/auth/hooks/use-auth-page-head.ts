import { brand } from '@kinderwait/contract/brand';
import { useMessages } from '../../../lib/i18n/use-messages';
import { authCatalogue } from '../auth-messages';

/**
 * A sign-in screen's title and description, for its route's head, in the active language.
 * Suspends while the words load; the routes load them first.
 */
export function useAuthPageHead(page: 'login' | 'register' | 'confirmation'): {
  title: string;
  description: string;
} {
  const { t } = useMessages(authCatalogue);
  const product = brand.productName;
  switch (page) {
    case 'login':
      return { title: t('signInTitle'), description: t('headSignInDescription', { product }) };
    case 'register':
      return { title: t('registerTitle'), description: t('headRegisterDescription', { product }) };
    case 'confirmation':
      return { title: t('headConfirmationTitle'), description: t('headConfirmationDescription') };
  }
}
