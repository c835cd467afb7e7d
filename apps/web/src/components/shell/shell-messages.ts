import { defineCatalogue } from '../../lib/i18n/catalogue';
import type english from './messages/shell.en';

/** The keys of the shell's messages: the English catalogue's. */
export type ShellKey = keyof typeof english;

/** The shell's words, one chunk per language (docs/decisions/i18n.md). */
export const shellCatalogue = defineCatalogue<ShellKey>('shell', {
  en: () => import('./messages/shell.en'),
  fr: () => import('./messages/shell.fr'),
});
