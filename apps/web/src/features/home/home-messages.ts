import { defineCatalogue } from '../../lib/i18n/catalogue';
import type { FeatureMessages } from '../../lib/i18n/use-messages';
import type english from './messages/home.en';

/** The keys of /home's messages: the English catalogue's. */
export type HomeKey = keyof typeof english;

/** The words of /home as the step builders receive them. */
export type HomeMessages = FeatureMessages<HomeKey>;

/** The words of /home, one chunk per language (docs/decisions/i18n.md). */
export const homeCatalogue = defineCatalogue<HomeKey>('home', {
  en: () => import('./messages/home.en'),
  fr: () => import('./messages/home.fr'),
});
