import { describe, expect, it } from 'vitest';
import { spokenHours } from './live-facts.ts';

describe('the live facts in French', () => {
  it('words opening hours with 24-hour times, English unchanged', () => {
    const week = [0, 1, 2, 3, 4].map((day) => ({ day, timeStart: '07:30', timeEnd: '18:00' }));
    expect(spokenHours(week, 'fr')).toBe('du lundi au vendredi, de 7 h 30 à 18 h');
    expect(spokenHours([...week, { day: 5, timeStart: '09:00', timeEnd: '12:00' }], 'fr')).toBe(
      'du lundi au vendredi, de 7 h 30 à 18 h ; le samedi, de 9 h à 12 h',
    );
    expect(spokenHours(week)).toBe('Monday to Friday, 7:30 AM to 6:00 PM');
  });
});
