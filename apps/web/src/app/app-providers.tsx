import type { ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { I18nProvider } from '../lib/i18n/i18n-provider';
import { LanguageSaverContext } from '../lib/i18n/language-saver';
import { readToken } from '../lib/storage';
import { defaultLanguage } from '../lib/i18n/language';
import type { Language } from '../lib/i18n/language';
import { LocalizedThemeProvider } from '../theme/localized-theme';

interface AppProvidersProps {
  /** A fresh cache per server render (to extract its critical CSS), one cache in the browser. */
  cache: EmotionCache;
  /** The active language (docs/decisions/i18n.md#the-active-language); English by default. */
  language?: Language;
  children: ReactNode;
}

/**
 * Styling and language context around the router, so that the root error boundary is themed and
 * worded too and the server can hand in the cache it extracts critical CSS from. The theme speaks
 * the language too: MUI's own words (an Autocomplete's "Clear") are the page's.
 */
export function AppProviders({ cache, language = defaultLanguage, children }: AppProvidersProps) {
  return (
    <I18nProvider language={language}>
      <LanguageSaverContext value={saveLanguageChoice}>
        <CacheProvider value={cache}>
          <LocalizedThemeProvider language={language}>
            <CssBaseline enableColorScheme />
            {children}
          </LocalizedThemeProvider>
        </CacheProvider>
      </LanguageSaverContext>
    </I18nProvider>
  );
}

/**
 * The language switch's save for a signed-in user (docs/decisions/i18n.md#the-active-language):
 * the profile update loads with it, not with every public page. A failed save leaves the local
 * choice in place; the profile page still shows and edits the saved language.
 */
function saveLanguageChoice(language: Language): void {
  if (readToken() === null) return;
  void import('./profile-language')
    .then(({ saveProfileLanguage }) => saveProfileLanguage(language))
    .catch(() => undefined);
}
