import {
  AnswerParams,
  ApiErrorBody,
  BroadcastInterest,
  BroadcastInterestResponse,
  broadcastApiPaths,
  DeliveryParams,
  IncomingAnswerBody,
  IncomingBroadcast,
  IncomingBroadcastsResponse,
  OrderParams,
  permissions,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePath } from '../../../http/route-path.ts';
import { bearerAuth } from '../../../plugins/openapi.ts';
import { signedIn, signedInActor, signedInErrors } from '../../../plugins/signed-in.ts';

const parent = { permissions: [permissions.familyBroadcastCreate] };
const provider = { permissions: [permissions.broadcastAnswer] };

/**
 * Family broadcasts after they are sent (docs/product/broadcast.md#answers): the provider's
 * incoming list and answer, the parent's interest and decisions. Another parent's order, or a
 * broadcast sent to another provider, is a 404.
 */
export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { familyBroadcasts } = app.services;
  await app.register(signedIn);

  app.get(
    broadcastApiPaths.incoming,
    {
      config: provider,
      schema: {
        tags: ['broadcast'],
        summary:
          "The family broadcasts sent to your provider profile, newest first, with your answer: the child's age at the start date, age group, schedule, start date, distance (rounded, never the address) and choices; no name or contact until the family accepts",
        security: bearerAuth,
        response: { 200: IncomingBroadcastsResponse, ...signedInErrors },
      },
    },
    async (request) => ({ items: await familyBroadcasts.incoming(signedInActor(request)) }),
  );

  app.put(
    routePath(broadcastApiPaths.incomingAnswer),
    {
      config: provider,
      schema: {
        tags: ['broadcast'],
        summary:
          'Answers a family broadcast "interested" (an age group you offer, a start date, an optional note of up to 500 characters) or "not now"; changeable until the family decides. 409 broadcast_closed once it is withdrawn, expired or decided; 409 age_group_not_offered',
        security: bearerAuth,
        params: DeliveryParams,
        body: IncomingAnswerBody,
        response: {
          200: IncomingBroadcast,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    (request) =>
      familyBroadcasts.answer(signedInActor(request), request.params.deliveryId, request.body),
  );

  app.get(
    routePath(broadcastApiPaths.interest),
    {
      config: parent,
      schema: {
        tags: ['broadcast'],
        summary:
          'The providers who answered your family broadcast "interested", earliest first: the start date and age group they offer, their spaces, note, distance, fees and CWELCC, and your decision',
        security: bearerAuth,
        params: OrderParams,
        response: {
          200: BroadcastInterestResponse,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
        },
      },
    },
    async (request) => ({
      items: await familyBroadcasts.interest(signedInActor(request), request.params.orderId),
    }),
  );

  for (const [path, decide, summary] of [
    [
      broadcastApiPaths.acceptInterest,
      'accept',
      "Accepts one answer: the child's request to that provider (its waitlist ticket, made from the broadcast's filters when it has none) and an open offer from the provider with its usual deadline; other answers stay open. 409 broadcast_closed once withdrawn, expired or decided",
    ],
    [
      broadcastApiPaths.declineInterest,
      'decline',
      'Declines one answer. 409 broadcast_closed once withdrawn, expired or decided',
    ],
  ] as const) {
    app.post(
      routePath(path),
      {
        config: parent,
        schema: {
          tags: ['broadcast'],
          summary,
          security: bearerAuth,
          params: AnswerParams,
          response: {
            200: BroadcastInterest,
            400: ApiErrorBody,
            ...signedInErrors,
            404: ApiErrorBody,
            409: ApiErrorBody,
          },
        },
      },
      (request) =>
        familyBroadcasts[decide](
          signedInActor(request),
          request.params.orderId,
          request.params.answerId,
        ),
    );
  }
};
