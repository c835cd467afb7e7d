import { describe, expect, it } from 'vitest';
import { messageTakenEmail } from './voice-message-email.ts';

const message = {
  name: 'Maya',
  callbackNumber: '+14165550100',
  childAge: '2 years',
  question: 'Do you have a toddler space?',
};
const origin = 'https://kinderwait.example';

describe('the email of a message the voice agent took', () => {
  it('keeps its English words exactly', () => {
    const email = messageTakenEmail(message, 'Sunny Days', origin, 'Asked about spaces.')('en');
    expect(email.subject).toBe('Maya left a message with your voice agent');
    expect(email.text).toMatch(
      /^Your voice agent for Sunny Days took a message\.\n\nName: Maya\nCallback number: \+14165550100\nChild's age: 2 years\nQuestion: Do you have a toddler space\?\n\nSummary: Asked about spaces\.\n\nSee the conversation: https:\/\/kinderwait\.example\/voice-ai-agent\n/,
    );
    expect(messageTakenEmail(message, '', origin, 's')('en').text).toMatch(
      /^Your voice agent took a message\./,
    );
  });

  it('is written in French for a French-speaking provider, the caller’s words as said', () => {
    const email = messageTakenEmail(message, 'Sunny Days', origin, 'Asked about spaces.')('fr');
    expect(email.subject).toBe('Maya a laissé un message à votre agent vocal');
    expect(email.text).toContain('Votre agent vocal pour Sunny Days a pris un message.');
    expect(email.text).toContain('Numéro de rappel : +14165550100');
    expect(email.text).toContain('Âge de l’enfant : 2 years');
    expect(email.text).toContain(
      'Voir la conversation : https://kinderwait.example/voice-ai-agent',
    );
    expect(email.text).not.toMatch(/Callback|Summary|Your voice agent/);
  });
});
