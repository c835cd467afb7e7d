import { matchesPageSize } from '@kinderwait/contract/waitlist';
import type { MatchesListQuery } from '../api/waitlist/waitlist-keys';

/** The matches screen's first page as it opens (recommended, no filter): a page a test caches. */
export const firstMatchesPage: MatchesListQuery = {
  page: 1,
  pageSize: matchesPageSize.list,
  sort: 'recommended',
  withVacancy: false,
  cwelcc: false,
  liked: false,
};
