import { toSafeText, voiceAgentLimits } from '@kinderwait/contract';
import { promisesSpace, spokenSentences } from './spoken-answer.ts';

/**
 * The spoken rules (spoken-answer.ts) kept on an answer the engine writes in pieces: a sentence is
 * said once it is whole, since whether it promises a space is known only then, and a piece never
 * ends mid-word. The notice comes before the first sentence; nothing is said past the cap.
 */
export interface SpokenStream {
  /** A piece of the engine's text: every sentence it completes is checked, then said. */
  push(delta: string): void;
  /** Nothing more is said (a transfer or a message took the turn over). */
  stop(): void;
  /** The engine's text ended: its last sentence is said (unless stopped); all said, in order. */
  finish(): readonly string[];
}

/**
 * A sentence ends at . ! or ? followed by a space and the next word: "$62.50" stays whole, and a
 * sentence whose next word has not come yet waits for it (or for the end).
 */
const sentenceEnd = /[.!?]\s+(?=\S)/;

export function createSpokenStream(
  disclosure: string | null,
  say: (sentence: string) => void,
): SpokenStream {
  let buffer = '';
  let stopped = false;
  const said: string[] = [];

  const sayOne = (sentence: string): void => {
    if (said.length === 0 && disclosure !== null) {
      said.push(disclosure);
      say(disclosure);
    }
    if (said.length >= voiceAgentLimits.answerMaxSentences) return;
    said.push(sentence);
    say(sentence);
  };

  const accept = (text: string): void => {
    for (const sentence of spokenSentences(toSafeText(text.replace(/\s+/g, ' ')))) {
      if (!promisesSpace(sentence)) sayOne(sentence);
    }
  };

  return {
    push(delta) {
      if (stopped) return;
      buffer += delta;
      for (let end = sentenceEnd.exec(buffer); end !== null; end = sentenceEnd.exec(buffer)) {
        accept(buffer.slice(0, end.index + 1));
        buffer = buffer.slice(end.index + end[0].length);
      }
    },
    stop() {
      stopped = true;
      buffer = '';
    },
    finish() {
      if (!stopped) accept(buffer);
      stopped = true;
      buffer = '';
      return said;
    },
  };
}
