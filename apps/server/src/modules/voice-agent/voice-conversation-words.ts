import type { Language } from '../../i18n/language.ts';
import { pressedZeroText, testCallCaller } from './relay/relay-words.ts';

/** What the list shows as the caller of a test chat. */
export const testChatCaller = 'Test chat';

const widgetVisitor = /^Website visitor (\S{6})$/;
const messageFrom = /^Message from (.+?): (.*)$/s;

/** A website visitor, told apart by the start of the conversation's id (no one is identified). */
export function widgetVisitorCaller(conversationId: string): string {
  return `Website visitor ${conversationId.slice(0, 6)}`;
}

/**
 * The labels the server stores in English in a conversation (the caller of a test or a widget
 * visitor, pressing 0, the first summary of a message taken), in the reader's language: they are
 * kept as stored so past conversations read the same, and worded when read. Anything else is the
 * caller's or the agent's own words, shown as said.
 */
export function callerWords(caller: string, language: Language): string {
  if (language === 'en') return caller;
  if (caller === testChatCaller) return 'Clavardage de test';
  if (caller === testCallCaller) return 'Appel de test';
  const visitor = widgetVisitor.exec(caller)?.[1];
  return visitor === undefined ? caller : `Visiteur du site Web ${visitor}`;
}

/** A conversation's summary: a test call's placeholder or a message's first summary, worded. */
export function summaryWords(summary: string, messageTaken: boolean, language: Language): string {
  if (language === 'en') return summary;
  if (summary === testCallCaller) return 'Appel de test';
  const message = messageTaken ? messageFrom.exec(summary) : null;
  return message === null ? summary : `Message de ${message[1] ?? ''} : ${message[2] ?? ''}`;
}

/** A turn's text: the caller pressing 0 is worded, anything said is as said. */
export function turnWords(text: string, language: Language): string {
  return language === 'fr' && text === pressedZeroText
    ? 'A appuyé sur 0 pour parler à quelqu’un'
    : text;
}
