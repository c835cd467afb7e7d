import { defineLocalizedContent } from '../lib/localized-content';
import { parentFaq, providerFaq } from './faq';
import type { Faq } from './faq';

/** The questions in each language; the French ones are in faq.fr.ts, in the same order. */
export const localizedFaq = defineLocalizedContent<Faq>('faq', {
  en: () => Promise.resolve({ parentFaq, providerFaq }),
  fr: () => import('./faq.fr').then((module) => module.frenchFaq),
});
