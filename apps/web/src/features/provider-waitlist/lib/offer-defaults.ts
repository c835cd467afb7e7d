import type { ProviderAgeGroup } from '@kinderwait/contract/childcare-providers';
import type { ProviderWaitlistEntry } from '@kinderwait/contract/provider-waitlist';
import type { CalendarDate } from '@kinderwait/contract/rules/calendar-date';
import { formatCalendarDate, parseCalendarDate } from '@kinderwait/contract/rules/calendar-date';
import { addOntarioBusinessDays } from '@kinderwait/contract/rules/ontario-business-days';

/** The age group an offer starts with: the child's at the start date when offered, else the first. */
export function defaultAgeGroupId(
  entry: ProviderWaitlistEntry,
  groups: readonly ProviderAgeGroup[],
): number | undefined {
  const fitting = entry.ageGroupAtStart?.id;
  return groups.find((group) => group.id === fitting)?.id ?? groups[0]?.id;
}

/**
 * The start date an offer proposes: the latest of the date the family asked for, the date the
 * group has room from, and today ('YYYY-MM-DD' compare as text).
 */
export function defaultStartDate(
  entry: ProviderWaitlistEntry,
  group: ProviderAgeGroup | undefined,
  today: CalendarDate,
): string {
  const candidates = [
    entry.requestedStartDate,
    group?.availableStartDate ?? '',
    formatCalendarDate(today),
  ].filter((text) => parseCalendarDate(text) !== null);
  return candidates.reduce((latest, text) => (text > latest ? text : latest));
}

/** The last day to answer with the provider's setting: `days` Ontario business days after today. */
export function defaultDeadline(today: CalendarDate, days: number): string {
  return formatCalendarDate(addOntarioBusinessDays(today, days));
}
