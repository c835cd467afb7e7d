import {
  ApiErrorBody,
  BroadcastCheckoutResponse,
  BroadcastOrder,
  BroadcastOrdersQuery,
  BroadcastOrdersResponse,
  broadcastApiPaths,
  BroadcastReachResponse,
  FamilyBroadcastBody,
  OrderParams,
  paidOrdersFilter,
  permissions,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routePath } from '../../../http/route-path.ts';
import { bearerAuth } from '../../../plugins/openapi.ts';
import { signedIn, signedInActor, signedInErrors } from '../../../plugins/signed-in.ts';

/**
 * A user's broadcast orders, of either kind (docs/product/broadcast.md#orders): a parent's family
 * broadcasts, a provider's spot broadcasts. The current role must place broadcasts of some kind
 * (familyBroadcast.create or broadcast.create), else 403; an order of another user, or of a kind
 * the current role does not place, is a 404.
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { broadcastOrders } = app.services;
  await app.register(signedIn);

  app.get(
    broadcastApiPaths.orders,
    {
      schema: {
        tags: ['broadcast'],
        summary: `Your broadcast orders of the kind your current role places (family broadcasts for a parent, spot broadcasts for a provider), newest first, withdrawn ones left out. $filter may only be '${paidOrdersFilter}' (paid ones only); another is a 400 unsupported_filter`,
        security: bearerAuth,
        querystring: BroadcastOrdersQuery,
        response: {
          200: BroadcastOrdersResponse,
          400: ApiErrorBody,
          ...signedInErrors,
        },
      },
    },
    async (request) => ({
      items: await broadcastOrders.list(signedInActor(request), request.query),
    }),
  );

  app.post(
    broadcastApiPaths.orders,
    {
      config: { permissions: [permissions.familyBroadcastCreate] },
      schema: {
        tags: ['broadcast'],
        summary:
          "Creates a family broadcast of one of your children with the wizard's filters, unpaid (201); pay it from the allowance or through checkout to send it. 404 for another parent's child; 409 child_location_missing without a location; 409 broadcast_reaches_no_one when no provider with an account matches",
        security: bearerAuth,
        body: FamilyBroadcastBody,
        response: {
          201: BroadcastOrder,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await broadcastOrders.createFamily(signedInActor(request), request.body)),
  );

  app.post(
    broadcastApiPaths.reach,
    {
      config: { permissions: [permissions.familyBroadcastCreate] },
      schema: {
        tags: ['broadcast'],
        summary:
          'How many providers with an account a family broadcast of the child with these filters would reach now (unclaimed listings receive nothing); creates nothing',
        security: bearerAuth,
        body: FamilyBroadcastBody,
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
      reach: await broadcastOrders.familyReach(signedInActor(request), request.body),
    }),
  );

  app.get(
    routePath(broadcastApiPaths.order),
    {
      schema: {
        tags: ['broadcast'],
        summary:
          'One of your broadcast orders: what was sent, to how many, when, and the answers so far (the order confirmation); 404 for any other id',
        security: bearerAuth,
        params: OrderParams,
        response: { 200: BroadcastOrder, 400: ApiErrorBody, ...signedInErrors, 404: ApiErrorBody },
      },
    },
    (request) => broadcastOrders.get(signedInActor(request), request.params.orderId),
  );

  app.delete(
    routePath(broadcastApiPaths.order),
    {
      schema: {
        tags: ['broadcast'],
        summary:
          'Withdraws one of your broadcast orders (204): providers no longer see it and it is no longer listed; a request or offer an acceptance made stays',
        security: bearerAuth,
        params: OrderParams,
        response: {
          204: z.null().describe('Withdrawn'),
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      await broadcastOrders.withdraw(signedInActor(request), request.params.orderId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    routePath(broadcastApiPaths.useAllowance),
    {
      schema: {
        tags: ['broadcast'],
        summary:
          "Pays the order from this month's broadcast allowance and sends it (200: the order, sending). 402 limit_reached when the allowance is spent (pay through checkout instead); 409 broadcast_order_not_payable when it is paid, withdrawn or expired, 409 broadcast_reaches_no_one when it would reach no one now",
        security: bearerAuth,
        params: OrderParams,
        response: {
          200: BroadcastOrder,
          400: ApiErrorBody,
          ...signedInErrors,
          402: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    (request) => broadcastOrders.useAllowance(signedInActor(request), request.params.orderId),
  );

  app.post(
    routePath(broadcastApiPaths.checkout),
    {
      schema: {
        tags: ['broadcast'],
        summary:
          "Opens a checkout of one Broadcast (broadcast-order) for the order and answers where to send the browser (201); it returns to the order's page. 409 as for use-allowance; 503 when payments are unavailable",
        security: bearerAuth,
        params: OrderParams,
        response: {
          201: BroadcastCheckoutResponse,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
          409: ApiErrorBody,
          503: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const opened = await broadcastOrders.checkout(signedInActor(request), request.params.orderId);
      return reply.code(201).send(opened);
    },
  );
};
