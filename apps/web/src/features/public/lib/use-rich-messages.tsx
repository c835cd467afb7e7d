import { Fragment, useCallback } from 'react';
import type { ReactNode } from 'react';
import type { IntlFormatters } from '@formatjs/intl';
import type { Catalogue } from '../../../lib/i18n/catalogue';
import { useMessages } from '../../../lib/i18n/use-messages';
import type { FeatureMessages } from '../../../lib/i18n/use-messages';

/** A rich message's values: text and numbers, and a function per tag (`<link>…</link>`). */
export type RichValues = Readonly<
  Record<string, string | number | ((chunks: ReactNode[]) => ReactNode)>
>;

export interface RichMessages<Key extends string> extends FeatureMessages<Key> {
  /** The message under `key` with its tags drawn as elements: a link or bold words in a sentence. */
  rich: (key: Key, values: RichValues) => ReactNode;
}

/**
 * The pieces of a formatted message, each under a key, as React wants for a list of children
 * (Children.toArray would not do: React still warns about the unkeyed elements it copies).
 */
function keyed(parts: ReactNode): ReactNode {
  return Array.isArray(parts)
    ? parts.map((part: ReactNode, index) => <Fragment key={index}>{part}</Fragment>)
    : parts;
}

/** `useMessages` plus rich text, for the public pages' prose (links and bold words in sentences). */
export function useRichMessages<Key extends string>(catalogue: Catalogue<Key>): RichMessages<Key> {
  const messages = useMessages(catalogue);
  // The formatter is typed for text; given tag functions, it returns their elements among the text.
  const intl = messages.intl as unknown as IntlFormatters<ReactNode>;
  const rich = useCallback(
    (key: Key, values: RichValues): ReactNode => {
      const withKeyedTags = Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          typeof value === 'function' ? (chunks: ReactNode[]) => value([keyed(chunks)]) : value,
        ]),
      );
      return keyed(intl.formatMessage({ id: key }, withKeyedTags));
    },
    [intl],
  );
  return { ...messages, rich };
}
