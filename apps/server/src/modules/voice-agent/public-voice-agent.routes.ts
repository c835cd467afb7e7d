import {
  ApiErrorBody,
  PublicVoiceAgent,
  PublicVoiceAgentParams,
  PublicVoiceAgentReply,
  voiceAgentApiPaths,
  VoiceCallerMessageBody,
} from '@kinderwait/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routePath } from '../../http/route-path.ts';
import { additionalRateLimit } from '../../plugins/rate-limit.ts';

const tags = ['voice-agent'];
const errors = { 403: ApiErrorBody, 404: ApiErrorBody } as const;

/** A preflight is remembered this long by the browser (seconds). */
const preflightMaxAge = '600';

/**
 * The widget's calls from the provider's own website (docs/product/voice-agent.md#widget):
 * public, no cookie of ours is set or read, and CORS only for the origins the provider allowed
 * (the `Origin` header must equal one exactly; otherwise 403 and no `Access-Control-Allow-Origin`).
 * Visitors' messages are rate-limited per IP and per agent.
 */
export const publicVoiceAgentRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { voiceConversations } = app.services;
  const publicConfig = { xsrfExempt: true, xsrfCookie: false } as const;

  // Before the handler and after validation: an allowed origin may read every answer (a 409 or
  // 402 included, so the widget can say why); a refused one reads none.
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('vary', 'Origin');
    const { publicId } = request.params as PublicVoiceAgentParams;
    const origin = request.headers.origin;
    await voiceConversations.checkOrigin(publicId, origin);
    if (origin !== undefined) reply.header('access-control-allow-origin', origin);
  });

  const perAgent = additionalRateLimit(app, {
    max: app.config.WIDGET_AGENT_RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    keyGenerator: (request) =>
      `voice-widget-agent:${(request.params as PublicVoiceAgentParams).publicId}`,
  });

  const preflight = (path: string, methods: string) =>
    app.options(
      routePath(path),
      {
        config: publicConfig,
        schema: {
          tags,
          summary: `The CORS preflight of the widget's ${methods} call: 204 with the allowed origin for one the provider allowed, else 403 voice_widget_origin_refused (404 voice_agent_not_found for an unknown agent)`,
          params: PublicVoiceAgentParams,
          response: { 204: z.null().describe('Allowed'), ...errors },
        },
      },
      async (_request, reply) =>
        reply
          .header('access-control-allow-methods', `${methods}, OPTIONS`)
          .header('access-control-allow-headers', 'Content-Type')
          .header('access-control-max-age', preflightMaxAge)
          .code(204)
          .send(null),
    );

  app.get(
    routePath(voiceAgentApiPaths.publicAgent),
    {
      config: publicConfig,
      schema: {
        tags,
        summary:
          "Public (the website widget, CORS for the provider's allowed origins): what the widget shows before the first message; available is false when the agent is off, outside its answering hours or out of voice minutes. 403 voice_widget_origin_refused for another origin; 404 voice_agent_not_found",
        params: PublicVoiceAgentParams,
        response: { 200: PublicVoiceAgent, ...errors },
      },
    },
    async (request) =>
      voiceConversations.publicAgent(request.params.publicId, request.headers.origin),
  );
  preflight(voiceAgentApiPaths.publicAgent, 'GET');

  app.post(
    routePath(voiceAgentApiPaths.publicMessages),
    {
      config: {
        ...publicConfig,
        rateLimit: { max: app.config.WIDGET_RATE_LIMIT_MAX, timeWindow: '1 minute' },
      },
      preHandler: perAgent,
      schema: {
        tags,
        summary:
          "Public (the website widget, CORS for the provider's allowed origins): a visitor's message, the first starting a conversation (one voice minute of the provider's plan). 402 limit_reached when the minutes are spent; 403 voice_widget_origin_refused; 404 voice_agent_not_found or voice_conversation_not_found; 409 voice_agent_off (switched off or outside the answering hours) or voice_conversation_ended; 429 past the limit per visitor or per agent",
        params: PublicVoiceAgentParams,
        body: VoiceCallerMessageBody,
        response: { 200: PublicVoiceAgentReply, ...errors, 402: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request) =>
      voiceConversations.publicMessage(
        request.params.publicId,
        request.headers.origin,
        request.body,
      ),
  );
  preflight(voiceAgentApiPaths.publicMessages, 'POST');
  done();
};
