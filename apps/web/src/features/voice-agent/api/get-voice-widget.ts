import { useQuery } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { VoiceWidget, voiceAgentApiPaths } from '@kinderwait/contract/voice-agent';
import { apiGet } from '../../../api/api-requests';
import { voiceAgentKeys, voiceFeature } from './voice-agent-keys';

/** GET /api/widgets/{feature}: the embed snippet and its allowed origins. Errors stay on the screen. */
export function getVoiceWidget(): Promise<VoiceWidget> {
  return apiGet(buildUrl(voiceAgentApiPaths.widget, voiceFeature), VoiceWidget, {
    handleErrors: false,
  });
}

export function useVoiceWidget({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: voiceAgentKeys.widget(), queryFn: getVoiceWidget, enabled });
}
