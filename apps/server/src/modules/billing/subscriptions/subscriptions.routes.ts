import {
  ApiErrorBody,
  CustomerPortalBody,
  CustomerPortalResponse,
  Email,
  Subscription,
  SubscriptionParams,
  SubscriptionsResponse,
  subscriptionsApiPaths,
  usersApiPaths,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routePath } from '../../../http/route-path.ts';
import { bearerAuth } from '../../../plugins/openapi.ts';
import { signedIn, signedInActor, signedInErrors } from '../../../plugins/signed-in.ts';

const errors = {
  ...signedInErrors,
  404: ApiErrorBody,
  409: ApiErrorBody,
  503: ApiErrorBody,
} as const;

const EmailParams = z.object({ email: Email });

/**
 * A user's active subscriptions (oneself, or anyone for user.manage), and one's own: cancel at
 * the end of the paid period, resume, Stripe's portal.
 */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { subscriptions } = app.services;
  await app.register(signedIn);

  app.get(
    routePath(usersApiPaths.userSubscriptions),
    {
      schema: {
        tags: ['users'],
        summary:
          "The user's active subscriptions (name, status, renewal date); an empty list when none",
        security: bearerAuth,
        params: EmailParams,
        response: {
          200: SubscriptionsResponse,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
        },
      },
    },
    async (request) => ({
      items: await subscriptions.subscriptionsOf(signedInActor(request), request.params.email),
    }),
  );

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
      subscriptions.setCancelAtPeriodEnd(
        signedInActor(request),
        request.params.subscriptionId,
        true,
      ),
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
      subscriptions.setCancelAtPeriodEnd(
        signedInActor(request),
        request.params.subscriptionId,
        false,
      ),
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
    (request) => subscriptions.customerPortal(signedInActor(request), request.body),
  );
};
