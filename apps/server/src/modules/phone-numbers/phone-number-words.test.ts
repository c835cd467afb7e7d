import { brand } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import {
  numberFailedEmail,
  numberReadyEmail,
  numberReadyText,
  numberReleasingEmail,
} from './phone-number-words.ts';

const origin = 'https://kinderwait.example';
const dashboard = `${origin}/voice-ai-agent/profile-dashboard`;

describe('the phone number emails and text', () => {
  it('keep their English words exactly', () => {
    expect(numberReadyText('+14165550100', origin)('en')).toBe(
      `${brand.productName}: your voice agent now answers calls at (416) 555-0100. Dashboard: ${dashboard}`,
    );
    expect(numberReadyEmail('+14165550100', origin)('en').subject).toBe(
      'Your voice agent answers calls at (416) 555-0100',
    );
    expect(numberFailedEmail('416', 'number_taken', origin)('en').text).toContain(
      'The 416 number you chose was bought by someone else before we could get it for your voice agent. Nothing was charged for it.',
    );
    const releasing = numberReleasingEmail('+14165550100', '2026-12-01', origin)('en');
    expect(releasing.subject).toBe(
      "Your voice agent's number (416) 555-0100 stops on Tuesday, 01 December 2026",
    );
    expect(releasing.text).toContain(`Open the voice agent: ${dashboard}`);
  });

  it('are written in French for a French-speaking provider, with a fr-CA date', () => {
    expect(numberReadyText('+14165550100', origin)('fr')).toBe(
      `${brand.productName} : votre agent vocal répond maintenant aux appels au (416) 555-0100. Tableau de bord : ${dashboard}`,
    );
    expect(numberFailedEmail('416', 'no_number_available', origin)('fr').subject).toBe(
      'Nous n’avons pas pu obtenir un numéro 416 pour votre agent vocal',
    );
    const releasing = numberReleasingEmail('+14165550100', '2026-12-01', origin)('fr');
    expect(releasing.subject).toBe(
      'Le numéro (416) 555-0100 de votre agent vocal cessera de fonctionner le mardi 1 décembre 2026',
    );
    expect(releasing.text).toContain(`Ouvrir l’agent vocal : ${dashboard}`);
    expect(releasing.text).not.toMatch(/Your|Subscribe/);
  });
});
