import { defineCatalogue } from '../../lib/i18n/catalogue';
import type english from './messages/validation.en';
import type { z } from 'zod';

/** The keys of the validation messages: the English catalogue's. */
export type ValidationKey = keyof typeof english;

/** Words for a form's validation messages in the active language. */
export interface ValidationWords {
  /**
   * A message in the active language: English as it is; otherwise a message a catalogue worded
   * as it is, a recognised one (the contract's, zod's) in the language with its values, and any
   * other a general sentence ("Cette valeur n’est pas valide."), so no English is shown.
   */
  word: (message: string) => string;
  /**
   * zod's error map for one parse (`zodResolver(schema, { error: zodError })`): words zod's own
   * messages in the active language, and leaves them to zod in English. A schema's own message
   * beats it (zod 4), so the form's messages still go through `word` (`wordedResolver`).
   */
  zodError: (issue: z.core.$ZodRawIssue) => string | undefined;
  /**
   * What a form says about a failed save, `shown` being its words (`errorMessageFor`): as they are,
   * unless they are a 400's field errors in the server's English, which are worded one by one.
   */
  failure: (error: unknown, shown: string) => string;
}

/**
 * Validation messages (the contract's and zod's) in each language, one chunk per language
 * (docs/decisions/i18n.md). Other languages load the English one too, to recognise a message.
 */
export const validationCatalogue = defineCatalogue<ValidationKey>('validation', {
  en: () => import('./messages/validation.en'),
  fr: () => import('./messages/validation.fr'),
});
