import { defineCatalogue } from '../../lib/i18n/catalogue';
import type english from './messages/dev-telephony.en';

/** The keys of the development telephony page's messages: the English catalogue's. */
export type DevTelephonyKey = keyof typeof english;

/** The development telephony page's words, one chunk per language (docs/decisions/i18n.md). */
export const devTelephonyCatalogue = defineCatalogue<DevTelephonyKey>('dev-telephony', {
  en: () => import('./messages/dev-telephony.en'),
  fr: () => import('./messages/dev-telephony.fr'),
});
