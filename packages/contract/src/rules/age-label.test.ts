import { afterEach, describe, expect, it, vi } from 'vitest';
import { ageLabel, ageLabelToAgeGroupCode, ageLabels, ageOn } from './age-label.ts';

const birth = '2020-06-15';

describe('ageLabel at every boundary of the age labels', () => {
  it.each([
    ['the day of birth', '2020-06-15', 'Infant'],
    ['the day after birth', '2020-06-16', 'Infant'],
    ['the day before 18 months', '2021-12-14', 'Infant'],
    ['18 months', '2021-12-15', 'Toddler'],
    ['the day after 18 months', '2021-12-16', 'Toddler'],
    ['the day before 30 months', '2022-12-14', 'Toddler'],
    ['30 months', '2022-12-15', 'Preschool'],
    ['the day after 30 months', '2022-12-16', 'Preschool'],
    ['the day before 6 years', '2026-06-14', 'Preschool'],
    ['6 years', '2026-06-15', 'Kindergarten'],
    ['the day after 6 years', '2026-06-16', 'Kindergarten'],
    // PrimaryJrSchool starts at 68 months, but the earlier checks win (rule order):
    // 68-71 months are under 6 years, 72-83 months under 7 years.
    ['68 months', '2026-02-15', 'Preschool'],
    ['80 months', '2027-02-15', 'Kindergarten'],
    ['the day before 7 years', '2027-06-14', 'Kindergarten'],
    ['7 years', '2027-06-15', 'PrimaryJrSchool'],
    ['the day after 7 years', '2027-06-16', 'PrimaryJrSchool'],
    ['13 years', '2033-06-15', 'PrimaryJrSchool'],
    ['the day before the 14th birthday', '2034-06-14', 'PrimaryJrSchool'],
    ['the 14th birthday', '2034-06-15', ''],
    ['the day after the 14th birthday', '2034-06-16', ''],
    ['adulthood', '2040-06-15', ''],
  ])('at %s (%s) the label is "%s"', (_when, today, label) => {
    expect(ageLabel(birth, today)).toBe(label);
  });

  it('never gives JrSchoolAge, since every age it could cover is matched earlier', () => {
    const labels = new Set<string>();
    for (let year = 2020; year <= 2036; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        const today = `${year}-${String(month).padStart(2, '0')}-15`;
        labels.add(ageLabel(birth, today));
      }
    }
    expect(labels).not.toContain('JrSchoolAge');
    expect([...labels]).toEqual(expect.arrayContaining(['Infant', 'PrimaryJrSchool', '']));
  });
});

describe('ageLabel for month-end birthdays', () => {
  it.each([
    // Born 31 August: 18 months falls on the last day of February.
    ['2022-08-31', '2024-02-28', 'Infant'],
    ['2022-08-31', '2024-02-29', 'Toddler'],
    ['2021-08-31', '2023-02-27', 'Infant'],
    ['2021-08-31', '2023-02-28', 'Toddler'],
    // Born 31 January: 30 months is 31 July.
    ['2021-01-31', '2023-07-30', 'Toddler'],
    ['2021-01-31', '2023-07-31', 'Preschool'],
    // Born on a leap day: 18 months is 29 August; the 6th birthday in 2026 is 28 February.
    ['2020-02-29', '2021-08-28', 'Infant'],
    ['2020-02-29', '2021-08-29', 'Toddler'],
    ['2020-02-29', '2026-02-27', 'Preschool'],
    ['2020-02-29', '2026-02-28', 'Kindergarten'],
    ['2020-02-29', '2034-02-27', 'PrimaryJrSchool'],
    ['2020-02-29', '2034-02-28', ''],
  ])('born %s, on %s the label is "%s"', (born, today, label) => {
    expect(ageLabel(born, today)).toBe(label);
  });
});

describe('ageLabel for dates that are not a past date of birth', () => {
  it('gives "" for a birth date in the future', () => {
    expect(ageLabel('2020-06-16', '2020-06-15')).toBe('');
    expect(ageLabel('2030-01-01', '2020-06-15')).toBe('');
  });

  it.each([
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['text', 'yesterday'],
    ['an impossible date', '2021-02-29'],
    ['an invalid Date', new Date('nonsense')],
  ])('gives "" for %s', (_name, input) => {
    expect(ageLabel(input, '2024-01-01')).toBe('');
  });

  it('gives "" when today itself is invalid', () => {
    expect(ageLabel(birth, 'not a date')).toBe('');
    expect(ageLabel(birth, null)).toBe('');
  });
});

describe('ageLabel with Date objects', () => {
  it('reads calendar dates, so the time of day never moves a boundary', () => {
    expect(ageLabel(new Date(2020, 5, 15), new Date(2021, 11, 14, 23, 59, 59))).toBe('Infant');
    expect(ageLabel(new Date(2020, 5, 15, 23, 59), new Date(2021, 11, 15, 0, 0, 1))).toBe(
      'Toddler',
    );
  });

  it('mixes a string date of birth with a Date today', () => {
    expect(ageLabel('2020-06-15', new Date(2027, 5, 15))).toBe('PrimaryJrSchool');
  });
});

describe('ageLabel without a today', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("uses today's date in Toronto, not the UTC date", () => {
    // 03:00 UTC on 1 March 2024 is 22:00 on 29 February in Toronto: the child is not 18 months yet.
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-03-01T03:00:00Z'));
    expect(ageLabel('2022-09-01')).toBe('Infant');
    vi.setSystemTime(new Date('2024-03-01T05:00:00Z'));
    expect(ageLabel('2022-09-01')).toBe('Toddler');
  });
});

describe('ageLabelToAgeGroupCode', () => {
  it.each([
    ['Infant', 'IG'],
    ['Toddler', 'TG'],
    ['Preschool', 'PG'],
    ['Kindergarten', 'KG'],
    ['PrimaryJrSchool', 'SG'],
    ['JrSchoolAge', 'SG'],
  ] as const)('maps %s to the licensed group %s', (label, code) => {
    expect(ageLabelToAgeGroupCode[label]).toBe(code);
  });

  it('has a group for every label', () => {
    expect(Object.keys(ageLabelToAgeGroupCode).sort()).toEqual([...ageLabels].sort());
  });
});

describe('ageOn: whole years and months on a day', () => {
  it.each([
    ['the day of birth', '2020-06-15', { years: 0, months: 0 }],
    ['the day before one month', '2020-07-14', { years: 0, months: 0 }],
    ['one month', '2020-07-15', { years: 0, months: 1 }],
    ['the day before the first birthday', '2021-06-14', { years: 0, months: 11 }],
    ['the first birthday', '2021-06-15', { years: 1, months: 0 }],
    ['3 years 2 months', '2023-08-15', { years: 3, months: 2 }],
    ['the day before 3 years 3 months', '2023-09-14', { years: 3, months: 2 }],
  ])('at %s (%s)', (_when, day, age) => {
    expect(ageOn('2020-06-15', day)).toEqual(age);
  });

  it('completes a month-end birthday on a shorter month’s last day, as the age label does', () => {
    expect(ageOn('2023-08-31', '2024-02-29')).toEqual({ years: 0, months: 6 });
    expect(ageOn('2023-08-31', '2024-02-28')).toEqual({ years: 0, months: 5 });
  });

  it('is null before the birth or for a date that is no date', () => {
    expect(ageOn('2027-01-01', '2026-12-31')).toBeNull();
    expect(ageOn('2026-02-30', '2027-01-01')).toBeNull();
    expect(ageOn('2020-06-15', '')).toBeNull();
  });
});
