import type { BroadcastNeed, WaitlistData } from '@kinderwait/contract';
import { ageOn, availabilitySentence } from '@kinderwait/contract';
import type { CataloguesService } from '../../catalogues/catalogues.service.ts';
import type { ProviderMatching } from '../../childcare-providers/provider-matching-list.ts';
import type { MatchCriteria } from '../../childcare-providers/provider-matching.ts';
import { providerTypeCodeOf } from '../../childcare-providers/provider-matching.ts';
import type { TicketChecks } from '../../waitlist/tickets/ticket-checks.ts';
import type { OrderRow } from '../broadcast.repository.ts';

/** How many matches are read per page while collecting every provider an order reaches. */
const collectPageSize = 200;

/** A provider a family broadcast reaches: claimed, with its distance rounded to 0.5 km. */
export interface ReachedProvider {
  providerId: string;
  distanceKm: number;
}

/** Distances a provider reads: to the half kilometre, never the exact place. */
export const roundedKm = (km: number): number => Math.round(km * 2) / 2;

/**
 * Every provider the criteria match that has an owning account (the matching engine reversed,
 * docs/product/broadcast.md#matching): unclaimed imported centres receive nothing. The engine's
 * own rules apply unchanged: an unknown attribute never excludes.
 */
export async function claimedMatches(
  providerMatching: Pick<ProviderMatching, 'listMatches'>,
  criteria: MatchCriteria,
): Promise<ReachedProvider[]> {
  const reached: ReachedProvider[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await providerMatching.listMatches(criteria, {
      sort: 'distance',
      page,
      pageSize: collectPageSize,
      withVacancy: false,
      cwelcc: false,
      likedProviderIds: [],
      onlyLiked: false,
    });
    for (const match of items) {
      if (match.claimed) {
        reached.push({ providerId: match.id, distanceKm: roundedKm(match.distanceKm) });
      }
    }
    if (items.length === 0 || page * collectPageSize >= total) return reached;
  }
}

/** The match criteria an order was sent with: its filters from its stored search point. */
export async function criteriaOfOrder(
  checks: Pick<TicketChecks, 'feeBrackets'>,
  order: Pick<OrderRow, 'filters' | 'need' | 'latitude' | 'longitude'>,
): Promise<MatchCriteria | undefined> {
  const { filters, need, latitude, longitude } = order;
  if (filters === null || need === null || latitude === null || longitude === null) {
    return undefined;
  }
  const chosen = new Set(filters.PaymentOptions);
  const brackets = chosen.size === 0 ? [] : await checks.feeBrackets();
  return {
    latitude,
    longitude,
    distanceKm: filters.Distance,
    providerTypeIds: [...new Set(filters.ProviderTypes)],
    ageGroupId: need.ageGroup.id,
    requestedStartDate: filters.RequestedStartDate,
    childcareTypeIds: [...new Set(filters.ChildcareTypes)],
    feeBrackets: brackets.filter((bracket) => chosen.has(bracket.id)),
    schedule: need.schedule,
  };
}

/**
 * The need a provider reads (docs/product/broadcast.md#privacy): the child's age at the start
 * date, the age group, the schedule and the choices, in words; no name, contact or place.
 */
export async function needOf(
  catalogues: Pick<CataloguesService, 'ageGroups' | 'childcareTypes' | 'schoolPlans'>,
  checks: Pick<TicketChecks, 'feeBrackets'>,
  child: { dateOfBirth: string },
  filters: WaitlistData,
  criteria: MatchCriteria,
): Promise<BroadcastNeed> {
  const [ageGroups, childcareTypes, schoolPlans, brackets] = await Promise.all([
    catalogues.ageGroups(),
    catalogues.childcareTypes(),
    catalogues.schoolPlans(),
    checks.feeBrackets(),
  ]);
  const age = ageOn(child.dateOfBirth, filters.RequestedStartDate);
  const named = <T extends { id: number }>(
    items: readonly T[],
    ids: readonly number[],
    name: (item: T) => string,
  ) =>
    [...new Set(ids)].flatMap((id) => {
      const item = items.find((entry) => entry.id === id);
      return item === undefined ? [] : [{ id, name: name(item) }];
    });
  const sentence = availabilitySentence(criteria.schedule);
  return {
    ageMonthsAtStart: age === null ? 0 : age.years * 12 + age.months,
    ageGroup: {
      id: criteria.ageGroupId,
      name: ageGroups.find((group) => group.id === criteria.ageGroupId)?.name ?? '',
    },
    requestedStartDate: filters.RequestedStartDate,
    schedule: [...criteria.schedule],
    scheduleSentence: sentence === '' ? null : sentence,
    providerTypes: [...new Set(filters.ProviderTypes)].map(providerTypeCodeOf),
    childcareTypes: named(childcareTypes, filters.ChildcareTypes, (item) => item.name),
    schoolPlans: named(schoolPlans, filters.SchoolPlans, (item) => item.name),
    paymentOptions: named(brackets, filters.PaymentOptions, (item) => item.label),
    distanceKm: filters.Distance,
  };
}
