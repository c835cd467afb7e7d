import { describe, expect, it } from 'vitest';
import { pressedZeroText, testCallCaller } from './relay/relay-words.ts';
import {
  callerWords,
  summaryWords,
  testChatCaller,
  turnWords,
  widgetVisitorCaller,
} from './voice-conversation-words.ts';

describe('the labels a conversation stores, read by its provider', () => {
  it('are worded in French for a French-speaking provider', () => {
    expect(callerWords(testChatCaller, 'fr')).toBe('Clavardage de test');
    expect(callerWords(testCallCaller, 'fr')).toBe('Appel de test');
    expect(callerWords(widgetVisitorCaller('3f2a9c11-0000'), 'fr')).toBe(
      'Visiteur du site Web 3f2a9c',
    );
    expect(summaryWords(testCallCaller, false, 'fr')).toBe('Appel de test');
    expect(summaryWords('Message from Marie: Une place en septembre ?', true, 'fr')).toBe(
      'Message de Marie : Une place en septembre ?',
    );
    expect(turnWords(pressedZeroText, 'fr')).toBe('A appuyé sur 0 pour parler à quelqu’un');
  });

  it('leave what callers and the agent said as said, and English as stored', () => {
    expect(callerWords('(647) ***-**34', 'fr')).toBe('(647) ***-**34');
    expect(summaryWords('Message from the director, please', false, 'fr')).toBe(
      'Message from the director, please',
    );
    expect(turnWords('Bonjour', 'fr')).toBe('Bonjour');
    expect(callerWords(widgetVisitorCaller('3f2a9c11'), 'en')).toBe('Website visitor 3f2a9c');
    expect(turnWords(pressedZeroText, 'en')).toBe('Pressed 0 for a person');
  });
});
