import { describe, expect, test } from 'vitest';
import { keyDifferences, messageArguments, messageProblems, unusedKeys } from './catalogue-checks';

describe('keyDifferences', () => {
  test('names the keys missing from a language and the ones it has beyond the reference', () => {
    expect(keyDifferences({ a: 'A', b: 'B' }, { a: 'A', c: 'C' })).toEqual({
      missing: ['b'],
      extra: ['c'],
    });
    expect(keyDifferences({ a: 'A' }, { a: 'Á' })).toEqual({ missing: [], extra: [] });
  });
});

describe('messageArguments', () => {
  test('finds arguments inside plurals and selects too', () => {
    expect(
      messageArguments('{name} a {count, plural, one {# place pour {child}} other {# places}}'),
    ).toEqual(['child', 'count', 'name']);
  });
});

describe('messageProblems', () => {
  test('reports a message with other arguments, an empty one and one that does not parse', () => {
    expect(
      messageProblems(
        { renamed: 'Hi {name}', empty: 'Hello', broken: 'Hi {name}', fine: '{n} km' },
        { renamed: 'Salut {nom}', empty: ' ', broken: 'Salut {name', fine: '{n} km' },
      ),
    ).toEqual([
      'renamed: arguments {nom}, expected {name}',
      'empty: empty',
      expect.stringMatching(/^broken: /),
    ]);
  });
});

describe('unusedKeys', () => {
  test('lists the keys no source asks for by their quoted name', () => {
    const sources = ["t('heading')", 'label: t("retry")'];
    expect(unusedKeys(['heading', 'retry', 'forgotten'], sources)).toEqual(['forgotten']);
  });
});
