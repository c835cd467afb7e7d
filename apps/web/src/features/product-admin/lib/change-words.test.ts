import { describe, expect, test } from 'vitest';
import { salesTaxLabel, salesTaxRatePercent } from '@kinderwait/contract/rules/sales-tax';
import { loadMessages } from '../../../lib/i18n/use-messages';
import type { Language } from '../../../lib/i18n/language';
import type { ProductAdminMessages } from '../product-admin-messages';
import { productAdminCatalogue } from '../product-admin-messages';
import { changeLines, moneyWords, taxWords } from './change-words';

async function messagesIn(language: Language): Promise<ProductAdminMessages> {
  const intl = await loadMessages(productAdminCatalogue, language);
  return { t: (key, values) => intl.formatMessage({ id: key }, values), intl, language };
}

describe('the products screen’s money and changes in words', () => {
  test('the tax is named from its rate: the server’s English label, « TVH (13 %) » in French', async () => {
    expect(taxWords(await messagesIn('en'), salesTaxRatePercent)).toBe(salesTaxLabel);
    expect(taxWords(await messagesIn('fr'), salesTaxRatePercent)).toBe('TVH (13\u00a0%)');
  });

  test('money keeps the product’s English and follows fr-CA in French', async () => {
    expect(moneyWords(await messagesIn('en'), 123456)).toBe('$1,234.56');
    // fr-CA separates thousands and the symbol with no-break spaces.
    expect(moneyWords(await messagesIn('fr'), 123456).replace(/\s/g, ' ')).toBe('1 234,56 $');
  });

  test('a change of limits is counted in each language', async () => {
    const before = { limits: { broadcast: 1 } };
    const after = { limits: { broadcast: 1000 } };
    expect(changeLines(await messagesIn('en'), before, after)).toEqual([
      'Usage included: 1 broadcasts a month → 1,000 broadcasts a month',
    ]);
    expect(
      changeLines(await messagesIn('fr'), before, after).map((line) => line.replace(/\s/g, ' ')),
    ).toEqual([
      'Utilisation incluse : 1 demande diffusée par mois → 1 000 demandes diffusées par mois',
    ]);
  });
});
