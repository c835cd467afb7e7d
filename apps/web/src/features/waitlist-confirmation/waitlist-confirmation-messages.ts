import { defineCatalogue } from '../../lib/i18n/catalogue';
import type english from './messages/waitlist-confirmation.en';

/** The keys of the waitlist confirmation feature's messages: the English catalogue's. */
export type WaitlistConfirmationKey = keyof typeof english;

/** The "still interested?" page's words, one chunk per language (docs/decisions/i18n.md). */
export const waitlistConfirmationCatalogue = defineCatalogue<WaitlistConfirmationKey>(
  'waitlist-confirmation',
  {
    en: () => import('./messages/waitlist-confirmation.en'),
    fr: () => import('./messages/waitlist-confirmation.fr'),
  },
);
