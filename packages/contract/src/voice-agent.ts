import { z } from 'zod';
import { features } from './constants.ts';
import { E164Phone, PhoneNumber } from './rules/phone-number.ts';
import { safeText } from './rules/safe-text.ts';
import { PreferredLanguage } from './users.ts';
import { voiceAssistantLimits, voiceAssistantMessages } from './voice-assistants.ts';

/**
 * The voice agent that answers families (docs/product/voice-agent.md): its settings, its website
 * widget, the conversations it held and the test chat a provider talks to it through. Answers
 * come from the provider's knowledge base and live profile facts.
 */
export const voiceAgentApiPaths = {
  /** GET, PATCH: the agent's settings (the setup chat's details and what the provider changed). */
  assistant: '/api/assistants/{feature}/voice',
  /** GET: the embed snippet and the origins the widget may be used from. */
  widget: '/api/widgets/{feature}',
  /** GET `page`, `pageSize`: the conversations, newest first (`{ items }`). */
  conversations: '/api/conversations/{feature}/voice',
  /** GET: one conversation with its transcript. */
  conversation: '/api/conversations/{feature}/voice/{conversationId}',
  /** POST: the provider's test chat, one caller message at a time (channel `test`). */
  testMessages: '/api/conversations/{feature}/voice/test-messages',
  /** GET (public, CORS): what a widget shows before the first message. No cookie. */
  publicAgent: '/api/public/voice-agents/{publicId}',
  /** POST (public, CORS, rate-limited): a website visitor's message (channel `widget`). */
  publicMessages: '/api/public/voice-agents/{publicId}/messages',
} as const;

/** Where the widget script is served, on the app's own origin. */
export const voiceWidgetScriptPath = '/widget/v1.js';

export const VoiceAgentFeature = z.enum([features.voiceAiAgent], {
  error: `The feature must be ${features.voiceAiAgent}`,
});
export const VoiceAgentFeatureParams = z.object({ feature: VoiceAgentFeature });
export type VoiceAgentFeatureParams = z.infer<typeof VoiceAgentFeatureParams>;

export const voiceAgentLimits = {
  /** A caller's message, and an answer: a spoken turn, not an essay. */
  messageMaxLength: 500,
  /** An answer is at most this many spoken sentences. */
  answerMaxSentences: 3,
  /** Turns in one conversation: past it the agent offers a person and the conversation ends. */
  conversationMaxTurns: 40,
  allowedOriginsMax: 10,
  answeringWindowsMax: 14,
  conversationsPageSize: 20,
  conversationsPageSizeMax: 100,
} as const;

/**
 * The languages a provider can choose for the agent: it greets in this one and offers the other
 * (docs/product/voice-agent.md#languages).
 */
export const voiceAgentLanguages = ['en-CA', 'fr-CA'] as const;
/** The voices a phone call can use (part 2 maps each to the telephony provider's voice). */
export const voiceAgentVoices = ['Joanna', 'Matthew', 'Ruth', 'Stephen'] as const;

/**
 * How many days the provider keeps conversation transcripts (docs/product/voice-agent.md,
 * "Transcript retention"); a daily job deletes older ones.
 */
export const voiceTranscriptRetentionDays = [30, 90, 365] as const;
export type VoiceTranscriptRetentionDays = (typeof voiceTranscriptRetentionDays)[number];
const TranscriptRetentionDays = z.union(
  voiceTranscriptRetentionDays.map((days) => z.literal(days)),
);

/** What an agent has until the provider changes it (docs/decisions/voice-agent.md). */
export const voiceAgentDefaults = {
  transcriptRetentionDays: 90,
} as const satisfies { transcriptRetentionDays: VoiceTranscriptRetentionDays };

/** One window of the week the agent answers in, Toronto time; Monday is 1, Sunday 7. */
export const AnsweringWindow = z
  .object({
    weekday: z.number().int().min(1).max(7),
    opens: safeText(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 08:30')),
    closes: safeText(
      z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use a time like 18:00'),
    ),
  })
  .refine((window) => window.opens < window.closes, {
    error: 'The closing time must be after the opening time',
    path: ['closes'],
  });
export type AnsweringWindow = z.infer<typeof AnsweringWindow>;

/** An origin the widget may be embedded on: scheme, host and port, nothing else. */
export const AllowedOrigin = safeText(
  z
    .string()
    .trim()
    .max(300)
    .regex(/^https?:\/\/[^/\s?#@]+$/, 'Use an origin like https://www.example.ca (no path)'),
);

/**
 * The agent's settings. `answeringHours` empty means at all hours; `enabled` false means the
 * widget and the phone say the agent is off. `publicId` names the agent in the widget snippet.
 */
export const VoiceAgentSettings = z.object({
  id: z.uuid(),
  publicId: z.string(),
  businessName: z.string(),
  greeting: z.string(),
  language: z.enum(voiceAgentLanguages),
  voice: z.enum(voiceAgentVoices),
  redirectPhoneNumber: z.string(),
  smsPhoneNumber: z.string(),
  websiteUrl: z.string(),
  answeringHours: z.array(AnsweringWindow),
  enabled: z.boolean(),
  allowedOrigins: z.array(z.string()),
  transcriptRetentionDays: TranscriptRetentionDays,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VoiceAgentSettings = z.infer<typeof VoiceAgentSettings>;

/** PATCH: any of the settings; what is absent is kept. */
export const VoiceAgentSettingsPatch = z
  .object({
    businessName: safeText(
      z.string().trim().min(1).max(voiceAssistantLimits.businessNameMaxLength),
    ),
    greeting: safeText(z.string().trim().min(1).max(voiceAssistantLimits.greetingMaxLength)),
    language: z.enum(voiceAgentLanguages),
    voice: z.enum(voiceAgentVoices),
    redirectPhoneNumber: PhoneNumber,
    smsPhoneNumber: PhoneNumber,
    websiteUrl: safeText(
      z
        .httpUrl({
          error: (issue) =>
            typeof issue.input === 'string' ? voiceAssistantMessages.websiteNotHttp : undefined,
        })
        .max(voiceAssistantLimits.websiteUrlMaxLength),
    ),
    answeringHours: z.array(AnsweringWindow).max(voiceAgentLimits.answeringWindowsMax),
    enabled: z.boolean(),
    allowedOrigins: z.array(AllowedOrigin).max(voiceAgentLimits.allowedOriginsMax),
    transcriptRetentionDays: TranscriptRetentionDays,
  })
  .partial()
  .strict();
export type VoiceAgentSettingsPatch = z.infer<typeof VoiceAgentSettingsPatch>;

/** GET /api/widgets/{feature}: what to paste into the provider's website, and where it works. */
export const VoiceWidget = z.object({
  publicId: z.string(),
  scriptUrl: z.string(),
  snippet: z.string(),
  allowedOrigins: z.array(z.string()),
});
export type VoiceWidget = z.infer<typeof VoiceWidget>;

export const voiceConversationChannels = ['phone', 'widget', 'test'] as const;
export type VoiceConversationChannel = (typeof voiceConversationChannels)[number];
export const voiceConversationOutcomes = [
  'answered',
  'message_taken',
  'transferred',
  'abandoned',
] as const;
export type VoiceConversationOutcome = (typeof voiceConversationOutcomes)[number];

/**
 * The live facts the agent reads at answer time (docs/product/voice-agent.md#the-answering-engine);
 * a fact source names one of them.
 */
export const voiceFactNames = [
  'centreName',
  'ageGroups',
  'hours',
  'fees',
  'cwelcc',
  'subsidy',
  'languages',
  'waitlistPolicy',
  'address',
  'joinWaitlist',
  'phone',
] as const;
export type VoiceFactName = (typeof voiceFactNames)[number];

/** What an answer stood on: a passage of the knowledge base, or a live fact of the profile. */
export const VoiceAnswerSource = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('passage'),
    itemKey: z.string(),
    itemName: z.string(),
    sourceUrl: z.string().nullable(),
    excerpt: z.string(),
  }),
  z.object({ kind: z.literal('fact'), name: z.string(), value: z.string() }),
]);
export type VoiceAnswerSource = z.infer<typeof VoiceAnswerSource>;

export const VoiceTurn = z.object({
  role: z.enum(['caller', 'agent']),
  text: z.string(),
  at: z.string(),
  sources: z.array(VoiceAnswerSource),
});
export type VoiceTurn = z.infer<typeof VoiceTurn>;

/** A message the agent took for the provider (the callback number is E.164). */
export const VoiceMessage = z.object({
  name: safeText(z.string().trim().min(1).max(100)),
  callbackNumber: E164Phone,
  childAge: safeText(z.string().trim().min(1).max(60)),
  question: safeText(z.string().trim().min(1).max(voiceAgentLimits.messageMaxLength)),
});
export type VoiceMessage = z.infer<typeof VoiceMessage>;

/** A conversation in the list. `caller` is masked for widget visitors and test chats. */
export const VoiceConversationSummary = z.object({
  id: z.uuid(),
  channel: z.enum(voiceConversationChannels),
  startedAt: z.string(),
  durationSeconds: z.number().int().min(0),
  caller: z.string(),
  outcome: z.enum(voiceConversationOutcomes),
  summary: z.string(),
});
export type VoiceConversationSummary = z.infer<typeof VoiceConversationSummary>;

export const VoiceConversationDetails = VoiceConversationSummary.extend({
  turns: z.array(VoiceTurn),
  message: VoiceMessage.nullable(),
});
export type VoiceConversationDetails = z.infer<typeof VoiceConversationDetails>;

export const VoiceConversationsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(voiceAgentLimits.conversationsPageSizeMax)
    .default(voiceAgentLimits.conversationsPageSize),
});
export type VoiceConversationsQuery = z.infer<typeof VoiceConversationsQuery>;

export const VoiceConversationsResponse = z.object({ items: z.array(VoiceConversationSummary) });
export type VoiceConversationsResponse = z.infer<typeof VoiceConversationsResponse>;

export const VoiceConversationParams = VoiceAgentFeatureParams.extend({
  conversationId: z.uuid(),
});
export type VoiceConversationParams = z.infer<typeof VoiceConversationParams>;

/** A caller's message: the first one starts a conversation (no `conversationId`). */
export const VoiceCallerMessageBody = z.object({
  conversationId: z.uuid().optional(),
  text: safeText(z.string().trim().min(1).max(voiceAgentLimits.messageMaxLength)),
  /**
   * The language the caller reads (the widget sends its page's `<html lang>`): the agent answers
   * in it unless the message is clearly in the other. Absent: the message's own language, else
   * the conversation's, else English.
   */
  language: PreferredLanguage.optional().meta({
    description:
      "The language the visitor reads: the website widget sends its page's language ('fr' for a French page). The agent answers in it unless the message is clearly in the other language; when absent, in the message's own language, else the conversation's, else English.",
  }),
});
export type VoiceCallerMessageBody = z.infer<typeof VoiceCallerMessageBody>;

/**
 * The agent's answer to one message. `ended` is true once the conversation is over (a message
 * taken, a transfer, the turn limit). Test chats also see the sources; the public widget does not.
 */
export const VoiceAgentReply = z.object({
  conversationId: z.uuid(),
  text: z.string(),
  outcome: z.enum(voiceConversationOutcomes),
  ended: z.boolean(),
  sources: z.array(VoiceAnswerSource),
});
export type VoiceAgentReply = z.infer<typeof VoiceAgentReply>;

export const PublicVoiceAgentParams = z.object({
  publicId: safeText(z.string().regex(/^[A-Za-z0-9_-]{10,40}$/)),
});
export type PublicVoiceAgentParams = z.infer<typeof PublicVoiceAgentParams>;

/** What the widget shows before anything is asked. */
export const PublicVoiceAgent = z.object({
  businessName: z.string(),
  greeting: z.string(),
  language: z.enum(voiceAgentLanguages),
  available: z.boolean(),
});
export type PublicVoiceAgent = z.infer<typeof PublicVoiceAgent>;

export const PublicVoiceAgentReply = VoiceAgentReply.omit({ sources: true });
export type PublicVoiceAgentReply = z.infer<typeof PublicVoiceAgentReply>;

export const voiceAgentMessages = {
  notSetUp: 'The voice agent has no details yet. Finish the setup chat first.',
  conversationNotFound: 'Conversation not found',
  agentNotFound: 'This assistant is not available.',
  agentOff: 'This assistant is not answering right now. Please call the centre.',
  originRefused: 'This website may not use this assistant.',
  conversationEnded: 'This conversation has ended. Start a new one.',
} as const;

export const voiceAgentErrorCodes = {
  /** 404: the provider has not finished the setup chat (no settings yet). */
  notSetUp: 'voice_agent_not_set_up',
  /** 404: no conversation of this id for this provider. */
  conversationNotFound: 'voice_conversation_not_found',
  /** 404: the public id names no agent. */
  agentNotFound: 'voice_agent_not_found',
  /** 409: the agent is switched off, or outside its answering hours. */
  agentOff: 'voice_agent_off',
  /** 403: a widget request from an origin the provider did not allow. */
  originRefused: 'voice_widget_origin_refused',
  /** 409: a message to a conversation that has ended. */
  conversationEnded: 'voice_conversation_ended',
} as const;
