import { describe, expect, test } from 'vitest';
import type { Language } from '../../lib/i18n/language';
import { loadMessages } from '../../lib/i18n/use-messages';
import { ageWordsCatalogue } from './age-words-messages';
import type { AgeWordsMessages } from './age-words-messages';
import { ageLabelWords, ageWords } from './age-words';

async function messagesIn(language: Language): Promise<AgeWordsMessages> {
  const intl = await loadMessages(ageWordsCatalogue, language);
  return { t: (key, values) => intl.formatMessage({ id: key }, values), intl, language };
}

describe('a child’s age in words, shared by the children list and the provider’s waitlist', () => {
  test('English as both screens wrote it, French with its plurals and "et"', async () => {
    const [english, french] = await Promise.all([messagesIn('en'), messagesIn('fr')]);
    const ages = [
      { years: 0, months: 0 },
      { years: 0, months: 1 },
      { years: 0, months: 5 },
      { years: 1, months: 0 },
      { years: 2, months: 3 },
    ];
    expect(ages.map((age) => ageWords(english, age))).toEqual([
      'Under 1 month',
      '1 month',
      '5 months',
      '1 year',
      '2 years 3 months',
    ]);
    expect(ages.map((age) => ageWords(french, age))).toEqual([
      'Moins d’un mois',
      '1 mois',
      '5 mois',
      '1 an',
      '2 ans et 3 mois',
    ]);
    expect(ageLabelWords(english, 'PrimaryJrSchool')).toBe('Primary / junior school');
    expect(ageLabelWords(french, 'Toddler')).toBe('Bambin');
  });
});
