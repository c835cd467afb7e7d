import { defineLocalizedContent } from '../lib/localized-content';
import { openRoles } from './open-roles';
import type { OpenRole } from './open-roles';

/** The open roles in each language; the French roles are in open-roles.fr.ts, under the same ids. */
export const localizedOpenRoles = defineLocalizedContent<readonly OpenRole[]>('open-roles', {
  en: () => Promise.resolve(openRoles),
  fr: () => import('./open-roles.fr').then((module) => module.frenchOpenRoles),
});
