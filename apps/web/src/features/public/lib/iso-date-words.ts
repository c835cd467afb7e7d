import type { IntlShape } from '@formatjs/intl';
import type { Language } from '../../../lib/i18n/language';
import { formatCount, formatIsoDate } from './format';

/**
 * A calendar date ("2024-04-19") in words: English keeps the site's "April 19, 2024"; French
 * says "19 avril 2024" through the locale's formatter. Noon UTC is the same day in Toronto.
 */
export function isoDateWords(
  isoDate: string,
  { language, intl }: { language: Language; intl: IntlShape },
): string {
  if (language === 'en') return formatIsoDate(isoDate);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const instant = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
  return intl.formatDate(instant, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** A count ("81,027" in English as the site writes it, "81 027" in French). */
export function countWords(
  value: number,
  { language, intl }: { language: Language; intl: IntlShape },
): string {
  return language === 'en' ? formatCount(value) : intl.formatNumber(Math.trunc(value));
}
