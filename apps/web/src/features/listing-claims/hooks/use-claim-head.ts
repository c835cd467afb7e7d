import { useMessages } from '../../../lib/i18n/use-messages';
import { listingClaimsCatalogue } from '../listing-claims-messages';

/** The claim screen's title and description, for the route's head (its loader loads them). */
export function useClaimHead(): { title: string; description: string } {
  const { t } = useMessages(listingClaimsCatalogue);
  return { title: t('pageTitle'), description: t('pageDescription') };
}
