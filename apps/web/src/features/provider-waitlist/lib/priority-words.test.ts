import { describe, expect, test } from 'vitest';
import type { Language } from '../../../lib/i18n/language';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { providerWaitlistCatalogue, type ProviderWaitlistKey } from '../provider-waitlist-messages';
import { priorityName } from './priority-words';

async function wordsIn(language: Language) {
  const intl = await loadMessages(providerWaitlistCatalogue, language);
  return { t: (key: ProviderWaitlistKey) => intl.formatMessage({ id: key }) };
}

describe('priorityName', () => {
  test('names a predefined category in French, by its code or by its fixed English name', async () => {
    const french = await wordsIn('fr');
    expect(priorityName(french, { code: 'sibling_enrolled', name: 'Sibling enrolled' })).toBe(
      'Frère ou sœur déjà inscrit',
    );
    expect(priorityName(french, { name: 'Fee subsidy' })).toBe('Subvention pour frais de garde');
  });

  test('keeps the English names word for word, and a custom category as its provider wrote it', async () => {
    const english = await wordsIn('en');
    const french = await wordsIn('fr');
    expect(priorityName(english, { code: 'staff_child', name: 'Staff child' })).toBe('Staff child');
    expect(priorityName(french, { code: 'custom', name: 'Voisins' })).toBe('Voisins');
    expect(priorityName(french, { name: 'Voisins' })).toBe('Voisins');
  });
});
