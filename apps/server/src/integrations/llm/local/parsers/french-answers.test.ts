import { describe, expect, it } from 'vitest';
import { parseChoices } from './choices.ts';
import { describePeriods } from './clock.ts';
import { findDates, looksLikeDate, parseStartDate } from './dates.ts';
import { parseTypedHours } from './hours.ts';
import { parseCount, parseWholeNumber } from './numbers.ts';
import { parseYesNo } from './yes-no.ts';
import { serviceChoices } from '../flows/broadcast-catalogue.ts';

// Monday 23 November 2026.
const today = '2026-11-23';

describe('answers in French', () => {
  it.each([
    ['le 5 janvier', '2027-01-05'],
    ['5 janvier', '2027-01-05'],
    ['1er septembre', '2027-09-01'],
    ['début mars', '2027-03-01'],
    ['mi-mars', '2027-03-15'],
    ['lundi prochain', '2026-11-30'],
    ['dans deux semaines', '2026-12-07'],
    ['demain', '2026-11-24'],
    ['en janvier', '2027-01-01'],
    ['novembre', today],
    ['à partir du 3 mars', '2027-03-03'],
    ['maintenant', today],
    ['tout de suite', today],
  ])('reads the date %j as %s', (text, value) => {
    expect(parseStartDate(text, today)).toEqual({ ok: true, value });
  });

  it.each(['je ne sais pas', 'pas encore', 'Aucune idée'])('reads %j as no date', (text) => {
    expect(parseStartDate(text, today)).toEqual({ ok: true, value: null });
  });

  it('finds a French date in a longer message, at its place in the text', () => {
    const text = 'J’ai 2 places à partir du 5 janvier';
    const [mention] = findDates(text, today);
    expect(mention?.value).toEqual({ ok: true, value: '2027-01-05' });
    expect(text.slice(mention?.start, mention?.end)).toBe('5 janvier');
    expect(findDates('début mars pour les poupons', today)[0]?.value).toEqual({
      ok: true,
      value: '2027-03-01',
    });
  });

  it('knows a day of a French month is a date, not a count', () => {
    expect(looksLikeDate('5 janvier')).toBe(true);
    expect(looksLikeDate('1er mars')).toBe(true);
    expect(looksLikeDate('deux places')).toBe(false);
  });

  it.each([
    ['deux enfants', 2],
    ['trois jours', 3],
    ['dix-sept places', 17],
    ['vingt et une', 21],
    ['une douzaine', 12],
    ['aucune place', 0],
    ['on est complet', 0],
  ])('reads the number in %j as %i', (text, value) => {
    expect(parseWholeNumber(text)).toEqual({ ok: true, value });
  });

  it('still reads English counts the same way', () => {
    expect(parseCount('three spaces', 0, 10)).toEqual({ ok: true, value: 3 });
    expect(parseWholeNumber('no spaces')).toEqual({ ok: true, value: 0 });
  });

  it.each([
    ['oui', 'yes'],
    ['Oui, merci', 'yes'],
    ['ouais', 'yes'],
    ['d’accord', 'yes'],
    ['C’est parfait', 'yes'],
    ['non', 'no'],
    ['Non, la date est fausse', 'no'],
    ['pas vraiment', 'no'],
    ['peut-être', null],
  ])('reads %j as %s', (text, value) => {
    expect(parseYesNo(text)).toBe(value);
  });

  it('picks French names of the kinds of care, and "tous"', () => {
    expect(parseChoices('temps plein et fins de semaine', serviceChoices)).toEqual({
      ok: true,
      value: [1, 6],
    });
    expect(parseChoices('tous', serviceChoices)).toEqual({
      ok: true,
      value: [1, 2, 3, 4, 5, 6],
    });
  });

  it('words opening hours in French with 24-hour times, English unchanged', () => {
    const hours = [
      { day: 0, timeStart: '07:30', timeEnd: '18:00' },
      { day: 1, timeStart: '07:30', timeEnd: '18:00' },
      { day: 5, timeStart: '09:00', timeEnd: '12:00' },
    ];
    expect(describePeriods(hours, 'fr')).toBe('lundi au mardi 7 h 30 à 18 h ; samedi 9 h à 12 h');
    expect(describePeriods(hours)).toBe(
      'Monday to Tuesday 7:30 AM - 6:00 PM; Saturday 9:00 AM - 12:00 PM',
    );
  });

  it.each([
    [
      'du lundi au vendredi de 7 h 30 à 18 h',
      [0, 1, 2, 3, 4].map((day) => ({ day, timeStart: '07:30', timeEnd: '18:00' })),
    ],
    [
      'en semaine de 8 h à 17 h, samedi de 9 h à 12 h',
      [
        ...[0, 1, 2, 3, 4].map((day) => ({ day, timeStart: '08:00', timeEnd: '17:00' })),
        { day: 5, timeStart: '09:00', timeEnd: '12:00' },
      ],
    ],
  ])('reads the typed hours %j', (text, periods) => {
    expect(parseTypedHours(text)).toEqual({ ok: true, value: periods });
  });
});
