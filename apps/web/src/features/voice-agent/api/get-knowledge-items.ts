import { useQuery } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import type { KnowledgeBaseItem } from '@kinderwait/contract/knowledge-base';
import {
  KnowledgeBaseItemsResponse,
  knowledgeBaseApiPaths,
} from '@kinderwait/contract/knowledge-base';
import { apiGet } from '../../../api/api-requests';
import { voiceAgentKeys, voiceFeature } from './voice-agent-keys';

/** How often the list is asked again while an item is being read (a crawl saves after each step). */
export const knowledgePollMs = 2_000;
/**
 * How often while an item's passages are being indexed for meaning: a job, usually done within
 * seconds, but an item waiting for the server's ten-minute pass stays so longer.
 */
export const meaningPollMs = 15_000;

/** When to ask for the list again: quickly while reading, slowly while indexing, else never. */
export function knowledgeRefetchMs(
  items: readonly KnowledgeBaseItem[] | undefined,
): number | false {
  if (items === undefined) return false;
  if (items.some((item) => item.state === 'processing')) return knowledgePollMs;
  if (items.some((item) => item.meaningSearch === 'pending')) return meaningPollMs;
  return false;
}

/** GET /api/knowledge-base/{feature}: the provider's documents and websites. */
export function getKnowledgeItems(): Promise<KnowledgeBaseItemsResponse> {
  return apiGet(buildUrl(knowledgeBaseApiPaths.items, voiceFeature), KnowledgeBaseItemsResponse, {
    handleErrors: false,
  });
}

/** The list, asked again while anything is being read or indexed (`knowledgeRefetchMs`). */
export function useKnowledgeItems() {
  return useQuery({
    queryKey: voiceAgentKeys.knowledgeItems(),
    queryFn: getKnowledgeItems,
    refetchInterval: (query) => knowledgeRefetchMs(query.state.data?.items),
  });
}
