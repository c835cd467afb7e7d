import { z } from 'zod';
import type { ConversationFeature } from '@kinderwait/contract/conversations';
import { conversationsApiPaths } from '@kinderwait/contract/conversations';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiDelete } from '../../../api/api-requests';

/**
 * DELETE /api/conversations/{feature}[?conversationNameSuffix=]: clears a completed chat
 * (docs/product/assistant.md#completion).
 */
export function deleteConversation(
  feature: ConversationFeature,
  suffix: string | undefined,
): Promise<unknown> {
  return apiDelete(buildUrl(conversationsApiPaths.conversation, { feature }), z.unknown(), {
    params: suffix === undefined ? undefined : { conversationNameSuffix: suffix },
    handleErrors: false,
  });
}
