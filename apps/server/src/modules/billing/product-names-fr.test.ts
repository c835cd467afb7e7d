import { productCodes, productTranslations, productWordsFr } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import { forEachDatabase } from '../../test/test-app.ts';
import { products } from './billing.tables.ts';

/**
 * Every product the migrations seed has its French words in the contract, beside the exact English
 * they translate: a product added, or seeded words changed, without French fails here rather than
 * showing English on a French screen.
 */
forEachDatabase((t) => {
  describe('the products in French', () => {
    it('translate every seeded product, word for word what the database stores', async () => {
      const rows = await t.app().db.select().from(products);
      expect(rows.map((row) => row.code).sort()).toEqual(Object.keys(productTranslations).sort());
      for (const row of rows) {
        const translation = productTranslations[row.code];
        expect(translation?.en, row.code).toEqual({
          name: row.name,
          description: row.description,
          features: row.features,
        });
        expect(translation?.fr.features).toHaveLength(row.features.length);
        const french = productWordsFr(row.code, row);
        expect(french.description, row.code).not.toBe(row.description);
        for (const [index, feature] of french.features.entries()) {
          expect(feature, row.code).not.toBe(row.features[index]);
        }
      }
    });
  });
});

describe('productWordsFr', () => {
  const setup = productTranslations[productCodes.voiceAssistantSetup];

  it('keeps a SuperAdmin’s edited text as written, and translates the texts left as seeded', () => {
    expect(setup).toBeDefined();
    if (setup === undefined) return;
    const edited = {
      name: setup.en.name,
      description: 'Our own words.',
      features: ['A new feature', ...setup.en.features.slice(1)],
    };
    expect(productWordsFr(productCodes.voiceAssistantSetup, edited)).toEqual({
      name: 'Configuration de l’agent vocal',
      description: 'Our own words.',
      features: ['A new feature', ...setup.fr.features.slice(1)],
    });
  });

  it('keeps the words of a product it has no French for', () => {
    const stored = { name: 'Gift card', description: 'A present.', features: ['Any amount'] };
    expect(productWordsFr('gift-card', stored)).toEqual(stored);
  });
});
