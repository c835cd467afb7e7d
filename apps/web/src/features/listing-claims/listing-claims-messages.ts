import { defineCatalogue } from '../../lib/i18n/catalogue';
import type { FeatureMessages } from '../../lib/i18n/use-messages';
import type english from './messages/listing-claims.en';

/** The keys of the listing claims' messages: the English catalogue's. */
export type ListingClaimsKey = keyof typeof english;

/** The listing claims' words in the active language, with its formatter. */
export type ListingClaimsMessages = FeatureMessages<ListingClaimsKey>;

/** The claim screen's words, one chunk per language (docs/decisions/i18n.md). */
export const listingClaimsCatalogue = defineCatalogue<ListingClaimsKey>('listing-claims', {
  en: () => import('./messages/listing-claims.en'),
  fr: () => import('./messages/listing-claims.fr'),
});
