import type {
  AssistantId,
  ChildcareProviderProfile,
  ConversationFeature,
  OnboardingChatConfiguration,
  RoleCode,
} from '@kinderwait/contract';
import {
  chatNames,
  completionToolNames,
  conversationMessages,
  conversationsErrorCodes,
  formatStartDate,
  onboardingAssistantByRole,
} from '@kinderwait/contract';
import { AppError } from '../../app-error.ts';
import type { ReplyLanguage } from '../../integrations/llm/reply-language.ts';
import { frenchBroadcastWelcome, frenchVoiceWelcome } from './welcome-words-fr.ts';

/**
 * Only licenced and unlicenced providers have onboarding chats; others get this 404
 * (docs/product/assistant.md#chat-configuration).
 */
export function configurationNotFound(role: string, feature: string): AppError {
  return new AppError(
    404,
    conversationsErrorCodes.onboardingChatConfigurationNotFound,
    conversationMessages.onboardingChatConfigurationNotFound(role, feature),
  );
}

/** The assistant of a role's onboarding chat for a feature, or the configuration error. */
export function onboardingAssistantOf(
  role: RoleCode | null,
  feature: ConversationFeature,
): AssistantId {
  const assistant = role === null ? undefined : onboardingAssistantByRole[role]?.[feature];
  if (assistant === undefined) throw configurationNotFound(role ?? 'none', feature);
  return assistant;
}

export const welcomeTexts = {
  noAgeGroups:
    'No age groups configured yet. Add age groups to show parents which children you can care for.',
  voice: (name: string): string =>
    `Hi ${name}! I am an automated assistant. I will set up your AI voice agent: it answers your phone, greets callers and tells them about your childcare. I need your business name, the greeting callers hear, a phone number for the text message when the agent is ready, a phone number to redirect calls to, and your website.`,
} as const;

/** The voice chat's welcome message in the chat's language. */
export const voiceWelcomeMessage = (firstName: string, language: ReplyLanguage): string =>
  language === 'fr'
    ? frenchVoiceWelcome(firstName)
    : welcomeTexts.voice(firstName === '' ? 'there' : firstName);

/** A missing first name shows "there". */
function nameOrThere(firstName: string | null | undefined): string {
  const trimmed = firstName?.trim() ?? '';
  return trimmed === '' ? 'there' : trimmed;
}

/**
 * The broadcast welcome message (docs/product/assistant.md#broadcast-welcome-message). Without a
 * profile user: the profile is not set up, what to complete, and an offer of help. With one: the
 * age groups (0 spaces by default, N/A for a missing start date, "Age Group {id}" for an unnamed
 * group) or the no-age-groups sentence.
 */
export function broadcastWelcomeMessage(
  profile: ChildcareProviderProfile,
  accountFirstName: string | null,
  today?: Parameters<typeof formatStartDate>[1],
  language: ReplyLanguage = 'en',
): string {
  if (language === 'fr') return frenchBroadcastWelcome(profile, accountFirstName);
  if (profile.user === null) {
    return [
      `Hi ${nameOrThere(accountFirstName)}! I am an automated assistant. Your broadcast profile is not set up yet. To show parents your childcare, complete:`,
      '- your provider profile\n- age groups\n- services\n- business hours',
      'I can help you set it up now: answer my questions and I will fill it in for you.',
    ].join('\n\n');
  }
  const greeting = `Hi ${nameOrThere(profile.user.firstName)}! I am an automated assistant.`;
  if (profile.ageGroups.length === 0) {
    return [greeting, welcomeTexts.noAgeGroups, 'I can help you add them now.'].join('\n\n');
  }
  const groups = profile.ageGroups.map((group) => {
    const name = group.name.trim() === '' ? `Age Group ${String(group.id)}` : group.name;
    const spaces = group.availableSpaces ?? 0;
    const start =
      group.availableStartDate === null ? 'N/A' : formatStartDate(group.availableStartDate, today);
    return `- ${name}: ${String(spaces)} available ${spaces === 1 ? 'space' : 'spaces'}, starting ${start}`;
  });
  return [
    greeting,
    `Your broadcast profile:\n\n${groups.join('\n')}`,
    'I can help you update your age groups, spaces, start dates, business hours and services.',
  ].join('\n\n');
}

/**
 * The onboarding chat configuration of a role and feature
 * (docs/product/assistant.md#chat-configuration).
 */
export function onboardingChatConfiguration(
  assistant: AssistantId,
  feature: ConversationFeature,
  welcomeMessage: string,
): OnboardingChatConfiguration {
  return {
    onboardingAssistant: assistant,
    onboardingAssistantName: chatNames[feature],
    completionToolName: completionToolNames[feature],
    welcomeMessage,
  };
}
