import { defineCatalogue } from '../../lib/i18n/catalogue';
import type english from './messages/unsaved-changes.en';

/** The keys of the unsaved changes question's messages: the English catalogue's. */
export type UnsavedChangesKey = keyof typeof english;

/** The unsaved changes question's words, one chunk per language (docs/decisions/i18n.md). */
export const unsavedChangesCatalogue = defineCatalogue<UnsavedChangesKey>('unsaved-changes', {
  en: () => import('./messages/unsaved-changes.en'),
  fr: () => import('./messages/unsaved-changes.fr'),
});
