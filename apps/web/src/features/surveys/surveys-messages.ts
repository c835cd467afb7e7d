import { defineCatalogue } from '../../lib/i18n/catalogue';
import type english from './messages/surveys.en';

/** The keys of the surveys feature's messages: the English catalogue's. */
export type SurveysKey = keyof typeof english;

/** The surveys feature's words, one chunk per language (docs/decisions/i18n.md). */
export const surveysCatalogue = defineCatalogue<SurveysKey>('surveys', {
  en: () => import('./messages/surveys.en'),
  fr: () => import('./messages/surveys.fr'),
});
