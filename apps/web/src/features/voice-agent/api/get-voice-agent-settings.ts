import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { VoiceAgentSettings, voiceAgentApiPaths } from '@kinderwait/contract/voice-agent';
import { apiGet } from '../../../api/api-requests';
import { voiceAgentKeys, voiceFeature } from './voice-agent-keys';

/**
 * GET /api/assistants/{feature}/voice: the agent's settings; 404 `voice_agent_not_set_up` before
 * the setup chat saved them. Errors stay on the screen.
 */
export function getVoiceAgentSettings(): Promise<VoiceAgentSettings> {
  return apiGet(buildUrl(voiceAgentApiPaths.assistant, voiceFeature), VoiceAgentSettings, {
    handleErrors: false,
  });
}

export function voiceAgentSettingsQueryOptions() {
  return queryOptions({ queryKey: voiceAgentKeys.settings(), queryFn: getVoiceAgentSettings });
}

export function useVoiceAgentSettings() {
  return useQuery(voiceAgentSettingsQueryOptions());
}
