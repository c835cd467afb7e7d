import { defineCatalogue } from '../../lib/i18n/catalogue';
import type english from './messages/help.en';

export type HelpKey = keyof typeof english;

/** The help centre's words, one chunk per language (docs/decisions/i18n.md). */
export const helpCatalogue = defineCatalogue<HelpKey>('help', {
  en: () => import('./messages/help.en'),
  fr: () => import('./messages/help.fr'),
});
