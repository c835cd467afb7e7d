import { useQuery } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { VoiceConversationDetails, voiceAgentApiPaths } from '@kinderwait/contract/voice-agent';
import { apiGet } from '../../../api/api-requests';
import { voiceAgentKeys, voiceFeature } from './voice-agent-keys';

/** GET /api/conversations/{feature}/voice/{conversationId}: one conversation and its transcript. */
export function getVoiceConversation(conversationId: string): Promise<VoiceConversationDetails> {
  return apiGet(
    buildUrl(voiceAgentApiPaths.conversation, { ...voiceFeature, conversationId }),
    VoiceConversationDetails,
    { handleErrors: false },
  );
}

/** The chosen conversation's details; nothing is asked while none is chosen. */
export function useVoiceConversation(conversationId: string | null) {
  return useQuery({
    queryKey: voiceAgentKeys.conversation(conversationId ?? ''),
    queryFn: () => getVoiceConversation(conversationId ?? ''),
    enabled: conversationId !== null,
  });
}
