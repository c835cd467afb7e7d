import { brand } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import type { AnswerFacts } from './family-emails.ts';
import { answerEmail, answerText, digestEmail } from './family-emails.ts';

const origin = 'https://kinderwait.example';
const interested: AnswerFacts = {
  parentName: 'Maya',
  childFirstName: 'Ada',
  providerName: 'Sunny Days',
  answer: 'interested',
  orderId: 'order-1',
};
const notNow: AnswerFacts = { ...interested, answer: 'not_now' };

describe('the family broadcast emails and texts', () => {
  it('keep their English words exactly', () => {
    const email = answerEmail(interested, origin)('en');
    expect(email.subject).toBe('Sunny Days is interested in caring for Ada');
    expect(email.text).toMatch(
      /^Hello Maya,\n\nSunny Days answered your broadcast for Ada: they can offer a space\. Compare the answers and accept the one you want; your contact details are shared only then\.\n\nSee the answers: https:\/\/kinderwait\.example\/.+\n\n— /,
    );
    expect(answerEmail(notNow, origin)('en').subject).toBe("Sunny Days answered Ada's broadcast");
    expect(answerText(interested)('en')).toBe(
      `${brand.productName}: Sunny Days is interested in caring for Ada. See the answers in the app.`,
    );
    expect(answerText(notNow)('en')).toBe(
      `${brand.productName}: Sunny Days answered Ada's broadcast: not now.`,
    );
    expect(digestEmail(1, origin)('en').subject).toBe('A family is looking for care you offer');
    const digest = digestEmail(3, origin)('en');
    expect(digest.subject).toBe('3 families are looking for care you offer');
    expect(digest.text).toContain(
      `3 families are looking for care that matches your profile on ${brand.productName}. Answer "Interested" or "Not now"; the family sees who is interested and chooses.`,
    );
  });

  it('are written in French for a French-speaking recipient', () => {
    const email = answerEmail(interested, origin)('fr');
    expect(email.subject).toBe('Sunny Days aimerait accueillir Ada');
    expect(email.text).toContain('Bonjour Maya,');
    expect(email.text).toContain('Voir les réponses : https://kinderwait.example/');
    expect(answerText(notNow)('fr')).toBe(
      `${brand.productName} : Sunny Days a répondu à la demande diffusée pour Ada : pas pour l’instant.`,
    );
    expect(digestEmail(1, origin)('fr').subject).toBe(
      'Une famille cherche un service de garde que vous offrez',
    );
    const digest = digestEmail(3, origin)('fr');
    expect(digest.subject).toBe('3 familles cherchent un service de garde que vous offrez');
    expect(digest.text).toContain('Répondez « Intéressé » ou « Pas pour l’instant »');
    expect(email.text + digest.text).not.toContain('Hello');
  });
});
