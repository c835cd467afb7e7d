import { messageQuestions } from '../answering/message-taking.ts';

/** Said when a lookup keeps the caller waiting, before the answer itself. */
export const acknowledgementText = 'One moment, let me check. ';

/** Said when the engine fails mid-call; the message-taking's first question follows. */
export const failureText = `Sorry, I'm having trouble answering right now. Someone from the centre will call you back. ${messageQuestions.name}`;

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
