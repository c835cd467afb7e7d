import type { User } from '@kinderwait/contract/users';

/**
 * Each language's name in that language, whatever the page's language: a reader looks for their
 * own ("Français" on an English page). Shown with a `lang` attribute so it is read right.
 */
export const languageNames: Readonly<Record<User['preferredLanguage'], string>> = {
  en: 'English',
  fr: 'Français',
};
