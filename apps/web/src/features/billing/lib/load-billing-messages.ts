import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { billingCatalogue } from '../billing-messages';

/** A billing route's loader: the screen's words in the active language before it opens. */
export async function loadBillingMessages(): Promise<null> {
  try {
    await loadMessages(billingCatalogue, activeLanguage());
  } catch {
    // The screen suspends and loads them again.
  }
  return null;
}
