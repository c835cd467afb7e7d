import { z } from 'zod';
import { chatLimits, features, roleIds } from './constants.ts';
import type { RoleCode } from './constants.ts';
import { safeText } from './rules/safe-text.ts';

/**
 * The AI assistant (docs/product/assistant.md): one conversation per user, feature and name suffix,
 * and the onboarding chat configuration per role and feature.
 */
export const conversationsApiPaths = {
  /** GET (the conversation, empty when none) and DELETE; optional `?conversationNameSuffix=`. */
  conversation: '/api/conversations/{feature}',
  /** POST: adds the user's message and answers with the assistant's reply and its tool calls. */
  message: '/api/conversations/message',
  /**
   * GET `?feature=`: the onboarding chat of the current role (the `roleId` header). The original
   * API did not name this path; docs/decisions/assistant.md#ai-assistant-server-side-issue-12
   * records the choice.
   */
  onboardingChatConfiguration: '/api/onboarding/chat-configuration',
} as const;

export const conversationFeatures = [features.broadcast, features.voiceAiAgent] as const;
export const ConversationFeature = z.enum(conversationFeatures, {
  error: `The feature must be one of ${conversationFeatures.join(', ')}`,
});
export type ConversationFeature = z.infer<typeof ConversationFeature>;

/** The chat names (docs/product/assistant.md#onboarding-chats). */
export const chatNames = {
  broadcast: 'AI Broadcast',
  voiceAiAgent: 'AI Voice Agent',
} as const satisfies Record<ConversationFeature, string>;

/** The tool whose call completes each feature's onboarding chat. */
export const completionToolNames = {
  broadcast: 'EditChildcareProvider',
  voiceAiAgent: 'CreateVoiceAssistant',
} as const satisfies Record<ConversationFeature, string>;

/**
 * A tool the client answers itself carries this prefix
 * (docs/product/assistant.md#the-client-handled-picker).
 */
export const clientHandledToolPrefix = 'ClientHandled_';
export const collectScheduleAvailabilitiesToolName = `${clientHandledToolPrefix}CollectScheduleAvailabilities`;

/** The assistant identifiers (docs/product/assistant.md#chat-configuration). */
export const assistantIds = {
  broadcastLicenced: 'broadcast-onboarding-licenced-childcare-provider',
  broadcastUnlicenced: 'broadcast-onboarding-unlicenced-childcare-provider',
  voiceLicenced: 'voice-ai-onboarding-licenced-childcare-provider',
  voiceUnlicenced: 'voice-ai-onboarding-unlicenced-childcare-provider',
} as const;
export const assistantIdList = Object.values(assistantIds);
export const AssistantId = z.enum(assistantIdList);
export type AssistantId = z.infer<typeof AssistantId>;

/**
 * Only licenced and unlicenced providers have onboarding chats
 * (docs/product/assistant.md#onboarding-chats).
 */
export const onboardingAssistantByRole: Readonly<
  Partial<Record<RoleCode, Record<ConversationFeature, AssistantId>>>
> = {
  Licenced: { broadcast: assistantIds.broadcastLicenced, voiceAiAgent: assistantIds.voiceLicenced },
  Unlicenced: {
    broadcast: assistantIds.broadcastUnlicenced,
    voiceAiAgent: assistantIds.voiceUnlicenced,
  },
};

export const conversationLimits = {
  /** The chat screen's limit (docs/product/assistant.md#the-chat-screen). */
  messageMaxLength: chatLimits.messageMaxLength,
  /** Tool data the client appends (the availability sentence); generous, but bounded. */
  hiddenContentMaxLength: 4000,
  suffixMaxLength: 64,
} as const;

/** The role id is the suffix of an onboarding chat's name; any short id is accepted. */
export const ConversationNameSuffix = safeText(
  z
    .string()
    .max(conversationLimits.suffixMaxLength)
    .regex(/^[A-Za-z0-9_-]*$/, 'Use letters, digits, hyphens and underscores only'),
);

export const ConversationParams = z.object({ feature: ConversationFeature });
export type ConversationParams = z.infer<typeof ConversationParams>;

export const ConversationQuery = z.object({
  conversationNameSuffix: ConversationNameSuffix.optional(),
});
export type ConversationQuery = z.infer<typeof ConversationQuery>;

export const messageRoles = ['user', 'assistant', 'tool'] as const;
export const MessageRole = z.enum(messageRoles);
export type MessageRole = z.infer<typeof MessageRole>;

/**
 * For a tool message (docs/product/assistant.md#conversations), content is the tool name and
 * hiddenContent its result.
 */
export const Message = z.object({
  role: MessageRole,
  content: z.string(),
  hiddenContent: z.string().optional(),
});
export type Message = z.infer<typeof Message>;

/** GET /api/conversations/{feature}: oldest message first; none yet → `messages: []`. */
export const Conversation = z.object({
  feature: ConversationFeature,
  messages: z.array(Message),
});
export type Conversation = z.infer<typeof Conversation>;

export const conversationMessages = {
  blankMessage: 'Type a message or choose an answer before sending',
  onboardingChatConfigurationNotFound: (role: string, feature: string): string =>
    `Onboarding chat configuration not found for role: ${role} and feature: ${feature}`,
  budgetSpent: (messages: number, tokens: number): string =>
    `You have reached today's assistant limit (${String(messages)} messages or ${String(tokens)} tokens a day). It renews at midnight, Toronto time.`,
  assistantUnavailable: 'The assistant could not answer just now. Please try again in a moment.',
  automatedAssistant: 'I am an automated assistant.',
} as const;

/**
 * POST /api/conversations/message. `content` is what the user typed; `hiddenContent` the tool data
 * the client appends (the client-handled picker's answer, the initial hidden text). One of them
 * must not be blank.
 */
export const SendMessageBody = z
  .object({
    content: safeText(z.string().max(conversationLimits.messageMaxLength), { multiLine: true }),
    feature: ConversationFeature,
    conversationNameSuffix: ConversationNameSuffix.optional(),
    hiddenContent: safeText(z.string().max(conversationLimits.hiddenContentMaxLength), {
      multiLine: true,
    })
      .nullable()
      .optional(),
  })
  .superRefine((body, context) => {
    if (body.content.trim() === '' && (body.hiddenContent ?? '').trim() === '') {
      context.addIssue({
        code: 'custom',
        message: conversationMessages.blankMessage,
        path: ['content'],
      });
    }
  });
export type SendMessageBody = z.infer<typeof SendMessageBody>;

export const ToolResult = z.object({ name: z.string(), result: z.string() });
export type ToolResult = z.infer<typeof ToolResult>;

/** The reply: the assistant's text and one entry per tool called, in order. */
export const SendMessageResponse = z.object({
  assistant: z.string(),
  tools: z.array(ToolResult),
});
export type SendMessageResponse = z.infer<typeof SendMessageResponse>;

export const OnboardingChatConfigurationQuery = z.object({ feature: ConversationFeature });
export type OnboardingChatConfigurationQuery = z.infer<typeof OnboardingChatConfigurationQuery>;

/**
 * The onboarding chat configuration (docs/product/assistant.md#chat-configuration); the welcome
 * message of broadcast is docs/product/assistant.md#broadcast-welcome-message.
 */
export const OnboardingChatConfiguration = z.object({
  onboardingAssistant: AssistantId,
  onboardingAssistantName: z.string(),
  completionToolName: z.string(),
  welcomeMessage: z.string(),
});
export type OnboardingChatConfiguration = z.infer<typeof OnboardingChatConfiguration>;

export const conversationsErrorCodes = {
  /** 404: the current role has no onboarding chat for this feature. */
  onboardingChatConfigurationNotFound: 'onboarding_chat_configuration_not_found',
  /** 429: the user's daily assistant messages or tokens are spent. */
  assistantBudgetSpent: 'assistant_budget_spent',
  /** 503: the model provider failed or timed out; nothing of the turn is kept. */
  assistantUnavailable: 'assistant_unavailable',
} as const;

/**
 * The role ids whose onboarding chats exist: the suffixes a client sends
 * (docs/product/assistant.md#chat-configuration).
 */
export const onboardingChatRoleIds = [roleIds.Licenced, roleIds.Unlicenced] as const;
