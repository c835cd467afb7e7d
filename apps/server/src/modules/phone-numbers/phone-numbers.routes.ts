import {
  ApiErrorBody,
  AgentPhoneNumber,
  AvailablePhoneNumbersQuery,
  AvailablePhoneNumbersResponse,
  permissions,
  PhoneNumberParams,
  PhoneNumberRequestBody,
  PhoneNumbersResponse,
  phoneNumbersApiPaths,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePath } from '../../http/route-path.ts';
import { bearerAuth } from '../../plugins/openapi.ts';
import { signedIn, signedInActor, signedInErrors } from '../../plugins/signed-in.ts';
import { twilioWebhookRoutes } from './twilio-webhooks.routes.ts';

const tags = ['phone-numbers'];
const config = { permissions: [permissions.voiceAgentManage] };
const errors = { 400: ApiErrorBody, ...signedInErrors, 404: ApiErrorBody } as const;

/**
 * The voice agent's phone numbers (docs/product/voice-agent.md#the-phone-number): signed in, with
 * `voiceAgent.manage`; each provider sees only their own. Choosing needs the Voice Assistant Phone
 * Number subscription (402 without).
 */
const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { phoneNumbers } = app.services;
  await app.register(signedIn);

  app.get(
    routePath(phoneNumbersApiPaths.numbers),
    {
      config,
      schema: {
        tags,
        summary:
          "The signed-in provider's voice agent phone numbers with their state (provisioning, active, failed with its reason, releasing with the day, released), newest first",
        security: bearerAuth,
        params: PhoneNumberParams,
        response: { 200: PhoneNumbersResponse, ...errors },
      },
    },
    async (request) => ({ items: await phoneNumbers.list(signedInActor(request)) }),
  );

  app.get(
    routePath(phoneNumbersApiPaths.available),
    {
      config,
      schema: {
        tags,
        summary:
          'Toronto numbers of the area code (416, 647, 437) that can be bought now. 402 phone_number_subscription_required without the Voice Assistant Phone Number subscription; 503 when the phone company cannot be reached',
        security: bearerAuth,
        params: PhoneNumberParams,
        querystring: AvailablePhoneNumbersQuery,
        response: {
          200: AvailablePhoneNumbersResponse,
          ...errors,
          402: ApiErrorBody,
          503: ApiErrorBody,
        },
      },
    },
    async (request) => ({
      items: await phoneNumbers.available(signedInActor(request), request.query.areaCode),
    }),
  );

  app.post(
    routePath(phoneNumbersApiPaths.numbers),
    {
      config,
      schema: {
        tags,
        summary:
          'Asks for a number of the area code (the number of a search, or the first one free): answered at once as provisioning, bought in the background, then texted to the setup’s SMS number. 402 phone_number_subscription_required; 409 phone_number_already_held or phone_number_agent_not_set_up',
        security: bearerAuth,
        params: PhoneNumberParams,
        body: PhoneNumberRequestBody,
        response: { 202: AgentPhoneNumber, ...errors, 402: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await phoneNumbers.request(signedInActor(request), request.body)),
  );
};

/** Twilio's webhooks in their own scope (their raw form body), then the provider's routes. */
export const phoneNumbersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(twilioWebhookRoutes);
  await app.register(providerRoutes);
};
