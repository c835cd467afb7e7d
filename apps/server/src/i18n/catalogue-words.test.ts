import { ageGroupIds } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import { ageGroupNameIn, languageNameIn } from './catalogue-words.ts';

describe('an age group named in a text’s language', () => {
  it('keeps the catalogue’s English name in English', () => {
    expect(ageGroupNameIn({ id: ageGroupIds.infant, name: 'Infant' }, 'en')).toBe('Infant');
  });

  it('gives the French name by id in French', () => {
    expect(ageGroupNameIn({ id: ageGroupIds.toddler, name: 'Toddler' }, 'fr')).toBe('Bambins');
  });

  it('keeps the English name of a group without French words', () => {
    expect(ageGroupNameIn({ id: 999, name: 'Teen' }, 'fr')).toBe('Teen');
  });

  it('names a spoken language in French by its code, and keeps English as stored', () => {
    expect(languageNameIn({ code: 'fr', name: 'French' }, 'fr')).toBe('français');
    expect(languageNameIn({ code: 'fr', name: 'French' }, 'en')).toBe('French');
  });
});
