import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { homeCatalogue } from '../home-messages';

/** /home's loader: its words in the active language before it opens, so nothing appears late. */
export async function loadHomeMessages(): Promise<null> {
  try {
    await loadMessages(homeCatalogue, activeLanguage());
  } catch {
    // The screen suspends and loads them again.
  }
  return null;
}
