import { createElement, Fragment, use, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { IntlShape } from '@formatjs/intl';
import type { Catalogue } from './catalogue';
import { useLanguage } from './i18n-provider';
import { rememberWorded } from './worded-texts';
import type { Language } from './language';

/** A message's arguments: text, numbers and instants (ICU formats them in the message). */
export type MessageValues = Readonly<Record<string, string | number | Date>>;

/** A rich message's arguments: as `MessageValues`, plus a function per tag (`<link>…</link>`). */
export type RichMessageValues = Readonly<
  Record<string, string | number | Date | ((chunks: ReactNode[]) => ReactNode)>
>;

export interface FeatureMessages<Key extends string> {
  /** The message under `key` in the active language, its arguments filled in. */
  t: (key: Key, values?: MessageValues) => string;

  /** FormatJS's formatter for the active locale: numbers, money, dates, lists, plurals. */
  intl: IntlShape;
  language: Language;
}

/**
 * A loading formatter's promise, marked the way React's `use` reads a settled promise, so that a
 * catalogue already loaded renders at once instead of suspending again.
 */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const loading = new Map<string, TrackedPromise<IntlShape>>();

/**
 * The formatter for a catalogue in one language, loaded once: the language's messages chunk and
 * the FormatJS runtime's chunk, side by side. A page that must not suspend (the prerender, a route
 * about to open) awaits it before it renders.
 */
export function loadMessages(catalogue: Catalogue<string>, language: Language): Promise<IntlShape> {
  const key = `${catalogue.namespace}:${language}`;
  let pending = loading.get(key);
  if (pending === undefined) {
    const started: TrackedPromise<IntlShape> = Promise.all([
      import('./formatter'),
      catalogue.load[language](),
    ]).then(([{ createMessagesIntl }, messages]) => {
      const intl = createMessagesIntl(language, messages.default);
      started.status = 'fulfilled';
      started.value = intl;
      return intl;
    });
    // A failed load is not kept: the next render tries again.
    void started.catch(() => loading.delete(key));
    pending = started;
    loading.set(key, pending);
  }
  return pending;
}

/**
 * A feature's messages in the active language. The first use of a catalogue in a language
 * suspends while its chunks load (the feature puts a Suspense boundary around it); later uses
 * read the loaded copy.
 */
export function useMessages<Key extends string>(catalogue: Catalogue<Key>): FeatureMessages<Key> {
  const language = useLanguage();
  const intl = use(loadMessages(catalogue, language));
  return useMemo(
    () => ({
      t: (key, values) => rememberWorded(intl.formatMessage({ id: key }, values)),
      intl,
      language,
    }),
    [intl, language],
  );
}

/**
 * A message with markup inside a sentence ("… at home? <link>See what…</link>."): each tag's
 * function draws its words, so the sentence stays whole for translators.
 */
export function richMessage<Key extends string>(
  { intl }: FeatureMessages<Key>,
  key: Key,
  values: RichMessageValues,
): ReactNode {
  // FormatJS types tag functions for its own output type; they return React nodes here.
  const tagged = values as unknown as Parameters<IntlShape['formatMessage']>[1];
  const parts: unknown = intl.formatMessage({ id: key }, tagged);
  // Spread as children, the parts need no keys.
  return Array.isArray(parts)
    ? createElement(Fragment, null, ...(parts as ReactNode[]))
    : (parts as ReactNode);
}
