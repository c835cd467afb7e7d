import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { Language } from '../lib/i18n/language';
import { loadComponentTexts, loadedComponentTexts, onComponentTexts } from './component-texts';
import type { ComponentTexts } from './component-texts';
import { theme } from './theme';

/** The app's theme with MUI's own words in a language (English: the theme as it is). */
export function themeIn(texts: ComponentTexts): typeof theme {
  if (Object.keys(texts).length === 0) return theme;
  return { ...theme, components: { ...theme.components, ...texts } };
}

/**
 * The app's theme in the page's language. The page's words load its texts before it draws
 * (component-texts.ts); should they not have (a failed chunk), MUI's English shows until they
 * arrive rather than the page waiting.
 */
export function LocalizedThemeProvider({
  language,
  children,
}: {
  language: Language;
  children: ReactNode;
}) {
  const read = () => loadedComponentTexts(language);
  const texts = useSyncExternalStore(onComponentTexts, read, read);
  useEffect(() => {
    if (texts === undefined) loadComponentTexts(language).catch(() => undefined);
  }, [language, texts]);
  const localized = useMemo(() => (texts === undefined ? theme : themeIn(texts)), [texts]);
  return <ThemeProvider theme={localized}>{children}</ThemeProvider>;
}
