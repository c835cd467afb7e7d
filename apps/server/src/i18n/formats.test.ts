import { describe, expect, it } from 'vitest';
import {
  calendarDayWords,
  fullDateWords,
  longDateWords,
  moneyWords,
  shortDayWords,
} from './formats.ts';

// Tuesday 5 May 2026, 23:59 in Toronto (EDT, UTC-4).
const lateEvening = new Date('2026-05-06T03:59:00Z');
/** Intl writes French spacing with no-break spaces; tests compare with plain ones. */
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the formats of emails and texts', () => {
  it('write money the English way in English and the fr-CA way in French', () => {
    expect(moneyWords(123456, 'CAD', 'en')).toBe('$1,234.56');
    expect(plain(moneyWords(123456, 'CAD', 'fr'))).toBe('1 234,56 $');
  });

  it('write dates in Toronto time, in each language’s order', () => {
    expect(fullDateWords(lateEvening, 'en')).toBe('Tuesday, May 5, 2026');
    expect(fullDateWords(lateEvening, 'fr')).toBe('mardi 5 mai 2026');
    expect(longDateWords(lateEvening, 'en')).toBe('May 5, 2026');
    expect(longDateWords(lateEvening, 'fr')).toBe('5 mai 2026');
    expect(shortDayWords(lateEvening, 'en')).toBe('Tue, May 5');
    expect(plain(shortDayWords(lateEvening, 'fr'))).toBe('mar. 5 mai');
  });

  it('keep a calendar day as it is in English and word it in French', () => {
    expect(calendarDayWords('2026-12-01', 'en')).toBe('2026-12-01');
    expect(calendarDayWords('2026-12-01', 'fr')).toBe('mardi 1 décembre 2026');
  });
});
