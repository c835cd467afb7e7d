import { useMessages } from '../../../lib/i18n/use-messages';
import { providerWaitlistCatalogue } from '../provider-waitlist-messages';

/**
 * The waitlist screen's title, description and loading words, for the route's head and its
 * wait for the profile. The route loads the catalogue first, so this does not suspend there.
 */
export function useWaitlistHead(): { title: string; description: string; loading: string } {
  const { t } = useMessages(providerWaitlistCatalogue);
  return { title: t('pageTitle'), description: t('pageDescription'), loading: t('loading') };
}
