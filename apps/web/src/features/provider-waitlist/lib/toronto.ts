import { torontoDateAndTime } from '../../../components/countdown/deadline-time';
import { calendarDateWords, instantWords } from '../../../lib/i18n/dates';
import type { ProviderWaitlistMessages } from '../provider-waitlist-messages';

/**
 * An instant's day in Toronto, in words: the product's date style in English ("Monday, 05 May",
 * docs/product/platform.md#dates-and-times), the locale's in French ("lundi 5 mai").
 */
export function torontoDay({ intl, language }: ProviderWaitlistMessages, iso: string): string {
  return calendarDateWords(intl, language, torontoDateAndTime(iso).date);
}

/** An instant as Toronto's day and time: "Thursday, 26 November, 11:59 PM", "jeudi 26 novembre à 23 h 59". */
export function torontoDayAndTime(
  { intl, language }: ProviderWaitlistMessages,
  iso: string,
): string {
  return instantWords(intl, language, iso);
}

/** A calendar date ('2027-01-04') in words, as `torontoDay` writes it. */
export function calendarDay({ intl, language }: ProviderWaitlistMessages, date: string): string {
  return calendarDateWords(intl, language, date);
}
