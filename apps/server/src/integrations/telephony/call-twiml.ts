import VoiceResponse from 'twilio/lib/twiml/VoiceResponse.js';

/**
 * The TwiML our voice webhooks answer Twilio with, built by Twilio's own builder (it escapes what
 * it is given). Only the builder is imported, not the whole client.
 */

export interface RelayCall {
  /** wss:// URL of the ConversationRelay WebSocket. */
  relayUrl: string;
  /** Where Twilio asks what next once the relay session ended (`<Connect action>`). */
  actionUrl: string;
  /** Spoken first: the agent's greeting and the automated-assistant and transcript notice. */
  welcomeGreeting: string;
  /** BCP 47, e.g. en-CA. */
  language: string;
  /** Amazon Polly's voice, e.g. Joanna-Neural. */
  voice: string;
  /**
   * Every language the call may switch to, its own first, each with its voice: with more than
   * one, the recogniser listens for all of them (Deepgram's `multi`) and tags each prompt with
   * the language it heard (docs/product/voice-agent.md#languages).
   */
  languages: readonly { code: string; voice: string }[];
  /** Custom parameters the relay's `setup` message carries back. */
  parameters: Readonly<Record<string, string>>;
}

/**
 * The recogniser that tells languages apart on a call: Deepgram, one model for every language
 * (mixed models detect worse).
 */
const recogniser = { transcriptionProvider: 'Deepgram', speechModel: 'nova-3-general' } as const;

/** Hands the call to the agent through ConversationRelay. */
export function relayTwiml(call: RelayCall): string {
  const response = new VoiceResponse();
  const multilingual = call.languages.length > 1;
  const relay = response.connect({ action: call.actionUrl }).conversationRelay({
    url: call.relayUrl,
    welcomeGreeting: call.welcomeGreeting,
    language: call.language,
    ttsProvider: 'Amazon',
    voice: call.voice,
    ...(multilingual ? { transcriptionLanguage: 'multi', ...recogniser } : {}),
  });
  if (multilingual) {
    for (const { code, voice } of call.languages) {
      relay.language({ code, ttsProvider: 'Amazon', voice, ...recogniser });
    }
  }
  for (const [name, value] of Object.entries(call.parameters)) relay.parameter({ name, value });
  return response.toString();
}

/**
 * How a `<Say>` speaks when not in Twilio's default English voice: its language and Polly voice
 * (an agent whose provider chose French).
 */
export type Speech = Pick<VoiceResponse.SayAttributes, 'language' | 'voice'>;

/**
 * Passes the call to a person: `<Dial>` the number, showing the caller's own number (so the
 * person sees who calls), after an optional short notice.
 */
export function dialTwiml(
  to: string,
  callerId: string,
  notice: string | null,
  speech: Speech = {},
): string {
  const response = new VoiceResponse();
  if (notice !== null) response.say(speech, notice);
  response.dial(callerId === '' ? {} : { callerId }, to);
  return response.toString();
}

/** Says a short message, then hangs up. */
export function sayTwiml(message: string, speech: Speech = {}): string {
  const response = new VoiceResponse();
  response.say(speech, message);
  response.hangup();
  return response.toString();
}

/** Ends the call. */
export function hangupTwiml(): string {
  const response = new VoiceResponse();
  response.hangup();
  return response.toString();
}
