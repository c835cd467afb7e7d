import { toSafeText, voiceAgentLimits } from '@kinderwait/contract';
import type { ReplyLanguage } from '../../../integrations/llm/reply-language.ts';
import { disclosureIn, spoken } from './spoken-words.ts';

/**
 * The rules every answer keeps whichever engine wrote it (docs/product/voice-agent.md#the-answering-engine),
 * enforced here only, after the engine: the automated-assistant notice once, at the start of the
 * first answer; no sentence that promises a space; at most three spoken sentences in all.
 */

/** Sentences as a caller hears them: a break after . ! or ? and a space ("$62.50" stays whole). */
export function spokenSentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+(?=\S)/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

const promise =
  /\b(?:guarantee[sd]?|promise[sd]?|reserve[sd]?|(?:hold|save|keep|book) (?:a|the|you a|your|that) (?:space|spot|place)|(?:you(?:'ll| will)|you are going to|you're going to) (?:get|have) (?:a|the|that) (?:space|spot|place)|(?:space|spot|place) is (?:yours|reserved|confirmed|secured))\b/i;
const negated = /\b(?:never|not|no|cannot|can't|won't|unable)\b/i;
// French: "je vous garantis une place", "la place est à vous", "je vous réserve une place".
const frenchPromise =
  /(?:garanti[rest]*|promet[st]?|promis|réserv(?:e|er|é|ée)s?|(?:la|une|votre) place (?:est|sera) (?:à vous|réservée|confirmée|assurée)|vous (?:aurez|obtiendrez) (?:une|la|cette) place)(?![\p{L}])/iu;
const frenchNegated = /(?:^|\s)(?:ne|n’|n'|pas|jamais|aucune?)(?:\s|$)|\b(?:ne|n)['’]/iu;

/** True when a sentence promises a space (a guarantee it does not deny), in English or French. */
export function promisesSpace(sentence: string): boolean {
  return (
    (promise.test(sentence) && !negated.test(sentence)) ||
    (frenchPromise.test(sentence) && !frenchNegated.test(sentence))
  );
}

/** What is said when nothing of the engine's answer may be said. */
export const nothingLeftText = spoken('nothingLeft', 'en');

export const disclosureOf = (businessName: string): string => disclosureIn(businessName, 'en');

/**
 * The answer as spoken: the engine's sentences without a promised space, the notice first on
 * the first answer, then cut to the sentence cap.
 */
export function spokenAnswer(
  text: string,
  disclosure: string | null,
  language: ReplyLanguage = 'en',
): string {
  const sentences = spokenSentences(toSafeText(text.replace(/\s+/g, ' '))).filter(
    (sentence) => !promisesSpace(sentence),
  );
  const said =
    sentences.length === 0 ? spokenSentences(spoken('nothingLeft', language)) : sentences;
  const whole = [...(disclosure === null ? [] : [disclosure]), ...said];
  return whole.slice(0, voiceAgentLimits.answerMaxSentences).join(' ');
}
