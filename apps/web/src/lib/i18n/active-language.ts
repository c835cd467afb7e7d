import { useSyncExternalStore } from 'react';
import { env } from '../../config/env';
import { readWebLocalStorage, webLocalStorageKeys, writeWebLocalStorage } from '../storage';
import { frenchExposed, resolveLanguage } from './language';
import type { Language } from './language';

/**
 * Whether this build may serve French: once it is exposed, always; before that, only a development
 * or test build whose local storage holds kinderwait.frenchPreview = 'on'
 * (docs/decisions/i18n.md#previewing-french). A production build ignores the preview unless it was
 * built with VITE_FRENCH_PREVIEW=on (the browser journeys' build). The one place that decides
 * whether the language switch shows.
 */
export function frenchAllowed(): boolean {
  if (frenchExposed) return true;
  const previewable = !env.production || env.frenchPreview;
  return previewable && readWebLocalStorage(webLocalStorageKeys.frenchPreview) === 'on';
}

/** The signed-in user's profile language, set when their user info arrives, null signed out. */
let profileLanguage: string | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * The browser's active language: the signed-in user's profile language, then the visitor's
 * stored choice, then the browser's languages, else English (docs/decisions/i18n.md#the-active-language).
 */
export function activeLanguage(): Language {
  return resolveLanguage({
    profile: profileLanguage,
    stored: readWebLocalStorage(webLocalStorageKeys.language),
    accepted: typeof navigator === 'undefined' ? null : navigator.languages,
    frenchAllowed: frenchAllowed(),
  });
}

/** The user info's `preferredLanguage` once it arrives; null when they sign out. */
export function adoptProfileLanguage(language: string | null): void {
  if (language === profileLanguage) return;
  profileLanguage = language;
  notify();
}

/**
 * The visitor's own choice (the language switch, or arriving on a /fr page): kept in local
 * storage, no cookie. A signed-in user's profile language is updated with it, so the profile, the
 * first source, agrees at once; saving it to the server is the caller's (the app's) part.
 */
export function chooseLanguage(language: Language): void {
  writeWebLocalStorage(webLocalStorageKeys.language, language);
  if (profileLanguage !== null) profileLanguage = language;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The active language, re-read whenever the profile's or the visitor's choice changes. */
export function useActiveLanguage(): Language {
  return useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
}
