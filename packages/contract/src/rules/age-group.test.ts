import { describe, expect, it } from 'vitest';
import {
  ageGroupCodes,
  ageGroupIdOfBirthDate,
  ageGroupIds,
  ageGroupOfAgeLabel,
  ageGroupOfLicensedCode,
} from './age-group.ts';
import { ageLabels, licensedAgeGroupCodes } from './age-label.ts';

describe('ageGroupOfAgeLabel', () => {
  it.each([
    ['Infant', 'infant'],
    ['Toddler', 'toddler'],
    ['Preschool', 'preschool'],
    ['Kindergarten', 'kindergarten'],
    ['PrimaryJrSchool', 'school-age'],
    ['JrSchoolAge', 'school-age'],
  ] as const)('puts a child labelled %s in the %s group', (label, group) => {
    expect(ageGroupOfAgeLabel(label)).toBe(group);
  });

  it('gives no group for the empty label', () => {
    expect(ageGroupOfAgeLabel('')).toBeUndefined();
  });

  it('covers every label and reaches every group', () => {
    const groups = new Set(ageLabels.map((label) => ageGroupOfAgeLabel(label)));
    expect([...groups].sort()).toEqual([...ageGroupCodes].sort());
  });
});

describe('ageGroupOfLicensedCode', () => {
  it('maps each licensed-space column of the Toronto data to its own group', () => {
    const groups = licensedAgeGroupCodes.map((code) => ageGroupOfLicensedCode[code]);
    expect(groups).toEqual([...ageGroupCodes]);
  });
});

describe('ageGroupIds', () => {
  it('numbers the groups 1 to 5 in age order', () => {
    expect(ageGroupCodes.map((code) => ageGroupIds[code])).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('ageGroupIdOfBirthDate', () => {
  const birth = '2020-06-15';

  it.each([
    ['on the day of birth', '2020-06-15', ageGroupIds.infant],
    ['at 18 months', '2021-12-15', ageGroupIds.toddler],
    ['at 30 months', '2022-12-15', ageGroupIds.preschool],
    ['at 6 years', '2026-06-15', ageGroupIds.kindergarten],
    ['at 7 years', '2027-06-15', ageGroupIds['school-age']],
    ['the day before the 14th birthday', '2034-06-14', ageGroupIds['school-age']],
  ])('gives the right group %s', (_when, today, id) => {
    expect(ageGroupIdOfBirthDate(birth, today)).toBe(id);
  });

  it('gives no group from the 14th birthday, for a future date or for no date', () => {
    expect(ageGroupIdOfBirthDate(birth, '2034-06-15')).toBeUndefined();
    expect(ageGroupIdOfBirthDate('2030-01-01', '2026-01-01')).toBeUndefined();
    expect(ageGroupIdOfBirthDate('', '2026-01-01')).toBeUndefined();
  });
});
