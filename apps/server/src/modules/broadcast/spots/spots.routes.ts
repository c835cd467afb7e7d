import {
  ApiErrorBody,
  BroadcastInvitation,
  BroadcastInvitationsResponse,
  BroadcastOrder,
  BroadcastReachResponse,
  broadcastApiPaths,
  InvitationParams,
  permissions,
  SpotBroadcastBody,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePath } from '../../../http/route-path.ts';
import { bearerAuth } from '../../../plugins/openapi.ts';
import {
  signedIn,
  signedInActor,
  signedInErrors,
  signedInUser,
} from '../../../plugins/signed-in.ts';

const providerPermission = { permissions: [permissions.broadcastCreate] };
const parentPermission = { permissions: [permissions.childcareRequestCreate] };
const tags = ['broadcast'];

/** Spot broadcasts (docs/product/broadcast.md#spot-broadcasts): the provider's and the family's side. */
export const spotRoutes: FastifyPluginAsyncZod = async (app) => {
  const { spotBroadcasts } = app.services;
  await app.register(signedIn);

  app.post(
    broadcastApiPaths.spotReach,
    {
      config: providerPermission,
      schema: {
        tags,
        summary:
          "How many families a spot broadcast of the provider's age group would reach now: matching tickets with availability alerts on. 404 without a provider profile; 409 for an age group not offered or without available spaces",
        security: bearerAuth,
        body: SpotBroadcastBody,
        response: {
          200: BroadcastReachResponse,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    async (request) => ({
      reach: await spotBroadcasts.reach(signedInActor(request), request.body.ageGroupId),
    }),
  );

  app.post(
    broadcastApiPaths.spots,
    {
      config: providerPermission,
      schema: {
        tags,
        summary:
          "Creates a spot broadcast of one age group's spaces, unpaid (pay it from the allowance or through checkout; it is sent once paid). 404 without a provider profile; 409 for an age group not offered, without available spaces, or reaching no family",
        security: bearerAuth,
        body: SpotBroadcastBody,
        response: {
          201: BroadcastOrder,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const order = await spotBroadcasts.createSpot(
        signedInActor(request),
        request.body.ageGroupId,
      );
      return reply.code(201).send(order);
    },
  );

  app.get(
    broadcastApiPaths.invitations,
    {
      config: parentPermission,
      schema: {
        tags,
        summary:
          "The spot broadcasts that reached the parent's children, newest first (a withdrawn one is not listed; an expired one is, closed)",
        security: bearerAuth,
        response: { 200: BroadcastInvitationsResponse, ...signedInErrors },
      },
    },
    (request) => spotBroadcasts.invitationsOf(signedInUser(request).id),
  );

  app.post(
    routePath(broadcastApiPaths.invitationRequest),
    {
      config: parentPermission,
      schema: {
        tags,
        summary:
          "Send a request: puts the child on the provider's waitlist through the child's ticket (a second tap answers the same request). 404 for another parent's invitation; 409 once the broadcast is closed or the ticket no longer matches",
        security: bearerAuth,
        params: InvitationParams,
        response: {
          200: BroadcastInvitation,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    (request) => spotBroadcasts.sendRequest(signedInUser(request).id, request.params.invitationId),
  );
};
