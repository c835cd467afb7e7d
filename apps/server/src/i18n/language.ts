import { languages } from '@kinderwait/contract';

/**
 * The languages the server writes to people in (docs/decisions/i18n.md): a recipient's profile
 * `preferredLanguage`, or for someone without an account the request's Accept-Language.
 */
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';

/** The locale each language formats numbers, money and dates with. */
export const locales: Readonly<Record<Language, string>> = { en: 'en-CA', fr: 'fr-CA' };

/** The language of a BCP 47 tag ("fr-CA", "FR", "en-US"), or null for any other language. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
  return languages.find((language) => language === primary) ?? null;
}

/** A stored profile language as one the server writes in (an unknown value: English). */
export function languageOrDefault(value: string | null | undefined): Language {
  return (value == null ? null : languageOfTag(value)) ?? defaultLanguage;
}

/**
 * The first language of an Accept-Language header ("fr-CA,fr;q=0.9,en;q=0.8") that the product
 * speaks, by the header's weights (q=0 refuses a language); null when it names none of them.
 */
export function acceptedLanguage(header: string | readonly string[] | undefined): Language | null {
  if (header === undefined) return null;
  const value = typeof header === 'string' ? header : header.join(',');
  const ranked = value
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';');
      const quality = params
        .map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1])
        .find((found) => found !== undefined);
      return { tag, order, quality: quality === undefined ? 1 : Number(quality) };
    })
    .filter((entry) => entry.tag.trim() !== '' && entry.quality > 0)
    // A stable order: equal weights keep the header's order.
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const { tag } of ranked) {
    const language = languageOfTag(tag);
    if (language !== null) return language;
  }
  return null;
}

/** The language of a request's Accept-Language header, else English. */
export function requestLanguage(headers: {
  'accept-language'?: string | string[] | undefined;
}): Language {
  return acceptedLanguage(headers['accept-language']) ?? defaultLanguage;
}
