import type {
  AgeLabel,
  AvailabilitySlot,
  ChildAge,
  ChildcareRequestStatus,
  EffectiveChildLocation,
} from '@kinderwait/contract';
import {
  ageGroupIdOfBirthDate,
  ageLabel,
  ageOn,
  isApproximateLocation,
  normalizeAvailabilitySlots,
} from '@kinderwait/contract';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type { CataloguesService } from '../../catalogues/catalogues.service.ts';
import type { LineRequest, TransitionTarget } from './provider-line.repository.ts';
import {
  findLineRequest,
  findLineRequestsByIds,
  findProviderLine,
  updatePriorityWeights,
  updateRequestStatuses,
} from './provider-line.repository.ts';
import { torontoToday } from '../waitlist-shared.ts';
import { providerLinePage } from './provider-line-page.ts';

/** A child on a provider's list, as the children module answers it (childrenByIds). */
export interface LineChild {
  id: string;
  parentUserId: string;
  firstName: string;
  dateOfBirth: string;
  effectiveLocation: EffectiveChildLocation | null;
}

export interface LineChildren {
  childrenByIds(childIds: readonly string[]): Promise<readonly LineChild[]>;
}

/** One family on a provider's list: the request, its ticket and child, and what is derived. */
export interface ProviderLineEntry extends LineRequest {
  child: LineChild;
  ageLabelNow: AgeLabel | '';
  ageLabelAtStart: AgeLabel | '';
  ageGroupAtStart: { id: number; name: string } | null;
  /** The child's age at the start date the label and group are worked out for. */
  ageAtStart: ChildAge | null;
  /** When the family needs care, in grid order; empty for any time. */
  scheduleAvailability: AvailabilitySlot[];
  /** Km from the child's location to `origin`; null when either is unknown. */
  distanceKm: number | null;
  /** Either end is only a postal area's centre. */
  distanceApproximate: boolean;
}

export interface LineOrigin {
  latitude: number;
  longitude: number;
  approximate: boolean;
}

export interface ProviderLineFilters {
  ageGroupId?: number;
  status?: ChildcareRequestStatus;
  /** ISO 8601: only requests that joined the line at or after it. */
  joinedSince?: string;
  page: number;
  pageSize: number;
  /** The provider's location, for each family's distance; approximate: a postal area's centre. */
  origin?: LineOrigin | null;
}

export interface RequestTransition extends TransitionTarget {
  to: ChildcareRequestStatus;
  /** Narrows the statuses a request may leave (within the rules below). */
  from?: readonly ChildcareRequestStatus[];
}

/**
 * The request side of the offers lifecycle (docs/product/offers.md#request-statuses), for the
 * provider-waitlist, offers and notifications modules. The caller has already checked that the
 * provider is the actor's own.
 */
export interface RequestLifecycle {
  /** The provider's list in line order (priority weight desc, joinedAt asc), filtered and paged. */
  providerWaitlist(
    providerId: string,
    filters: ProviderLineFilters,
  ): Promise<{ items: ProviderLineEntry[]; total: number }>;
  /** The request on this provider's list, by request id or ticket id; undefined when none. */
  requestOfProvider(
    providerId: string,
    key: { requestId: string } | { ticketId: string },
  ): Promise<ProviderLineEntry | undefined>;
  /** These requests with their children (those that exist), in line order. */
  requestsByIds(requestIds: readonly string[]): Promise<ProviderLineEntry[]>;
  /** Stores each request's priority weight (the provider-waitlist module sums them). */
  setRequestPriorityWeights(weights: ReadonlyMap<string, number>, tx?: Database): Promise<void>;
  /** Status changes by the rules of `transitionRules`; answers the requests that changed. */
  transitionRequests(change: RequestTransition, tx?: Database): Promise<LineRequest[]>;
  /** The first waiting family whose child fits the age group at its start date, not excluded. */
  nextInLine(
    providerId: string,
    ageGroupId: number,
    excludeRequestIds?: readonly string[],
  ): Promise<ProviderLineEntry | undefined>;
  /** Waiting families whose child fits the age group at its start date, in line order. */
  familiesToNotify(providerId: string, ageGroupId: number): Promise<ProviderLineEntry[]>;
}

/**
 * The statuses a request may come from, per status it goes to. waiting ← offered (an expired or
 * withdrawn offer: the family keeps its joinedAt and place), ← paused (the parent keeps the
 * request after enrolling elsewhere fell through), ← inactive (a reconfirmed ticket). paused ←
 * the child's other requests when it enrols. inactive ← an unconfirmed ticket's waiting or paused
 * requests (an open offer runs its course). withdrawn ← anything not final.
 */
export const transitionRules: Readonly<
  Record<ChildcareRequestStatus, readonly ChildcareRequestStatus[]>
> = {
  waiting: ['offered', 'paused', 'inactive'],
  offered: ['waiting'],
  enrolled: ['offered'],
  declined: ['offered'],
  paused: ['waiting', 'offered'],
  inactive: ['waiting', 'paused'],
  withdrawn: ['waiting', 'offered', 'paused', 'inactive', 'declined'],
};

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;
/** Mean Earth radius (IUGG), km, as matching uses. */
const earthRadiusKm = 6371.0088;

function greatCircleKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface RequestLifecycleOptions {
  db: Database;
  clock: Clock;
  catalogues: Pick<CataloguesService, 'ageGroups'>;
  children: LineChildren;
}

export function createRequestLifecycle({
  db,
  clock,
  catalogues,
  children,
}: RequestLifecycleOptions): RequestLifecycle {
  /** The line's requests with their children, derived labels and distance. */
  const entriesOf = async (
    rows: readonly LineRequest[],
    origin?: LineOrigin | null,
  ): Promise<ProviderLineEntry[]> => {
    if (rows.length === 0) return [];
    const [kids, groups] = await Promise.all([
      children.childrenByIds([...new Set(rows.map((row) => row.childId))]),
      catalogues.ageGroups(),
    ]);
    const childById = new Map(kids.map((child) => [child.id, child]));
    const groupName = new Map(groups.map((group) => [group.id, group.name]));
    const { today } = torontoToday(clock());
    return rows.flatMap((row) => {
      const child = childById.get(row.childId);
      if (child === undefined) return [];
      // A start date already past counts from today: the child's group when a space opens now.
      const startDate = row.requestedStartDate < today ? today : row.requestedStartDate;
      const groupId = ageGroupIdOfBirthDate(child.dateOfBirth, startDate);
      const location = child.effectiveLocation;
      return [
        {
          ...row,
          child,
          ageLabelNow: ageLabel(child.dateOfBirth, today),
          ageLabelAtStart: ageLabel(child.dateOfBirth, startDate),
          ageGroupAtStart:
            groupId === undefined
              ? null
              : { id: groupId, name: groupName.get(groupId) ?? `Age Group ${groupId}` },
          ageAtStart: ageOn(child.dateOfBirth, startDate),
          scheduleAvailability: normalizeAvailabilitySlots(row.scheduleAvailability),
          ...(origin === undefined || origin === null || location === null
            ? { distanceKm: null, distanceApproximate: false }
            : {
                distanceKm: Math.round(greatCircleKm(origin, location) * 10) / 10,
                distanceApproximate:
                  origin.approximate || isApproximateLocation(location.locationSource),
              }),
        },
      ];
    });
  };

  const waitingFitting = async (
    providerId: string,
    ageGroupId: number,
  ): Promise<ProviderLineEntry[]> => {
    const rows = await findProviderLine(db, providerId, ['waiting']);
    const entries = await entriesOf(rows);
    return entries.filter((entry) => entry.ageGroupAtStart?.id === ageGroupId);
  };

  return {
    providerWaitlist: (providerId, filters) =>
      providerLinePage(db, providerId, filters, {
        today: torontoToday(clock()).today,
        entriesOf: (rows) => entriesOf(rows, filters.origin),
      }),

    requestOfProvider: async (providerId, key) => {
      const row = await findLineRequest(db, providerId, key);
      if (row === undefined) return undefined;
      const [entry] = await entriesOf([row]);
      return entry;
    },

    requestsByIds: async (requestIds) => entriesOf(await findLineRequestsByIds(db, requestIds)),

    setRequestPriorityWeights: (weights, tx) => updatePriorityWeights(tx ?? db, weights, clock()),

    transitionRequests: async (change, tx) => {
      const allowed = transitionRules[change.to].filter(
        (status) => change.from === undefined || change.from.includes(status),
      );
      const handle = tx ?? db;
      const ids = await updateRequestStatuses(handle, change, allowed, change.to, clock());
      return findLineRequestsByIds(handle, ids);
    },

    nextInLine: async (providerId, ageGroupId, excludeRequestIds = []) => {
      const excluded = new Set(excludeRequestIds);
      const entries = await waitingFitting(providerId, ageGroupId);
      return entries.find((entry) => !excluded.has(entry.id));
    },

    familiesToNotify: (providerId, ageGroupId) => waitingFitting(providerId, ageGroupId),
  };
}
