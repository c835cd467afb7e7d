import { describe, expect, it } from 'vitest';
import {
  ageGroupName,
  childcareTypeWords,
  languageName,
  providerTypeWords,
  schoolPlanWords,
} from './catalogue-names';

describe('catalogue items in the active language', () => {
  it('English keeps the server’s words', () => {
    const type = { id: 1, code: 'licensed-centre' as const, name: 'Licensed child care centre' };
    expect(providerTypeWords('en', type)).toBe(type);
    expect(ageGroupName('en', { id: 2, name: 'Toddler' })).toBe('Toddler');
    expect(languageName('en', { code: 'fr', name: 'French' })).toBe('French');
  });

  it('French words an item by its stable code (an age group by its id)', () => {
    const centre = providerTypeWords('fr', {
      id: 1,
      code: 'licensed-centre',
      name: 'Licensed child care centre',
      description: 'A centre licensed by the Ontario Ministry of Education.',
    });
    expect(centre).toMatchObject({ id: 1, name: 'Garderie agréée' });
    expect(centre.description).toContain('AGJEPC (garde à 10 $ par jour)');
    expect(ageGroupName('fr', { id: 2, name: 'Toddler' })).toBe('Bambins');
    expect(childcareTypeWords('fr', { id: 1, code: 'full-time', name: 'Full-time' }).name).toBe(
      'Temps plein',
    );
    expect(schoolPlanWords('fr', { id: 6, code: 'summer-camp', name: 'Summer camp' }).name).toBe(
      'Camp d’été',
    );
    expect(languageName('fr', { code: 'en', name: 'English' })).toBe('anglais');
    expect(languageName('fr', { code: 'yue', name: 'Cantonese' })).toBe('cantonais');
  });

  it('a school plan’s details are in French too, hours on the 24-hour clock', () => {
    const plan = schoolPlanWords('fr', {
      id: 3,
      code: 'after-school',
      name: 'After school only',
      description: 'Care from dismissal until pick-up.',
      period: 'School days, September to June',
      typicalHours: '15:30 to 18:00',
      details: ['An afternoon snack'],
    });
    expect(plan).toMatchObject({
      name: 'Après l’école seulement',
      period: 'Les jours d’école, de septembre à juin',
      typicalHours: 'De 15 h 30 à 18 h',
    });
    expect(plan.details[0]).toBe('Une collation l’après-midi');
  });

  it('an item with no French words yet keeps its English ones', () => {
    expect(childcareTypeWords('fr', { id: 9, code: 'new-kind', name: 'New kind' }).name).toBe(
      'New kind',
    );
    expect(ageGroupName('fr', { id: 99, name: 'Teen' })).toBe('Teen');
    expect(languageName('fr', { code: 'xx', name: 'Other' })).toBe('Other');
  });
});
