import type { Listing } from '@kinderwait/contract';
import { listingSearchLimit } from '@kinderwait/contract';
import type { Database } from '../../db/database.ts';
import { searchListings } from './childcare-providers.repository.ts';

/**
 * Childcare providers. The City of Toronto import runs at start-up, before the services exist
 * (licensed-centres-import.ts); profiles and claiming come next.
 */
export interface ChildcareProvidersService {
  /** Licensed-centre listings for the claim screen: by name or postal code, at most 20. */
  searchListings(search: string): Promise<Listing[]>;
}

export function createChildcareProvidersService(db: Database): ChildcareProvidersService {
  return {
    searchListings: (search) => searchListings(db, search, listingSearchLimit),
  };
}
