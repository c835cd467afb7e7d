import { dayNames } from '@kinderwait/contract/constants';
import type { DayName } from '@kinderwait/contract/constants';
import { normalizeAvailabilitySlots } from '@kinderwait/contract/rules/availability';
import type { AvailabilitySlot } from '@kinderwait/contract/rules/availability';
import type { FeatureMessages } from '../../lib/i18n/use-messages';
import type { AvailabilityPickerKey } from './availability-picker-messages';

type PickerMessages = FeatureMessages<AvailabilityPickerKey>;

/**
 * A day of the week in words. English keeps the product's names ("Monday"); other languages take
 * their locale's ("lundi"), capitalised for a heading or a button.
 */
export function dayWords(
  { intl, language }: PickerMessages,
  day: DayName,
  { heading = false }: { heading?: boolean } = {},
): string {
  if (language === 'en') return day;
  // 1 January 2024 was a Monday: day n of the grid is that date plus n.
  const words = intl.formatDate(Date.UTC(2024, 0, 1 + dayNames.indexOf(day)), {
    weekday: 'long',
    timeZone: 'UTC',
  });
  return heading ? words.charAt(0).toLocaleUpperCase(intl.locale) + words.slice(1) : words;
}

/**
 * The availability sentence in the active language: English is the product's, word for word
 * ("My preferred schedule availability: Monday - Morning, Friday - Evening", the contract's
 * availabilitySentence); '' for an empty selection.
 */
export function availabilityWords(messages: PickerMessages, slots: readonly AvailabilitySlot[]) {
  const entries = normalizeAvailabilitySlots(slots).map((slot) =>
    messages.t('sentenceEntry', { day: dayWords(messages, slot.day), time: slot.timeOfDay }),
  );
  return entries.length === 0 ? '' : messages.t('sentence', { entries: entries.join(', ') });
}
