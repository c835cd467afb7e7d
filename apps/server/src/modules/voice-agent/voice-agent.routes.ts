import {
  ApiErrorBody,
  permissions,
  VoiceAgentFeatureParams,
  VoiceAgentReply,
  voiceAgentApiPaths,
  VoiceCallerMessageBody,
  VoiceConversationDetails,
  VoiceConversationParams,
  VoiceConversationsQuery,
  VoiceConversationsResponse,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePath } from '../../http/route-path.ts';
import { bearerAuth } from '../../plugins/openapi.ts';
import { signedIn, signedInActor, signedInErrors } from '../../plugins/signed-in.ts';
import { publicVoiceAgentRoutes } from './public-voice-agent.routes.ts';
import { relayRoutes } from './relay/relay.routes.ts';

const tags = ['voice-agent'];
const config = { permissions: [permissions.voiceAgentManage] };
const errors = { 400: ApiErrorBody, ...signedInErrors, 404: ApiErrorBody } as const;

/**
 * The voice agent's conversations and the provider's test chat
 * (docs/product/voice-agent.md#voice-conversations): signed in, with `voiceAgent.manage`; another
 * provider's conversation is 404. The widget's public calls are registered beside them.
 */
const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { voiceConversations } = app.services;
  await app.register(signedIn);

  app.get(
    routePath(voiceAgentApiPaths.conversations),
    {
      config,
      schema: {
        tags,
        summary:
          "The signed-in provider's voice agent conversations (phone calls, website visitors, test chats), newest first, a page at a time; widget visitors and test chats are named, not identified",
        security: bearerAuth,
        params: VoiceAgentFeatureParams,
        querystring: VoiceConversationsQuery,
        response: { 200: VoiceConversationsResponse, ...errors },
      },
    },
    async (request) => ({
      items: await voiceConversations.list(signedInActor(request), request.query),
    }),
  );

  app.post(
    routePath(voiceAgentApiPaths.testMessages),
    {
      config,
      schema: {
        tags,
        summary:
          "The provider's test chat with their voice agent: a message (the first starts a conversation), answered from their knowledge base and profile, with the sources the answer stood on. 404 voice_agent_not_set_up before the setup chat, or voice_conversation_not_found; 409 voice_conversation_ended",
        security: bearerAuth,
        params: VoiceAgentFeatureParams,
        body: VoiceCallerMessageBody,
        response: { 200: VoiceAgentReply, ...errors, 409: ApiErrorBody },
      },
    },
    async (request) => voiceConversations.testMessage(signedInActor(request), request.body),
  );

  app.get(
    routePath(voiceAgentApiPaths.conversation),
    {
      config,
      schema: {
        tags,
        summary:
          'One conversation of the signed-in provider, with its transcript (each answer with its sources) and the message taken, if any. Another provider’s is 404',
        security: bearerAuth,
        params: VoiceConversationParams,
        response: { 200: VoiceConversationDetails, ...errors },
      },
    },
    async (request) =>
      voiceConversations.details(signedInActor(request), request.params.conversationId),
  );
};

export const voiceAgentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(providerRoutes);
  await app.register(publicVoiceAgentRoutes);
  await app.register(relayRoutes);
};
