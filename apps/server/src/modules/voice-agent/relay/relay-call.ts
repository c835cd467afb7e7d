import type { ReplyLanguage } from '../../../integrations/llm/reply-language.ts';

/**
 * What a relay session needs of the conversation its `setup` named
 * (docs/product/voice-agent.md#live-calls-the-relay). The session speaks the protocol; this asks
 * the answering engine and keeps the transcript.
 */
export interface RelayCall {
  /** Said once the session opens (a test call's greeting; Twilio speaks a phone call's own). */
  greeting: string | null;
  /** The call's first language: the agent's (its greeting's) until the caller is heard in another. */
  language: ReplyLanguage;
  /** Said after the greeting in the other language than the call's (its offer), or null. */
  offer: { text: string; lang: string } | null;
  /**
   * The answer to the caller's finished words; `onLookup` fires as a slow lookup begins, and
   * `onSentence` with each sentence as the engine writes it (the answer's `text` begins with them).
   */
  ask(
    text: string,
    onLookup: () => void,
    onSentence: (sentence: string) => void,
    language: ReplyLanguage,
  ): Promise<RelayAsked>;
  /** The caller pressed 0: the words that pass the call on, and where to (null: no one to). */
  handoff(language: ReplyLanguage): Promise<{ text: string; to: string | null }>;
  /** The engine failed: an apology, and the message-taking begins (stored); the words to say. */
  failed(callerText: string, language: ReplyLanguage): Promise<string>;
  /** The caller interrupted the last answer kept: only what they heard of it stays. */
  amendLastAnswer(said: string): Promise<void>;
  /** The socket closed: a hang-up keeps the outcome, a drop makes it abandoned; ends the call. */
  finish(how: 'hung_up' | 'dropped'): Promise<void>;
}

export interface RelayAsked {
  text: string;
  /** Where the call passes to once the answer is said (a transfer), or null. */
  transferTo: string | null;
  /** Stores the turn with what was said of the answer; resolves whether the call is over. */
  keep(said: string): Promise<boolean>;
}

/** A session refused at `setup` (close code and reason, see relayCloseCodes). */
export interface RelayRefusal {
  refused: { code: number; reason: string };
}

export type RelayOpening = RelayCall | RelayRefusal;

export const isRefusal = (opening: RelayOpening): opening is RelayRefusal => 'refused' in opening;
