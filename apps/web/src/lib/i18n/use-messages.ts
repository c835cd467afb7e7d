import { use, useMemo } from 'react';
import { createIntl, createIntlCache } from 'react-intl';
import type { IntlShape } from 'react-intl';
import type { Catalogue, Messages } from './catalogue';
import { useLanguage } from './i18n-provider';
import { locales } from './language';
import type { Language } from './language';

/** The product's clock: dates and times are Toronto's (docs/product/platform.md#dates-and-times). */
export const productTimeZone = 'America/Toronto';

/** A message's arguments: text, numbers and instants (ICU formats them in the message). */
export type MessageValues = Readonly<Record<string, string | number | Date>>;

export interface FeatureMessages<Key extends string> {
  /** The message under `key` in the active language, its arguments filled in. */
  t: (key: Key, values?: MessageValues) => string;
  /** FormatJS's formatter for the active locale: numbers, money, dates, lists, plurals. */
  intl: IntlShape;
  language: Language;
}

const intlCache = createIntlCache();

/**
 * A loading catalogue's promise, marked the way React's `use` reads a settled promise, so that a
 * catalogue already loaded renders at once instead of suspending again.
 */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const loading = new Map<string, TrackedPromise<Messages<string>>>();

/**
 * Fetches a catalogue's messages in one language, once: for a page that must not suspend (the
 * prerender, or a route about to open), before it renders.
 */
export function loadMessages<Key extends string>(
  catalogue: Catalogue<Key>,
  language: Language,
): Promise<Messages<Key>> {
  const key = `${catalogue.namespace}:${language}`;
  let pending = loading.get(key) as TrackedPromise<Messages<Key>> | undefined;
  if (pending === undefined) {
    const started: TrackedPromise<Messages<Key>> = catalogue.load[language]().then((module) => {
      started.status = 'fulfilled';
      started.value = module.default;
      return module.default;
    });
    // A failed load is not kept: the next render tries again.
    void started.catch(() => loading.delete(key));
    pending = started;
    loading.set(key, pending);
  }
  return pending;
}

/** A formatter for one language and one catalogue's messages. */
export function createMessagesIntl(language: Language, messages: Messages<string>): IntlShape {
  return createIntl(
    {
      locale: locales[language],
      defaultLocale: locales.en,
      timeZone: productTimeZone,
      messages,
      onError: (error) => {
        // A message that does not parse or lacks an argument is a bug: fail loudly outside
        // production, and show the key rather than break the page in it.
        if (import.meta.env.PROD) console.error(error);
        else throw error;
      },
    },
    intlCache,
  );
}

/**
 * A feature's messages in the active language. The first use of a catalogue in a language
 * suspends while its chunk loads (the feature puts a Suspense boundary around it); later uses
 * read the loaded copy.
 */
export function useMessages<Key extends string>(catalogue: Catalogue<Key>): FeatureMessages<Key> {
  const language = useLanguage();
  const messages = use(loadMessages(catalogue, language));
  return useMemo(() => {
    const intl = createMessagesIntl(language, messages);
    return {
      t: (key, values) => intl.formatMessage({ id: key }, values),
      intl,
      language,
    };
  }, [language, messages]);
}
