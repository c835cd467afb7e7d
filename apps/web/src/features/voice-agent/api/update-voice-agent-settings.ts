import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { VoiceAgentSettings, voiceAgentApiPaths } from '@kinderwait/contract/voice-agent';
import type { VoiceAgentSettingsPatch } from '@kinderwait/contract/voice-agent';
import { apiPatch } from '../../../api/api-requests';
import { voiceAgentKeys, voiceFeature } from './voice-agent-keys';

/** PATCH /api/assistants/{feature}/voice: changes what the patch names. Errors stay on the screen. */
export function updateVoiceAgentSettings(
  patch: VoiceAgentSettingsPatch,
): Promise<VoiceAgentSettings> {
  return apiPatch(buildUrl(voiceAgentApiPaths.assistant, voiceFeature), patch, VoiceAgentSettings, {
    handleErrors: false,
  });
}

/**
 * The answer becomes the cached settings; the widget (its allowed origins) is asked again, and
 * the knowledge base when the patch named a website (a new one starts its crawl there).
 */
export function useUpdateVoiceAgentSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateVoiceAgentSettings,
    onSuccess: async (settings, patch) => {
      client.setQueryData(voiceAgentKeys.settings(), settings);
      await Promise.all([
        client.invalidateQueries({ queryKey: voiceAgentKeys.widget() }),
        patch.websiteUrl === undefined
          ? undefined
          : client.invalidateQueries({ queryKey: voiceAgentKeys.knowledgeItems() }),
      ]);
    },
  });
}
