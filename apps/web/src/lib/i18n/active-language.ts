import { env } from '../../config/env';
import { readWebLocalStorage, webLocalStorageKeys } from '../storage';
import { frenchExposed, resolveLanguage } from './language';
import type { Language } from './language';

/**
 * Whether this build may serve French: once it is exposed, always; before that, only a development
 * or test build whose local storage holds kinderwait.frenchPreview = 'on'
 * (docs/decisions/i18n.md#previewing-french). A production build ignores the preview.
 */
export function frenchAllowed(): boolean {
  if (frenchExposed) return true;
  return !env.production && readWebLocalStorage(webLocalStorageKeys.frenchPreview) === 'on';
}

/** The browser's active language: the stored choice, then the browser's languages, else English. */
export function activeLanguage(): Language {
  return resolveLanguage({
    stored: readWebLocalStorage(webLocalStorageKeys.language),
    accepted: typeof navigator === 'undefined' ? null : navigator.languages,
    frenchAllowed: frenchAllowed(),
  });
}
