import { defineCatalogue } from '../../lib/i18n/catalogue';
import type english from './messages/notices.en';

/** The keys of the notices feature's messages: the English catalogue's. */
export type NoticesKey = keyof typeof english;

/** The notices feature's words, one chunk per language (docs/decisions/i18n.md). */
export const noticesCatalogue = defineCatalogue<NoticesKey>('notices', {
  en: () => import('./messages/notices.en'),
  fr: () => import('./messages/notices.fr'),
});
