import type { Language } from '../../../lib/i18n/language';

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const frenchMonthNames = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

/**
 * "2024-04-19" → "April 19, 2024" (in French, "19 avril 2024", and "1er" for the first). Done by hand rather than with Intl so that the prerender (Node)
 * and the browser always produce the same text, and a date never shifts a day across time zones.
 */
export function formatIsoDate(isoDate: string, language: Language = 'en'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const months = language === 'fr' ? frenchMonthNames : monthNames;
  const month = match ? months[Number(match[2]) - 1] : undefined;
  if (!match || month === undefined) return isoDate;
  const day = Number(match[3]);
  if (language === 'fr') return `${day === 1 ? '1er' : String(day)} ${month} ${match[1]}`;
  return `${month} ${String(day)}, ${match[1]}`;
}

/** 81027 → "81,027" (in French, "81 027" with a non-breaking space). */
export function formatCount(value: number, language: Language = 'en'): string {
  const separator = language === 'fr' ? '\u00a0' : ',';
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}
