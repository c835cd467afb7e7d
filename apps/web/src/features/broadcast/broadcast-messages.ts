import { defineCatalogue } from '../../lib/i18n/catalogue';
import type { FeatureMessages } from '../../lib/i18n/use-messages';
import type english from './messages/broadcast.en';

/** The keys of the broadcast screens' messages: the English catalogue's. */
export type BroadcastKey = keyof typeof english;

/** The broadcast screens' words in the active language, with its formatter. */
export type BroadcastMessages = FeatureMessages<BroadcastKey>;

/** The broadcast screens' words, one chunk per language (docs/decisions/i18n.md). */
export const broadcastCatalogue = defineCatalogue<BroadcastKey>('broadcast', {
  en: () => import('./messages/broadcast.en'),
  fr: () => import('./messages/broadcast.fr'),
});
