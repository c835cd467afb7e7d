import { beforeAll, describe, expect, test } from 'vitest';
import { childrenMessages } from '@kinderwait/contract/children';
import type { IntlShape } from '@formatjs/intl';
import { ageWordsCatalogue } from '../../../components/age-words/age-words-messages';
import type { AgeWordsMessages } from '../../../components/age-words/age-words-messages';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { childrenCatalogue } from '../children-messages';
import type { ChildrenMessages } from '../children-messages';
import { ageSummary } from './age-summary';
import {
  dateOfBirthRangeProblem,
  latestExpectedBirth,
} from '@kinderwait/contract/rules/date-of-birth';

const today = { year: 2026, month: 11, day: 23 };

let messages: ChildrenMessages;
let ageMessages: AgeWordsMessages;
beforeAll(async () => {
  const intl: IntlShape = await loadMessages(childrenCatalogue, 'en');
  messages = { t: (key, values) => intl.formatMessage({ id: key }, values), intl, language: 'en' };
  const ageIntl: IntlShape = await loadMessages(ageWordsCatalogue, 'en');
  ageMessages = {
    t: (key, values) => ageIntl.formatMessage({ id: key }, values),
    intl: ageIntl,
    language: 'en',
  };
});

describe('a child’s age on the card (the age label in words)', () => {
  test.each([
    ['2026-11-23', 'Infant', 'Under 1 month'],
    ['2025-05-24', 'Infant', '1 year 5 months'],
    ['2025-05-23', 'Toddler', '1 year 6 months'],
    ['2024-05-23', 'Preschool', '2 years 6 months'],
    ['2020-11-23', 'Kindergarten', '6 years'],
    ['2019-11-23', 'Primary / junior school', '7 years'],
    ['2012-11-24', 'Primary / junior school', '13 years'],
    ['2012-11-23', 'Over 13: past childcare age', '14 years'],
  ])('born %s: %s, %s', (dateOfBirth, label, age) => {
    expect(ageSummary(messages, ageMessages, dateOfBirth, today)).toEqual({
      label,
      age,
      expected: false,
    });
  });

  test('an expected birth shows "Expected <date>" instead of a label', () => {
    expect(ageSummary(messages, ageMessages, '2027-02-01', today)).toEqual({
      label: 'Expected February 1, 2027',
      age: '',
      expected: true,
    });
  });
});

describe('the date of birth range (the server’s rule, checked on the form first)', () => {
  test('up to 9 months ahead is an expected birth; a day more is refused', () => {
    expect(latestExpectedBirth(today)).toBe('2027-08-23');
    expect(dateOfBirthRangeProblem('2027-08-23', today)).toBeNull();
    expect(dateOfBirthRangeProblem('2027-08-24', today)).toBe(
      childrenMessages.dateOfBirthTooFarAhead,
    );
  });

  test('a 9-month limit from the 31st ends on the last day of a shorter month', () => {
    expect(latestExpectedBirth({ year: 2026, month: 5, day: 31 })).toBe('2027-02-28');
  });

  test('13 is accepted, 14 is refused, a malformed date is left to the format rule', () => {
    expect(dateOfBirthRangeProblem('2012-11-24', today)).toBeNull();
    expect(dateOfBirthRangeProblem('2012-11-23', today)).toBe(childrenMessages.dateOfBirthTooOld);
    expect(dateOfBirthRangeProblem('2026-02-30', today)).toBeNull();
  });
});
