import { describe, expect, it } from 'vitest';
import { keyDifferences, messageProblems, unusedKeys } from './catalogue-checks.ts';

describe('the catalogue checks', () => {
  it('find a key missing in one language and one it has extra', () => {
    expect(keyDifferences({ a: 'A', b: 'B' }, { a: 'A', c: 'C' })).toEqual({
      missing: ['b'],
      extra: ['c'],
    });
  });

  it('find a renamed argument, an empty message, a broken one and a straight apostrophe', () => {
    const english = { hello: 'Hello {name}', empty: 'x', broken: 'x', quote: 'x' };
    const french = {
      hello: 'Bonjour {nom}',
      empty: ' ',
      broken: 'Bonjour {name',
      quote: "l'offre",
    };
    const problems = messageProblems(english, french, { typographicApostrophes: true });
    expect(problems).toContain('hello: arguments {nom}, expected {name}');
    expect(problems).toContain('empty: empty');
    expect(problems.some((problem) => problem.startsWith('broken: '))).toBe(true);
    expect(problems).toContain('quote: a straight apostrophe (use ’)');
  });

  it('accept the same arguments in another order, plurals and tags included', () => {
    const english = {
      due: 'By <strong>{due}</strong>, {count, plural, one {# space} other {# spaces}} for {child}',
    };
    const french = {
      due: '{count, plural, one {# place} other {# places}} pour {child} d’ici le <strong>{due}</strong>',
    };
    expect(messageProblems(english, french, { typographicApostrophes: true })).toEqual([]);
  });

  it('find a key no code asks for by its literal', () => {
    expect(unusedKeys(['used', 'unused'], ["t('used')"])).toEqual(['unused']);
  });
});
