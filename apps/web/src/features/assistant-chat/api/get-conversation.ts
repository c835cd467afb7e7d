import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationFeature } from '@kinderwait/contract/conversations';
import { Conversation, conversationsApiPaths } from '@kinderwait/contract/conversations';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiGet } from '../../../api/api-requests';
import { assistantChatKeys } from './assistant-chat-keys';

/** GET /api/conversations/{feature}[?conversationNameSuffix=]: the messages so far, oldest first. */
export function getConversation(
  feature: ConversationFeature,
  suffix: string | undefined,
  signal?: AbortSignal,
): Promise<Conversation> {
  return apiGet(buildUrl(conversationsApiPaths.conversation, { feature }), Conversation, {
    params: suffix === undefined ? undefined : { conversationNameSuffix: suffix },
    signal,
  });
}

export function conversationQueryOptions(feature: ConversationFeature, suffix: string | undefined) {
  return queryOptions({
    queryKey: assistantChatKeys.conversation(feature, suffix),
    queryFn: ({ signal }) => getConversation(feature, suffix, signal),
    // The chat keeps its own copy while a message is on its way; the 5-minute reload refetches.
    staleTime: Infinity,
    // Coming back reads it again: a reply may have been stored after the user left (the request
    // is aborted on leaving, but the server may have finished the turn), so it resumes where it is.
    refetchOnMount: 'always',
  });
}

export function useConversation(feature: ConversationFeature, suffix: string | undefined) {
  return useQuery(conversationQueryOptions(feature, suffix));
}
