import {
  ApiErrorBody,
  permissions,
  VoiceAgentFeatureParams,
  VoiceAgentSettings,
  VoiceAgentSettingsPatch,
  voiceAgentApiPaths,
  VoiceWidget,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePath } from '../../http/route-path.ts';
import { bearerAuth } from '../../plugins/openapi.ts';
import { signedIn, signedInActor, signedInErrors } from '../../plugins/signed-in.ts';

const tags = ['voice-agent'];
const config = { permissions: [permissions.voiceAgentManage] };
const errors = { 400: ApiErrorBody, ...signedInErrors, 404: ApiErrorBody } as const;

/**
 * The voice agent's settings and widget snippet (docs/product/voice-agent.md#settings): signed in,
 * with `voiceAgent.manage` (providers; a parent is 403); 404 before the setup chat saved them.
 */
export const voiceAssistantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { voiceAssistants } = app.services;
  await app.register(signedIn);

  app.get(
    routePath(voiceAgentApiPaths.assistant),
    {
      config,
      schema: {
        tags,
        summary:
          "The signed-in provider's voice agent settings: the setup chat's details, language, voice, answering hours (Toronto time), whether it is on, and the origins its widget may be used from. 404 voice_agent_not_set_up before the setup chat",
        security: bearerAuth,
        params: VoiceAgentFeatureParams,
        response: { 200: VoiceAgentSettings, ...errors },
      },
    },
    async (request) => voiceAssistants.settingsOf(signedInActor(request)),
  );

  app.patch(
    routePath(voiceAgentApiPaths.assistant),
    {
      config,
      schema: {
        tags,
        summary:
          'Changes the settings the body names (what is absent is kept); a new website address starts its crawl into the knowledge base. 404 voice_agent_not_set_up before the setup chat',
        security: bearerAuth,
        params: VoiceAgentFeatureParams,
        body: VoiceAgentSettingsPatch,
        response: { 200: VoiceAgentSettings, ...errors },
      },
    },
    async (request) => voiceAssistants.updateSettings(signedInActor(request), request.body),
  );

  app.get(
    routePath(voiceAgentApiPaths.widget),
    {
      config,
      schema: {
        tags,
        summary:
          "The website widget: the agent's public id, the script's address on this app, the snippet to paste into the provider's website, and the origins it works on. 404 voice_agent_not_set_up before the setup chat",
        security: bearerAuth,
        params: VoiceAgentFeatureParams,
        response: { 200: VoiceWidget, ...errors },
      },
    },
    async (request) => voiceAssistants.widgetOf(signedInActor(request)),
  );
};
