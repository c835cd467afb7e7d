import {
  ApiErrorBody,
  CustomerPortalBody,
  CustomerPortalResponse,
  Subscription,
  SubscriptionParams,
  subscriptionsApiPaths,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePath } from '../../http/route-path.ts';
import { bearerAuth } from '../../plugins/openapi.ts';
import { signedIn, signedInActor } from '../../plugins/signed-in.ts';

const errors = {
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
  503: ApiErrorBody,
} as const;

/** One's own subscriptions: cancel at the end of the paid period, resume, Stripe's portal. */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { billing } = app.services;
  await app.register(signedIn);

  app.post(
    routePath(subscriptionsApiPaths.cancel),
    {
      schema: {
        tags: ['subscriptions'],
        summary:
          'Ends one of your subscriptions at the end of the period already paid (it stays active until then)',
        security: bearerAuth,
        params: SubscriptionParams,
        response: { 200: Subscription, ...errors },
      },
    },
    (request) =>
      billing.setCancelAtPeriodEnd(signedInActor(request), request.params.subscriptionId, true),
  );

  app.post(
    routePath(subscriptionsApiPaths.resume),
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Keeps renewing a subscription you had cancelled, while its period lasts',
        security: bearerAuth,
        params: SubscriptionParams,
        response: { 200: Subscription, ...errors },
      },
    },
    (request) =>
      billing.setCancelAtPeriodEnd(signedInActor(request), request.params.subscriptionId, false),
  );

  app.post(
    subscriptionsApiPaths.customerPortal,
    {
      schema: {
        tags: ['subscriptions'],
        summary:
          'A Stripe customer portal session (card, invoices, cancellation); 409 where Stripe is not configured or you have bought nothing through it',
        security: bearerAuth,
        body: CustomerPortalBody,
        response: { 200: CustomerPortalResponse, 400: ApiErrorBody, ...errors },
      },
    },
    (request) => billing.customerPortal(signedInActor(request), request.body),
  );
};
