import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { VoiceAgentReply, voiceAgentApiPaths } from '@kinderwait/contract/voice-agent';
import type { VoiceCallerMessageBody } from '@kinderwait/contract/voice-agent';
import { apiPost } from '../../../api/api-requests';
import { voiceAgentKeys, voiceFeature } from './voice-agent-keys';

/**
 * POST /api/conversations/{feature}/voice/test-messages: one caller message of the test chat; the
 * first (no `conversationId`) starts a conversation. Errors stay on the screen.
 */
export function sendTestMessage(body: VoiceCallerMessageBody): Promise<VoiceAgentReply> {
  return apiPost(buildUrl(voiceAgentApiPaths.testMessages, voiceFeature), body, VoiceAgentReply, {
    handleErrors: false,
  });
}

/** A test conversation is a conversation too: the list is asked again after each answer. */
export function useSendTestMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendTestMessage,
    onSuccess: () => client.invalidateQueries({ queryKey: voiceAgentKeys.conversations() }),
  });
}
