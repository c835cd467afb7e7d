import { useMessages } from '../../../lib/i18n/use-messages';
import { childcareProviderCatalogue } from '../childcare-provider-messages';

/**
 * The profile screen's title, description and loading words, for the route's head and its wait
 * for the role. The route loads the catalogue first, so this does not suspend there.
 */
export function useProfileHead(): { title: string; description: string; loading: string } {
  const { t } = useMessages(childcareProviderCatalogue);
  return { title: t('pageTitle'), description: t('pageDescription'), loading: t('loading') };
}
