import { describe, expect, test } from 'vitest';
import { defineCatalogue } from './catalogue';
import { loadMessages } from './use-messages';

describe('loadMessages', () => {
  test('loads a catalogue in a language once, and formats with its locale', async () => {
    let loads = 0;
    const catalogue = defineCatalogue<'price'>('load-once', {
      en: () => {
        loads += 1;
        return Promise.resolve({ default: { price: 'Costs {amount}' } });
      },
      fr: () => Promise.resolve({ default: { price: 'Coûte {amount}' } }),
    });
    const first = await loadMessages(catalogue, 'fr');
    const again = await loadMessages(catalogue, 'en');
    expect(await loadMessages(catalogue, 'en')).toBe(again);
    expect(loads).toBe(1);
    const amount = first.formatNumber(1234.56, { style: 'currency', currency: 'CAD' });
    // fr-CA puts no-break spaces in the number and before the sign.
    expect(first.formatMessage({ id: 'price' }, { amount }).replace(/\s/gu, ' ')).toBe(
      'Coûte 1 234,56 $',
    );
  });

  test('tries again after a failed load', async () => {
    let attempts = 0;
    const catalogue = defineCatalogue<'hello'>('retry-after-failure', {
      en: () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new Error('chunk failed'))
          : Promise.resolve({ default: { hello: 'Hello' } });
      },
      fr: () => Promise.resolve({ default: { hello: 'Bonjour' } }),
    });
    await expect(loadMessages(catalogue, 'en')).rejects.toThrow('chunk failed');
    const intl = await loadMessages(catalogue, 'en');
    expect(intl.formatMessage({ id: 'hello' })).toBe('Hello');
  });
});
