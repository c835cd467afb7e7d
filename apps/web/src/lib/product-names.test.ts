import { describe, expect, it } from 'vitest';
import { productCodes } from '@kinderwait/contract/billing';
import { productTranslations } from '@kinderwait/contract/product-names';
import { productName, productWords } from './product-names';

const phone = productTranslations[productCodes.voiceAssistantPhoneNumber];
const stored = {
  code: productCodes.voiceAssistantPhoneNumber,
  name: phone?.en.name ?? '',
  description: phone?.en.description ?? '',
  features: [...(phone?.en.features ?? [])],
  unitAmount: 4900,
};

describe('products in the active language', () => {
  it('English keeps the server’s words', () => {
    expect(productWords('en', stored)).toBe(stored);
    expect(productName('en', stored.code, stored.name)).toBe('Voice Assistant Phone Number');
  });

  it('French words a product by its code, its other fields as served', () => {
    const french = productWords('fr', stored);
    expect(french).toMatchObject({
      code: stored.code,
      unitAmount: 4900,
      name: 'Numéro de téléphone de l’agent vocal',
    });
    expect(french.description).toMatch(/^Un numéro de téléphone de Toronto/);
    expect(french.features[1]).toBe('300 minutes d’appel par mois incluses');
    expect(productName('fr', productCodes.broadcastOrder, 'Broadcast')).toBe('Diffusion');
  });

  it('French keeps the words a SuperAdmin wrote, and a product it has no words for', () => {
    const edited = { ...stored, features: ['500 voice minutes a month included'] };
    expect(productWords('fr', edited).features).toEqual(['500 voice minutes a month included']);
    expect(productName('fr', 'gift-card', 'Gift card')).toBe('Gift card');
  });
});
