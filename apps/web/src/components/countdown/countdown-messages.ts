import { defineCatalogue } from '../../lib/i18n/catalogue';
import type english from './messages/countdown.en';

/** The keys of the deadline countdown's messages: the English catalogue's. */
export type CountdownKey = keyof typeof english;

/** The deadline countdown's words, one chunk per language (docs/decisions/i18n.md). */
export const countdownCatalogue = defineCatalogue<CountdownKey>('countdown', {
  en: () => import('./messages/countdown.en'),
  fr: () => import('./messages/countdown.fr'),
});
