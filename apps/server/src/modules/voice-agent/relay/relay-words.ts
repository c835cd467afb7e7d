import type { ReplyLanguage } from '../../../integrations/llm/reply-language.ts';
import { spoken } from '../answering/spoken-words.ts';

/** Said when a lookup keeps the caller waiting, before the answer itself. */
export const acknowledgementIn = (language: ReplyLanguage): string =>
  spoken('acknowledgement', language);
export const acknowledgementText = acknowledgementIn('en');

/** Said when the engine fails mid-call; the message-taking's first question follows. */
export const failureIn = (language: ReplyLanguage): string =>
  `${spoken('trouble', language)} ${spoken('askName', language)}`;
export const failureText = failureIn('en');

/** What the transcript shows of the caller pressing 0. */
export const pressedZeroText = 'Pressed 0 for a person';

/** The caller of a test call, in the conversations list. */
export const testCallCaller = 'Test call';

/**
 * The answer as the tokens a live call speaks: a word each, with the space after it, so that the
 * tokens joined are the answer. The engine answers whole; the words go out as soon as it has.
 */
export function spokenTokens(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [];
}
