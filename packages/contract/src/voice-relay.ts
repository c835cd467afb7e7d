import { z } from 'zod';

/**
 * The live call protocol (docs/product/voice-agent.md#live-calls-the-relay): Twilio
 * ConversationRelay's WebSocket messages, which the server speaks with Twilio on a phone call and
 * with the dashboard on a test call. The caller's side sends speech already turned into text; the
 * agent's side answers with text tokens the caller's side speaks.
 */
export const voiceRelayApiPaths = {
  /** GET, WebSocket: where Twilio ConversationRelay connects (signed handshake). */
  twilioRelay: '/api/telephony/twilio/relay',
  /** GET, WebSocket: the provider's test call from the dashboard (access token in `setup`). */
  testCall: '/api/conversations/{feature}/voice/test-call',
} as const;

export const voiceRelayLimits = {
  /** A frame larger than this closes the session (1009): a spoken turn is a few hundred bytes. */
  maxFrameBytes: 16 * 1024,
} as const;

/** The custom parameters a session is started with (`<Parameter>` in TwiML). */
const CustomParameters = z.record(z.string().max(100), z.string().max(4096));

/** The first message: who is calling whom, and the parameters the call was started with. */
export const RelaySetupMessage = z.object({
  type: z.literal('setup'),
  sessionId: z.string().max(100).optional(),
  callSid: z.string().max(100).optional(),
  from: z.string().max(100).optional(),
  to: z.string().max(100).optional(),
  customParameters: CustomParameters.optional(),
});
export type RelaySetupMessage = z.infer<typeof RelaySetupMessage>;

/** What the caller said; only `last: true` is a finished utterance to answer. */
export const RelayPromptMessage = z.object({
  type: z.literal('prompt'),
  voicePrompt: z.string().max(2000),
  lang: z.string().max(20).optional(),
  last: z.boolean(),
});
export type RelayPromptMessage = z.infer<typeof RelayPromptMessage>;

/** The caller spoke over the agent: what had been spoken of the answer until then. */
export const RelayInterruptMessage = z.object({
  type: z.literal('interrupt'),
  utteranceUntilInterrupt: z.string().max(4000),
  durationUntilInterruptMs: z.number().min(0).optional(),
});
export type RelayInterruptMessage = z.infer<typeof RelayInterruptMessage>;

/** A key the caller pressed. */
export const RelayDtmfMessage = z.object({
  type: z.literal('dtmf'),
  digit: z.string().regex(/^[0-9*#A-D]$/),
});
export type RelayDtmfMessage = z.infer<typeof RelayDtmfMessage>;

/** Something went wrong on the caller's side (a bad message of ours, a speech failure). */
export const RelayErrorMessage = z.object({
  type: z.literal('error'),
  description: z.string().max(2000).optional(),
});
export type RelayErrorMessage = z.infer<typeof RelayErrorMessage>;

export const RelayInboundMessage = z.discriminatedUnion('type', [
  RelaySetupMessage,
  RelayPromptMessage,
  RelayInterruptMessage,
  RelayDtmfMessage,
  RelayErrorMessage,
]);
export type RelayInboundMessage = z.infer<typeof RelayInboundMessage>;

/** Words of the answer to speak, as they come; `last` closes the answer. */
export const RelayTextMessage = z.object({
  type: z.literal('text'),
  token: z.string(),
  last: z.boolean(),
  /** Spoken in this language (BCP 47) rather than the call's current one: the French offer. */
  lang: z.string().max(20).optional(),
});
export type RelayTextMessage = z.infer<typeof RelayTextMessage>;

/** The reason code of a handoff to a person (Twilio's documented one for ConversationRelay). */
export const relayHandoffReasonCode = 'live-agent-handoff';

/**
 * What a session ends with when a person takes the call over (the `handoffData` JSON): the
 * incoming-call webhook's Connect action reads it and dials the transfer number.
 */
export const RelayHandoff = z.object({
  reasonCode: z.literal(relayHandoffReasonCode),
  /** The number to pass the call to (E.164). */
  to: z.string(),
});
export type RelayHandoff = z.infer<typeof RelayHandoff>;

/** Ends the session; with `handoffData` (a JSON string), the call goes on to a person. */
export const RelayEndMessage = z.object({
  type: z.literal('end'),
  handoffData: z.string().optional(),
});
export type RelayEndMessage = z.infer<typeof RelayEndMessage>;

/** The BCP 47 codes a call speaks and hears in, by the product's language. */
export const relayLanguageCodes = { en: 'en-CA', fr: 'fr-CA' } as const;

/**
 * Switches the voice (text-to-speech) to another language mid-call, once the caller is heard in
 * it; the recogniser already listens for both (docs/product/voice-agent.md#languages).
 */
export const RelayLanguageMessage = z.object({
  type: z.literal('language'),
  ttsLanguage: z.string().max(20),
  transcriptionLanguage: z.string().max(20).optional(),
});
export type RelayLanguageMessage = z.infer<typeof RelayLanguageMessage>;

export const RelayOutboundMessage = z.discriminatedUnion('type', [
  RelayTextMessage,
  RelayEndMessage,
  RelayLanguageMessage,
]);
export type RelayOutboundMessage = z.infer<typeof RelayOutboundMessage>;

/**
 * Why the server closed a session (the WebSocket close code): malformed frames are 1007, a
 * refused caller 1008, a frame too large 1009 (the socket library's own), an unknown or ended
 * conversation 4404, the conversation over 1000.
 */
export const relayCloseCodes = {
  ended: 1000,
  malformed: 1007,
  refused: 1008,
  tooLarge: 1009,
  unknownConversation: 4404,
} as const;

/** The custom parameter naming the conversation a session belongs to. */
export const relayConversationParameter = 'conversationId';
/** On a test call, the access token and role the dashboard signs in with (no cookie on sockets). */
export const relayAccessTokenParameter = 'accessToken';
export const relayRoleIdParameter = 'roleId';

/** Handshake refusals, before any WebSocket is opened (HTTP 403). */
export const voiceRelayErrorCodes = {
  /** The `X-Twilio-Signature` is missing or does not sign this URL with the account's token. */
  signatureInvalid: 'twilio_signature_invalid',
  /** Twilio is not configured: there is no token to check a signature with. */
  twilioNotConfigured: 'twilio_not_configured',
} as const;

export const voiceRelayMessages = {
  signatureInvalid: 'This request is not signed by Twilio.',
  twilioNotConfigured: 'Twilio is not configured on this server.',
} as const;
