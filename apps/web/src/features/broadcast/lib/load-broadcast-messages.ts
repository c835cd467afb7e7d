import { ageWordsCatalogue } from '../../../components/age-words/age-words-messages';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { broadcastCatalogue } from '../broadcast-messages';

/** A broadcast route's loader: the screen's words in the active language before it opens. */
export async function loadBroadcastMessages(): Promise<null> {
  try {
    const language = activeLanguage();
    // The age words too: the child chooser names each child's age label.
    await Promise.all([
      loadMessages(broadcastCatalogue, language),
      loadMessages(ageWordsCatalogue, language),
    ]);
  } catch {
    // The screen suspends and loads them again.
  }
  return null;
}
