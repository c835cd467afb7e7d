import { use } from 'react';
import { useLanguage } from '../../lib/i18n/i18n-provider';
import { validationWordsIn } from './validation-loader';
import type { ValidationWords } from './validation-messages';

export type { ValidationWords } from './validation-messages';

/** English: every message as it comes, zod's own included. */
export const englishWords: ValidationWords = {
  word: (message) => message,
  zodError: () => undefined,
  failure: (_error, shown) => shown,
};

/**
 * The validation words of the active language. In English nothing loads and every message reads
 * as it comes; in another language the first use suspends while its words load (the signed-in
 * shell's and the sign-in routes' loaders load them first, `validationWordsContent`).
 */
export function useValidationWords(): ValidationWords {
  const language = useLanguage();
  return language === 'en' ? englishWords : use(validationWordsIn(language));
}
