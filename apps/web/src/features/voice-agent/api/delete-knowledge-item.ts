import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { knowledgeBaseApiPaths } from '@kinderwait/contract/knowledge-base';
import { apiDelete } from '../../../api/api-requests';
import { voiceAgentKeys, voiceFeature } from './voice-agent-keys';

/** DELETE /api/knowledge-base/{feature}/{key} (204). Errors stay on the screen. */
export async function deleteKnowledgeItem(key: string): Promise<undefined> {
  await apiDelete(buildUrl(knowledgeBaseApiPaths.item, { ...voiceFeature, key }), z.void(), {
    handleErrors: false,
  });
  return undefined;
}

export function useDeleteKnowledgeItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteKnowledgeItem,
    onSettled: () => client.invalidateQueries({ queryKey: voiceAgentKeys.knowledgeItems() }),
  });
}
