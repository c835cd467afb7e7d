import type { Language } from './language';

/** One language's messages for a catalogue: every key, each an ICU message. */
export type Messages<Key extends string> = Readonly<Record<Key, string>>;

/** A language's messages as its module exports them, loaded on demand. */
type MessagesLoader<Key extends string> = () => Promise<{ default: Messages<Key> }>;

/**
 * A feature's message catalogue: its name and a loader per language, so that only the active
 * language's messages are fetched (each is its own chunk). The keys are the English messages'
 * keys; every other language's module is typed `satisfies Messages<Key>`, so a key missing or
 * extra in one language is a type error (catalogues.test.ts checks it at run time too).
 */
export interface Catalogue<Key extends string> {
  readonly namespace: string;
  readonly load: Readonly<Record<Language, MessagesLoader<Key>>>;
}

export function defineCatalogue<Key extends string>(
  namespace: string,
  load: Record<Language, MessagesLoader<Key>>,
): Catalogue<Key> {
  return { namespace, load };
}

/** The keys of a catalogue, for a feature's types ("NoticesKey"). */
export type CatalogueKey<C> = C extends Catalogue<infer Key> ? Key : never;
