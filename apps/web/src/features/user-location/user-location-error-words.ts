import type { ErrorWords } from '../../api/error-words';
import { useMessages } from '../../lib/i18n/use-messages';
import { userLocationCatalogue } from './user-location-messages';

/**
 * What saving or loading the seeker's location says for the errors it can meet, in the active
 * language; others show the server's words. Suspends while the words load.
 */
export function useUserLocationErrorWords(): ErrorWords {
  const { t } = useMessages(userLocationCatalogue);
  return {
    children_location_not_allowed: t('errorChildrenLocationNotAllowed'),
    rate_limited: t('errorRateLimited'),
  };
}

/** The button that loads a saved location again after a failure. Suspends while it loads. */
export function useLocationRetryWords(): string {
  return useMessages(userLocationCatalogue).t('retry');
}
