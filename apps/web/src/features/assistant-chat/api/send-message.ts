import type { SendMessageBody } from '@kinderwait/contract/conversations';
import { SendMessageResponse, conversationsApiPaths } from '@kinderwait/contract/conversations';
import { apiPost } from '../../../api/api-requests';

/**
 * POST /api/conversations/message: the user's message in, the assistant's reply and its tool calls
 * out. Not a mutation hook: the chat aborts it when the user leaves and shows a failure
 * itself, keeping what was typed.
 */
export function sendMessage(
  body: SendMessageBody,
  signal: AbortSignal,
): Promise<SendMessageResponse> {
  return apiPost(conversationsApiPaths.message, body, SendMessageResponse, {
    signal,
    handleErrors: false,
  });
}
