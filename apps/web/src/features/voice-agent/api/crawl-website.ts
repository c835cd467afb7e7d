import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { KnowledgeBaseItem, knowledgeBaseApiPaths } from '@kinderwait/contract/knowledge-base';
import { apiPost } from '../../../api/api-requests';
import { voiceAgentKeys, voiceFeature } from './voice-agent-keys';

/**
 * POST /api/knowledge-base/{feature}/embeddings `{ url }` (202): the website is read in the
 * background; reading it again replaces its pages. Errors stay on the screen.
 */
export function crawlWebsite(url: string): Promise<KnowledgeBaseItem> {
  return apiPost(
    buildUrl(knowledgeBaseApiPaths.embeddings, voiceFeature),
    { url },
    KnowledgeBaseItem,
    { handleErrors: false },
  );
}

/** The list is asked again, and polls while the crawl goes. */
export function useCrawlWebsite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: crawlWebsite,
    onSuccess: () => client.invalidateQueries({ queryKey: voiceAgentKeys.knowledgeItems() }),
  });
}
