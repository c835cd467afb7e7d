import type {
  VoiceAgentSettings,
  VoiceAnswerSource,
  VoiceConversationChannel,
  VoiceConversationOutcome,
  VoiceMessage,
} from '@kinderwait/contract';
import type { ReplyLanguage } from '../../../integrations/llm/reply-language.ts';

/**
 * The answering engine's one entry (docs/product/voice-agent.md#the-answering-engine): a caller's
 * message in, the agent's spoken answer out, grounded in the provider's own passages and live
 * facts. The conversations service stores the turns and the state; this answers one turn.
 */
export interface VoiceAnswerInput {
  /** The provider whose knowledge and facts answer: never another's. */
  providerUserId: string;
  agent: Pick<VoiceAgentSettings, 'businessName' | 'greeting' | 'language' | 'redirectPhoneNumber'>;
  /** The conversation so far, oldest first, without the new message. */
  history: readonly { role: 'caller' | 'agent'; text: string }[];
  /**
   * Where the caller is: on the phone (and the provider's test chat, which plays a call) a person
   * can take the call over; a website visitor can only be given the number to call.
   */
  channel: VoiceConversationChannel;
  /** The caller's new message. */
  text: string;
  /**
   * The language the channel says the caller uses: the speech recogniser's for a call, the page's
   * for the website widget; absent when it says none (docs/product/voice-agent.md#languages).
   */
  language?: ReplyLanguage;
  /** What the previous answer returned as `state` (null on the first turn); stored as JSON. */
  state: VoiceDialogueState | null;
  /** Toronto's today, YYYY-MM-DD. */
  today: string;
  /**
   * Called as a lookup (the knowledge base, the live facts) begins: a live call speaks a short
   * acknowledgement when the answer is slow to come, so the caller never waits in silence.
   */
  onLookup?: () => void;
  /**
   * Called with each sentence of the answer as the engine writes it, already checked by the
   * spoken rules, in order: a live call speaks it at once. The answer's `text` then begins with
   * these sentences, joined by a space. An engine that answers whole (the local one) calls it
   * never, and the answer comes only whole.
   */
  onSentence?: (sentence: string) => void;
}

/**
 * Where a conversation stands between turns: JSON the conversations service keeps as it is.
 * `disclosed`: the automated-assistant notice was said. `message`: a message being taken, what
 * the caller gave so far (null fields still to ask), or null.
 */
export interface VoiceDialogueState {
  disclosed: boolean;
  message: {
    name: string | null;
    callbackNumber: string | null;
    childAge: string | null;
    question: string | null;
  } | null;
  /** The language the conversation is in so far; English when absent (older states). */
  language?: ReplyLanguage;
}

export interface VoiceAnswer {
  /** At most three spoken sentences; the first answer says it is an automated assistant. */
  text: string;
  /** The passages and facts the answer used. */
  sources: VoiceAnswerSource[];
  /** `answered`, or `message_taken` / `transferred` on the turn that ends it so. */
  outcome: VoiceConversationOutcome;
  /** True once nothing more is to be said (a message taken, a transfer). */
  ended: boolean;
  /** The message taken, on the turn it is complete; the caller sends it to the provider. */
  message: VoiceMessage | null;
  state: VoiceDialogueState | null;
}

export interface VoiceAnswerer {
  answer(input: VoiceAnswerInput): Promise<VoiceAnswer>;
}
