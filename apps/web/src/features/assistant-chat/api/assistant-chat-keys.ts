import type { ConversationFeature } from '@kinderwait/contract/conversations';

/** Query keys of the assistant chat: a conversation per feature and name suffix, configurations. */
export const assistantChatKeys = {
  all: ['assistant-chat'] as const,
  conversation: (feature: ConversationFeature, suffix: string | undefined) =>
    [...assistantChatKeys.all, 'conversation', feature, suffix ?? ''] as const,
  onboardingConfiguration: (feature: ConversationFeature, roleId: string | undefined) =>
    [...assistantChatKeys.all, 'onboarding-configuration', feature, roleId ?? ''] as const,
};
