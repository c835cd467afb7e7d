import { describe, expect, it } from 'vitest';
import { reasonsInFrench } from './french-reasons.ts';

describe('refusal reasons in a French chat', () => {
  it.each([
    [
      'Please give a number from 0 to 10. Your centre is licensed for 10 Infant spaces.',
      'Donnez un nombre de 0 à 10. Votre centre a un permis pour 10 places (Poupons).',
    ],
    [
      '2025-01-05 has already passed; please give today or a later date.',
      'Le 2025-01-05 est déjà passé ; donnez aujourd’hui ou une date plus tard.',
    ],
    [
      'Please choose from: 1. Infant, 2. Toddler, 3. Preschool.',
      'Choisissez parmi : 1. Poupons, 2. Bambins, 3. Préscolaire.',
    ],
    [
      '416 555 is not a complete phone number. Please write it in E.164 format, like +14151231234.',
      '416 555 n’est pas un numéro de téléphone complet. Écrivez-le au format E.164, comme ceci : +14151231234.',
    ],
  ])('rewords %j', (english, french) => {
    expect(reasonsInFrench(english)).toBe(french);
  });

  it('leaves sentences it does not know as they are', () => {
    expect(reasonsInFrench('Noté : Nom de l’entreprise : Soleil.')).toBe(
      'Noté : Nom de l’entreprise : Soleil.',
    );
  });
});
