import { useInfiniteQuery } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import {
  VoiceConversationsResponse,
  voiceAgentApiPaths,
  voiceAgentLimits,
} from '@kinderwait/contract/voice-agent';
import { apiGet } from '../../../api/api-requests';
import { voiceAgentKeys, voiceFeature } from './voice-agent-keys';

export const conversationsPageSize = voiceAgentLimits.conversationsPageSize;

/** GET /api/conversations/{feature}/voice, one page of 20, newest first. Errors stay quiet. */
export function getVoiceConversations(page: number): Promise<VoiceConversationsResponse> {
  return apiGet(
    buildUrl(voiceAgentApiPaths.conversations, voiceFeature),
    VoiceConversationsResponse,
    {
      params: { page, pageSize: conversationsPageSize },
      handleErrors: false,
    },
  );
}

/**
 * The conversations, page by page (docs/product/voice-agent.md#conversations): a next page exists
 * only while the last one was full; a page of fewer than 20 ends the list.
 */
export function useVoiceConversations() {
  return useInfiniteQuery({
    queryKey: voiceAgentKeys.conversations(),
    queryFn: ({ pageParam }) => getVoiceConversations(pageParam),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.items.length < conversationsPageSize ? undefined : lastPageParam + 1,
  });
}
