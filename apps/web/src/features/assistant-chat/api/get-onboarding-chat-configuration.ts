import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationFeature } from '@kinderwait/contract/conversations';
import {
  OnboardingChatConfiguration,
  conversationsApiPaths,
} from '@kinderwait/contract/conversations';
import { apiGet } from '../../../api/api-requests';
import { assistantChatKeys } from './assistant-chat-keys';

/**
 * GET /api/onboarding/chat-configuration?feature=: the current role's assistant, its name, its
 * completion tool and welcome message (docs/product/assistant.md#chat-configuration). A role
 * without one answers 404 with the configuration error's words, which the screen shows itself.
 */
export function getOnboardingChatConfiguration(
  feature: ConversationFeature,
  signal?: AbortSignal,
): Promise<OnboardingChatConfiguration> {
  return apiGet(conversationsApiPaths.onboardingChatConfiguration, OnboardingChatConfiguration, {
    params: { feature },
    signal,
    handleErrors: false,
  });
}

/** Keyed by the role: switching roles asks again (the welcome message depends on the profile). */
export function onboardingChatConfigurationQueryOptions(
  feature: ConversationFeature,
  roleId: string | undefined,
) {
  return queryOptions({
    queryKey: assistantChatKeys.onboardingConfiguration(feature, roleId),
    queryFn: ({ signal }) => getOnboardingChatConfiguration(feature, signal),
    staleTime: 0,
    retry: false,
  });
}

export function useOnboardingChatConfiguration(
  feature: ConversationFeature,
  roleId: string | undefined,
) {
  return useQuery(onboardingChatConfigurationQueryOptions(feature, roleId));
}
