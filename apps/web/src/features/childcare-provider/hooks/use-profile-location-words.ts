import { useMessages } from '../../../lib/i18n/use-messages';
import { childcareProviderCatalogue } from '../childcare-provider-messages';

/**
 * The profile's location part's words: the app composes that part (app/location), since it holds
 * the location selector. The profile's routes load the catalogue first, so this does not suspend.
 */
export function useProfileLocationWords() {
  const { t } = useMessages(childcareProviderCatalogue);
  return {
    heading: t('locationHeading'),
    none: t('locationNone'),
    change: t('locationChange'),
    cancel: t('locationCancel'),
    submit: t('locationSubmit'),
  };
}
