import { defineCatalogue } from '../../lib/i18n/catalogue';
import type english from './messages/role-label.en';

/** The keys of the roles' names: the English catalogue's. */
export type RoleLabelKey = keyof typeof english;

/**
 * The roles' names, shared by every screen that names a role (the navigation's role switcher, the
 * home greeting), one chunk per language (docs/decisions/i18n.md).
 */
export const roleLabelCatalogue = defineCatalogue<RoleLabelKey>('role-label', {
  en: () => import('./messages/role-label.en'),
  fr: () => import('./messages/role-label.fr'),
});
