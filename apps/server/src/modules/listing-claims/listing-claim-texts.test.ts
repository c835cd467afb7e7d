import { brand } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import { claimCodeCall, claimCodeText } from './listing-claim-texts.ts';

describe('the words of a listing claim code', () => {
  it('keep their English words exactly, and the call its default voice', () => {
    expect(claimCodeText('123456', 'Sunny Days', 'en')).toBe(
      `123456 is your ${brand.productName} code to manage Sunny Days. It expires in 10 minutes. If nobody there asked for it, ignore this message.`,
    );
    const call = claimCodeCall('123', 'Sunny Days', 'en');
    expect(call).toContainEqual({ say: 'Your code is: 1, 2, 3.' });
    expect(call.some((step) => 'language' in step)).toBe(false);
  });

  it('are in French for a request in French, the call in a French voice', () => {
    expect(claimCodeText('123456', 'Sunny Days', 'fr')).toBe(
      `123456 est votre code ${brand.productName} pour gérer Sunny Days. Il expire dans 10 minutes. Si personne chez vous ne l’a demandé, ignorez ce message.`,
    );
    const call = claimCodeCall('123', 'Sunny Days', 'fr');
    expect(call).toContainEqual({ say: 'Votre code est : 1, 2, 3.', language: 'fr' });
    expect(call.filter((step) => 'say' in step).every((step) => 'language' in step)).toBe(true);
  });
});
