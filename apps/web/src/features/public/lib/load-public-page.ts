import type { Catalogue } from '../../../lib/i18n/catalogue';
import type { Language } from '../../../lib/i18n/language';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { loadContent } from './localized-content';
import type { LocalizedContent } from './localized-content';

/** What a public page shows in the active language: its catalogues and its long-form content. */
export interface PublicPageWords {
  readonly catalogues: readonly Catalogue<string>[];
  readonly localizedContent: readonly LocalizedContent<unknown>[];
}

/**
 * Loads a page's words in `language`, side by side, so the page renders at once instead of
 * suspending: its route awaits this in its loader, and before the first render (the prerender
 * and hydration run no loader of the browser's).
 */
export async function loadPublicPage(page: PublicPageWords, language: Language): Promise<void> {
  await Promise.all([
    ...page.catalogues.map((catalogue) => loadMessages(catalogue, language)),
    ...page.localizedContent.map((content) => loadContent(content, language)),
  ]);
}
