import { toSafeText, voiceAgentLimits } from '@kinderwait/contract';

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

/** True when a sentence promises a space (a guarantee it does not deny). */
export function promisesSpace(sentence: string): boolean {
  return promise.test(sentence) && !negated.test(sentence);
}

/** What is said when nothing of the engine's answer may be said. */
export const nothingLeftText =
  "I'm sorry, I can't answer that. I can pass you to someone at the centre, or take a message.";

export function disclosureOf(businessName: string): string {
  const name = businessName.trim();
  return name === ''
    ? "You're speaking with an automated assistant."
    : `You're speaking with ${name}'s automated assistant.`;
}

/**
 * The answer as spoken: the engine's sentences without a promised space, the notice first on
 * the first answer, then cut to the sentence cap.
 */
export function spokenAnswer(text: string, disclosure: string | null): string {
  const sentences = spokenSentences(toSafeText(text.replace(/\s+/g, ' '))).filter(
    (sentence) => !promisesSpace(sentence),
  );
  const said = sentences.length === 0 ? spokenSentences(nothingLeftText) : sentences;
  const spoken = [...(disclosure === null ? [] : [disclosure]), ...said];
  return spoken.slice(0, voiceAgentLimits.answerMaxSentences).join(' ');
}
