import type { Language } from '../../lib/i18n/language';
import { loadMessages } from '../../lib/i18n/use-messages';
import { validationCatalogue } from './validation-messages';
import type { ValidationWords } from './validation-messages';

/** A loading promise, marked as React's `use` reads a settled one (so a loaded one never suspends). */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const loading = new Map<Language, Tracked<ValidationWords>>();

/**
 * The validation words of a language other than English, loaded once: its catalogue, the English
 * one (to recognise a message) and the matcher, side by side.
 */
export function validationWordsIn(language: Exclude<Language, 'en'>): Promise<ValidationWords> {
  let pending = loading.get(language);
  if (pending === undefined) {
    const started: Tracked<ValidationWords> = Promise.all([
      import('./validation-matcher'),
      loadMessages(validationCatalogue, 'en'),
      loadMessages(validationCatalogue, language),
    ]).then(([{ validationWords }, english, active]) => {
      const words = validationWords(english, active);
      started.status = 'fulfilled';
      started.value = words;
      return words;
    });
    // A failed load is not kept: the next use tries again.
    void started.catch(() => loading.delete(language));
    pending = started;
    loading.set(language, pending);
  }
  return pending;
}

/** Loads what `useValidationWords` needs in a language: nothing in English. */
export async function loadValidationWords(language: Language): Promise<void> {
  if (language !== 'en') await validationWordsIn(language);
}
