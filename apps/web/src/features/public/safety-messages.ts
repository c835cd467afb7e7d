import { defineCatalogue } from '../../lib/i18n/catalogue';
import type english from './messages/safety.en';

export type SafetyKey = keyof typeof english;

/** The safety page's words, one chunk per language (docs/decisions/i18n.md). */
export const safetyCatalogue = defineCatalogue<SafetyKey>('safety', {
  en: () => import('./messages/safety.en'),
  fr: () => import('./messages/safety.fr'),
});
