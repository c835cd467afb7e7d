import {
  ApiErrorBody,
  Conversation,
  ConversationParams,
  ConversationQuery,
  conversationsApiPaths,
  OnboardingChatConfiguration,
  OnboardingChatConfigurationQuery,
  SendMessageBody,
  SendMessageResponse,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routePath } from '../../http/route-path.ts';
import { bearerAuth } from '../../plugins/openapi.ts';
import { signedIn, signedInActor, signedInErrors } from '../../plugins/signed-in.ts';

const tags = ['conversations'];
const errors = { 400: ApiErrorBody, ...signedInErrors } as const;

/**
 * The AI assistant (docs/product/assistant.md#assistant-api) and the onboarding chat configuration.
 * Signed in; each user reaches only their own conversations (the user comes from the token, never
 * the request).
 */
export const conversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { conversations } = app.services;
  await app.register(signedIn);

  app.get(
    routePath(conversationsApiPaths.conversation),
    {
      schema: {
        tags,
        summary:
          "The signed-in user's conversation of a feature (and optional name suffix), oldest message first; none yet answers an empty list",
        security: bearerAuth,
        params: ConversationParams,
        querystring: ConversationQuery,
        response: { 200: Conversation, ...errors },
      },
    },
    (request) =>
      conversations.getOwn(
        signedInActor(request),
        request.params.feature,
        request.query.conversationNameSuffix ?? '',
      ),
  );

  app.post(
    conversationsApiPaths.message,
    {
      schema: {
        tags,
        summary:
          "Sends a message to the feature's assistant and answers its reply and the tools it called (name and result). The assistant is the onboarding chat of the current role (roleId header, else the role whose id is the suffix); 404 for a role without one, 429 when the day's assistant budget is spent, 402 when the plan's assistant messages are used up",
        security: bearerAuth,
        body: SendMessageBody,
        response: {
          200: SendMessageResponse,
          ...errors,
          402: ApiErrorBody,
          404: ApiErrorBody,
          429: ApiErrorBody,
          503: ApiErrorBody,
        },
      },
    },
    (request, reply) => {
      // The client leaving (the chat aborts its request when the user leaves) stops the model's
      // work.
      const controller = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      return conversations.send(signedInActor(request), request.body, controller.signal);
    },
  );

  app.delete(
    routePath(conversationsApiPaths.conversation),
    {
      schema: {
        tags,
        summary:
          "Deletes the signed-in user's conversation of a feature (and optional name suffix) with its messages; nothing to delete is fine",
        security: bearerAuth,
        params: ConversationParams,
        querystring: ConversationQuery,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await conversations.deleteOwn(
        signedInActor(request),
        request.params.feature,
        request.query.conversationNameSuffix ?? '',
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    conversationsApiPaths.onboardingChatConfiguration,
    {
      schema: {
        tags,
        summary:
          "The onboarding chat of the current role (roleId header) for a feature: assistant, its name, completion tool and welcome message. Only licenced and unlicenced providers have them; another role gets 404 'Onboarding chat configuration not found for role: {role} and feature: {feature}'",
        security: bearerAuth,
        querystring: OnboardingChatConfigurationQuery,
        response: { 200: OnboardingChatConfiguration, ...errors, 404: ApiErrorBody },
      },
    },
    (request) => conversations.onboardingChat(signedInActor(request), request.query.feature),
  );
};
