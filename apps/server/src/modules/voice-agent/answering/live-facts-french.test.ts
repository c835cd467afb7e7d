import type { ChildcareProviderProfile } from '@kinderwait/contract';
import { ageGroupIds } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import { factsOf, spokenHours } from './live-facts.ts';

const profile: ChildcareProviderProfile = {
  id: '00000000-0000-4000-8000-000000000001',
  user: null,
  providerTypeId: null,
  name: 'Garderie Soleil',
  description: null,
  languages: ['English'],
  childcareTypeIds: [],
  currency: 'CAD',
  dailyFeeCents: null,
  hourlyFeeCents: null,
  contactPhone: null,
  contactEmail: null,
  website: null,
  licence: null,
  ageGroups: [
    {
      id: ageGroupIds.toddler,
      name: 'Toddler',
      licensedSpaces: null,
      availableSpaces: 2,
      availableStartDate: null,
      hoursOfBusiness: [],
    },
  ],
  updatedAt: null,
};

describe('the live facts in French', () => {
  it('words opening hours with 24-hour times, English unchanged', () => {
    const week = [0, 1, 2, 3, 4].map((day) => ({ day, timeStart: '07:30', timeEnd: '18:00' }));
    expect(spokenHours(week, 'fr')).toBe('du lundi au vendredi, de 7 h 30 à 18 h');
    expect(spokenHours([...week, { day: 5, timeStart: '09:00', timeEnd: '12:00' }], 'fr')).toBe(
      'du lundi au vendredi, de 7 h 30 à 18 h ; le samedi, de 9 h à 12 h',
    );
    expect(spokenHours(week)).toBe('Monday to Friday, 7:30 AM to 6:00 PM');
  });

  it('names the age groups in the caller’s language, English as the catalogue stores them', () => {
    const french = factsOf(profile, null, null, 'https://kinderwait.test/join', 'fr');
    expect(french.ageGroups.map((group) => group.name)).toEqual(['Bambins']);
    expect(french.spoken).toContainEqual({ name: 'ageGroups', value: 'Bambins: 2 open' });
    const english = factsOf(profile, null, null, 'https://kinderwait.test/join', 'en');
    expect(english.ageGroups.map((group) => group.name)).toEqual(['Toddler']);
  });
});
