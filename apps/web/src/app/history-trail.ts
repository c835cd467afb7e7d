import { createContext, useEffect, useState } from 'react';
import { NavigationType, useLocation, useMatches, useNavigationType } from 'react-router';
import { collectAccess } from './guard/route-access';

/** One browser history entry this page has shown. */
export interface TrailEntry {
  /** React Router's key of the entry (`location.key`). */
  key: string;
  /**
   * Its screen needs a permission or a subscription, so the guard would check it again on the
   * way back (and could refuse it again).
   */
  guarded: boolean;
}

/**
 * The browser history as far as this page has seen it, so the route guard knows where "back"
 * leads before it goes there (docs/product/accounts.md#route-guard). The browser does not tell a
 * page what its previous entry is; React Router tells each navigation's action and key, which is
 * enough to follow the stack.
 */
export interface HistoryTrail {
  record(action: NavigationType, entry: TrailEntry): void;
  /** The entry just before `key`; undefined when there is none or this page did not see it. */
  entryBefore(key: string): TrailEntry | undefined;
}

export function createHistoryTrail(): HistoryTrail {
  let entries: TrailEntry[] = [];
  let current = -1;
  return {
    record(action, entry) {
      const known = entries.findIndex((candidate) => candidate.key === entry.key);
      if (action === NavigationType.Pop) {
        if (known >= 0) {
          current = known;
          entries[known] = entry;
        } else {
          // A reload, or an entry of an earlier document: what lies before it is unknown.
          entries = [entry];
          current = 0;
        }
        return;
      }
      if (known >= 0) {
        // The same entry again (a re-render): nothing moved.
        entries[known] = entry;
        return;
      }
      if (action === NavigationType.Replace && current >= 0) {
        entries[current] = entry;
        return;
      }
      entries = [...entries.slice(0, current + 1), entry];
      current = entries.length - 1;
    },
    entryBefore(key) {
      const at = entries.findIndex((candidate) => candidate.key === key);
      return at > 0 ? entries[at - 1] : undefined;
    },
  };
}

/** Provided by the root layout; without it the guard knows no previous entry and goes home. */
export const HistoryTrailContext = createContext<HistoryTrail | undefined>(undefined);

/**
 * Follows every committed navigation of the router (for the root layout, which sees them all).
 * Effects run child first, but the guard decides only after loading what the user holds, by
 * which time this has recorded the entry it is deciding on.
 */
export function useHistoryTrailRecorder(): HistoryTrail {
  const [trail] = useState(createHistoryTrail);
  const location = useLocation();
  const action = useNavigationType();
  const matches = useMatches();
  const requirement = collectAccess(matches.map((match) => match.handle));
  const guarded = requirement.permissionSets.length > 0 || requirement.subscriptionSets.length > 0;
  useEffect(() => {
    trail.record(action, { key: location.key, guarded });
  }, [trail, action, location.key, guarded]);
  return trail;
}
