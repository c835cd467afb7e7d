import { escapeHtml } from '@kinderwait/contract';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from './language.ts';
import { locales } from './language.ts';

/** One language's messages: ICU message strings by key (docs/decisions/i18n.md). */
export type Messages<K extends string> = Readonly<Record<K, string>>;

/** A module's messages in every language; French has exactly English's keys (the compiler checks). */
export type Catalogue<K extends string> = Readonly<Record<Language, Messages<K>>>;

/** The values an ICU message takes: names and words, or numbers its plurals count. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A catalogue's messages in one language, formatted as plain text or as HTML. */
export interface Words<K extends string> {
  readonly language: Language;
  /** The message as plain text. */
  readonly t: (key: K, values?: MessageValues) => string;
  /**
   * The message as HTML: the whole text escaped, and a `<strong>…</strong>` tag of the message
   * kept as the element (the only markup a catalogue may use).
   */
  readonly html: (key: K, values?: MessageValues) => string;
}

/* Markers for a tag's bounds while the text around it is escaped: no message or value holds them. */
const open = '\u0001';
const close = '\u0002';

const compiled = new WeakMap<Messages<string>, Map<string, IntlMessageFormat>>();

function formatOf(messages: Messages<string>, key: string, language: Language): IntlMessageFormat {
  let formats = compiled.get(messages);
  if (formats === undefined) {
    formats = new Map();
    compiled.set(messages, formats);
  }
  let format = formats.get(key);
  if (format === undefined) {
    const message = messages[key];
    if (message === undefined) throw new Error(`No message "${key}" in ${language}`);
    format = new IntlMessageFormat(message, locales[language]);
    formats.set(key, format);
  }
  return format;
}

function formatted(format: IntlMessageFormat, values: Record<string, unknown>): string {
  const result = format.format(values);
  return Array.isArray(result) ? result.join('') : String(result);
}

/** The words of `catalogue` in `language`; each message is parsed once, on first use. */
export function wordsIn<K extends string>(catalogue: Catalogue<K>, language: Language): Words<K> {
  const messages = catalogue[language];
  return {
    language,
    t: (key, values = {}) =>
      formatted(formatOf(messages, key, language), {
        ...values,
        strong: (chunks: unknown[]) => chunks.join(''),
      }),
    html: (key, values = {}) =>
      escapeHtml(
        formatted(formatOf(messages, key, language), {
          ...values,
          strong: (chunks: unknown[]) => `${open}${chunks.join('')}${close}`,
        }),
      )
        .replaceAll(open, '<strong>')
        .replaceAll(close, '</strong>'),
  };
}

/** Something written to one person, in their language: an email, a text message. */
export type Worded<T> = (language: Language) => T;
