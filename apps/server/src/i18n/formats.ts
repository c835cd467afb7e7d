import { displayTimeZone } from '@kinderwait/contract';
import type { Language } from './language.ts';
import { locales } from './language.ts';

/*
 * Money and dates in the words of an email or a text, through Intl, in Toronto time. English keeps
 * the formats its emails always had; French follows fr-CA ("1 234,56 $", "lundi 5 mai", "23 h 59").
 */

/** "$1,234.56" in English, "1 234,56 $" in French. */
export function moneyWords(cents: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(locales[language], { style: 'currency', currency }).format(
    cents / 100,
  );
}

/** "November 27, 2026" in English, "27 novembre 2026" in French. */
export function longDateWords(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    timeZone: displayTimeZone,
    dateStyle: 'long',
  }).format(date);
}

/** "Wednesday, November 25, 2026" in English, "mercredi 25 novembre 2026" in French. */
export function fullDateWords(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    timeZone: displayTimeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
}

/**
 * A day where room is short (a text message): "Thu, Nov 26" in English (the en-US order its texts
 * always had), "jeu. 26 nov." in French.
 */
export function shortDayWords(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : locales[language], {
    timeZone: displayTimeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(date);
}

/**
 * A calendar day ("2026-12-01") in an email: as it is in English (the form its emails always
 * had), "mardi 1 décembre 2026" in French. Anything else is left as given.
 */
export function calendarDayWords(day: string, language: Language): string {
  if (language === 'en' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  // Noon UTC is the same day in Toronto.
  return fullDateWords(new Date(`${day}T12:00:00Z`), language);
}
