import { useQuery } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import {
  KnowledgeBaseItemsResponse,
  knowledgeBaseApiPaths,
} from '@kinderwait/contract/knowledge-base';
import { apiGet } from '../../../api/api-requests';
import { voiceAgentKeys, voiceFeature } from './voice-agent-keys';

/** How often the list is asked again while an item is being read (a crawl saves after each step). */
export const knowledgePollMs = 2_000;

/** GET /api/knowledge-base/{feature}: the provider's documents and websites. */
export function getKnowledgeItems(): Promise<KnowledgeBaseItemsResponse> {
  return apiGet(buildUrl(knowledgeBaseApiPaths.items, voiceFeature), KnowledgeBaseItemsResponse, {
    handleErrors: false,
  });
}

/** The list, asked again every 2 s while any item is still `processing`, then no more. */
export function useKnowledgeItems() {
  return useQuery({
    queryKey: voiceAgentKeys.knowledgeItems(),
    queryFn: getKnowledgeItems,
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.state === 'processing') === true
        ? knowledgePollMs
        : false,
  });
}
