import { defineCatalogue } from '../../lib/i18n/catalogue';
import type english from './messages/childcare-requests.en';

/** The keys of the childcare requests feature's messages: the English catalogue's. */
export type ChildcareRequestsKey = keyof typeof english;

/** The parent's requests screen's words, one chunk per language (docs/decisions/i18n.md). */
export const childcareRequestsCatalogue = defineCatalogue<ChildcareRequestsKey>(
  'childcare-requests',
  {
    en: () => import('./messages/childcare-requests.en'),
    fr: () => import('./messages/childcare-requests.fr'),
  },
);
