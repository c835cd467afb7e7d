import type { ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { I18nProvider } from '../lib/i18n/i18n-provider';
import { defaultLanguage } from '../lib/i18n/language';
import type { Language } from '../lib/i18n/language';
import { theme } from '../theme/theme';

interface AppProvidersProps {
  /** A fresh cache per server render (to extract its critical CSS), one cache in the browser. */
  cache: EmotionCache;
  /** The active language (docs/decisions/i18n.md#the-active-language); English by default. */
  language?: Language;
  children: ReactNode;
}

/**
 * Styling and language context around the router, so that the root error boundary is themed and
 * worded too and the server can hand in the cache it extracts critical CSS from.
 */
export function AppProviders({ cache, language = defaultLanguage, children }: AppProvidersProps) {
  return (
    <I18nProvider language={language}>
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <CssBaseline enableColorScheme />
          {children}
        </ThemeProvider>
      </CacheProvider>
    </I18nProvider>
  );
}
