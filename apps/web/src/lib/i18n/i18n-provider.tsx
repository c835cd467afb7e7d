import { createContext, use, useEffect } from 'react';
import type { ReactNode } from 'react';
import { defaultLanguage } from './language';
import type { Language } from './language';

const LanguageContext = createContext<Language>(defaultLanguage);

interface I18nProviderProps {
  language: Language;
  children: ReactNode;
}

/**
 * The active language, at the app's root (the browser's mount and the prerender). It holds only
 * the language: the formatting runtime and the messages load with the features that use them, so
 * a page of unconverted features pays nothing for them (docs/decisions/i18n.md#loading).
 */
export function I18nProvider({ language, children }: I18nProviderProps) {
  useEffect(() => {
    // The prerendered page already says its language; this keeps <html lang> right in the SPA.
    document.documentElement.lang = language;
  }, [language]);
  return <LanguageContext value={language}>{children}</LanguageContext>;
}

export function useLanguage(): Language {
  return use(LanguageContext);
}
