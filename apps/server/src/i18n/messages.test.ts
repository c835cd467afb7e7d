import { describe, expect, it } from 'vitest';
import { wordsIn } from './messages.ts';

const catalogue = {
  en: {
    due: "Answer by the end of <strong>{due}</strong>, {name}'s family.",
    count: '{count, plural, one {# family} other {# families}}',
  },
  fr: {
    due: 'Répondez avant la fin du <strong>{due}</strong>, famille de {name}.',
    count: '{count, plural, one {# famille} other {# familles}}',
  },
};

describe('the words of a catalogue', () => {
  it('format a message as plain text, in the language asked for', () => {
    expect(wordsIn(catalogue, 'en').t('due', { due: 'Monday', name: 'Ada' })).toBe(
      "Answer by the end of Monday, Ada's family.",
    );
    expect(wordsIn(catalogue, 'fr').t('due', { due: 'lundi', name: 'Ada' })).toBe(
      'Répondez avant la fin du lundi, famille de Ada.',
    );
  });

  it('format a message as HTML: everything escaped but the message’s own <strong>', () => {
    const html = wordsIn(catalogue, 'en').html('due', { due: '<b>Monday</b>', name: "O'Neil" });
    expect(html).toBe(
      'Answer by the end of <strong>&lt;b&gt;Monday&lt;/b&gt;</strong>, O&#39;Neil&#39;s family.',
    );
  });

  it('count with each language’s plural rules', () => {
    expect(wordsIn(catalogue, 'en').t('count', { count: 1 })).toBe('1 family');
    expect(wordsIn(catalogue, 'fr').t('count', { count: 2 })).toBe('2 familles');
  });
});
