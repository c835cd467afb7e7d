import { useMessages } from '../../../lib/i18n/use-messages';
import { devTelephonyCatalogue } from '../dev-telephony-messages';

/** The development telephony page's title and description, for its route's head. */
export function useTelephonyHead(): { title: string; description: string } {
  const { t } = useMessages(devTelephonyCatalogue);
  return { title: t('pageTitle'), description: t('pageDescription') };
}
