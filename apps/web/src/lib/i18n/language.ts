import { frenchPagePathPrefix } from '@kinderwait/contract/web-paths';

/**
 * The product's languages and how the active one is chosen (docs/decisions/i18n.md): English and
 * Canadian French, on every screen, email and text.
 */
export const languages = ['en', 'fr'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';

/** The locale each language formats numbers, money, dates and lists with. */
export const locales: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };

/**
 * Whether users may be served French. It was off until every screen, email and text existed in
 * French, since a half-French product is worse than an English one; turning it off again hides
 * French everywhere (the switch, the /fr pages' indexing) without removing it
 * (docs/decisions/i18n.md#exposed).
 */
export const frenchExposed: boolean = true;

/** The language of a BCP 47 tag ("fr-CA", "FR", "en-US"), or null for any other language. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
  return languages.find((language) => language === primary) ?? null;
}

/**
 * The first of the visitor's preferred languages ("fr-CA,fr;q=0.9,en;q=0.8", or the browser's
 * list) that the product speaks, in their order of preference.
 */
export function preferredLanguage(accepted: readonly string[] | string): Language | null {
  const tags =
    typeof accepted === 'string'
      ? accepted
          .split(',')
          .map((part) => {
            const [tag = '', ...params] = part.split(';');
            const quality = params
              .map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1])
              .find((value) => value !== undefined);
            return { tag, quality: quality === undefined ? 1 : Number(quality) };
          })
          .filter((entry) => entry.quality > 0)
          .sort((a, b) => b.quality - a.quality)
          .map((entry) => entry.tag)
      : accepted;
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language !== null) return language;
  }
  return null;
}

export interface LanguageSources {
  /** The signed-in user's profile language (`preferredLanguage`, saved with the profile update). */
  profile?: string | null;
  /** The visitor's own choice, kept in local storage. */
  stored?: string | null;
  /** The browser's languages (navigator.languages) or an Accept-Language header. */
  accepted?: readonly string[] | string | null;
  /** Whether French may be served: `frenchExposed`, or the development preview. */
  frenchAllowed: boolean;
}

/**
 * The active language, in the order: the profile's, then the visitor's stored choice,
 * then their browser's preference, else English. While French is not allowed every source
 * resolves to English.
 */
export function resolveLanguage(sources: LanguageSources): Language {
  if (!sources.frenchAllowed) return defaultLanguage;
  const candidates = [
    sources.profile == null ? null : languageOfTag(sources.profile),
    sources.stored == null ? null : languageOfTag(sources.stored),
    sources.accepted == null ? null : preferredLanguage(sources.accepted),
  ];
  return candidates.find((language) => language !== null) ?? defaultLanguage;
}

/** Each language's name in itself, as the language switch offers it ("Français" to English readers). */
export const languageNames: Record<Language, string> = { en: 'English', fr: 'Français' };

/** The language a switch offers from `language`: the other one. */
export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'fr' : 'en';
}

/** Where the public site's French pages live: `/fr` (the landing page) and `/fr/...`. */
export const frenchPathPrefix = frenchPagePathPrefix;

/** The language a public page's path is in: French under /fr, else null (the English site). */
export function languageOfPath(pathname: string): Language | null {
  return pathname === frenchPathPrefix || pathname.startsWith(`${frenchPathPrefix}/`) ? 'fr' : null;
}

/** A public page's path without its language prefix: "/fr/about" → "/about", "/fr" → "/". */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === null) return pathname;
  const rest = pathname.slice(frenchPathPrefix.length);
  return rest === '' ? '/' : rest;
}

/** The same public page in `language`: "/about" → "/fr/about", "/" → "/fr", and back. */
export function localizedPath(pathname: string, language: Language): string {
  const english = pathWithoutLanguage(pathname);
  if (language === 'en') return english;
  return english === '/' ? frenchPathPrefix : `${frenchPathPrefix}${english}`;
}
