import { normalizeAnswer } from '../parsers/parsed.ts';

const greetingPhrase = String.raw`(?:hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening|day)|again|there|everyone|i'?m back|i am back|back again|it'?s me|where were we|where was i|where did we leave off|let'?s (?:continue|carry on|go on|keep going)|continue|carry on|are you (?:still )?there|anyone there|thanks|thank you)`;
const greeting = new RegExp(String.raw`^(?:${greetingPhrase}[\s,.!?]*)+$`);

/**
 * A message that only greets or picks the chat up again ("Hi", "Hello again", "I'm back", "where
 * were we?"): not an answer. Mid-way the chat carries on with its open question.
 */
export const isGreeting = (text: string): boolean => greeting.test(normalizeAnswer(text));

const resuming =
  /\b(?:again|back|where were we|where was i|where did we leave off|continue|carry on|keep going|are you (?:still )?there|anyone there)\b/;

/**
 * A greeting that picks the chat up again ("Hello again", "I'm back"), as opposed to a plain
 * "Hello!", which may be the very greeting a voice agent's callers should hear.
 */
export const isResuming = (text: string): boolean =>
  isGreeting(text) && resuming.test(normalizeAnswer(text));

const questionStart =
  /^(?:what|what's|whats|how|why|who|whom|whose|where|when|which|can you|could you|would you|will you|do you|does|did|is it|is there|are you|are there|tell me|explain|show me|give me|help me with)\b/;

/**
 * A message that asks something rather than answering ("What is the weather?", "Tell me a joke"):
 * when it answers nothing, the chat says what it can help with and asks its question again.
 */
export function isQuestionLike(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.endsWith('?') || questionStart.test(normalizeAnswer(trimmed));
}

const filler = new Set([
  'a',
  'actually',
  'all',
  'also',
  'an',
  'and',
  'are',
  'as',
  'but',
  'for',
  'got',
  'has',
  'have',
  'i',
  'is',
  'just',
  'my',
  'of',
  'oh',
  'ok',
  'okay',
  'oops',
  'our',
  'plus',
  'so',
  'sorry',
  'the',
  'then',
  'there',
  'too',
  'we',
  "we're",
  'well',
  'with',
  'yes',
]);

/** What is left of a message once its facts are taken: nothing but small words and punctuation. */
export function isTrivial(text: string): boolean {
  return normalizeAnswer(text)
    .replace(/[^a-z0-9' ]/g, ' ')
    .split(' ')
    .every((word) => word === '' || filler.has(word));
}
