import {
  ApiErrorBody,
  billingApiPaths,
  CheckoutBody,
  CheckoutResponse,
  CheckoutSessionParams,
  PaymentHistoryQuery,
  PaymentHistoryResponse,
  permissions,
  ProductsResponse,
  Receipt,
  stripeSignatureHeader,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routePath } from '../../http/route-path.ts';
import { bearerAuth } from '../../plugins/openapi.ts';
import { signedIn, signedInActor } from '../../plugins/signed-in.ts';
import { productAdminRoutes } from './product-admin.routes.ts';
import { sandboxCheckoutRoutes } from './sandbox-checkout.routes.ts';
import { subscriptionsRoutes } from './subscriptions.routes.ts';

const UserIdParams = z.object({ userId: z.uuid().transform((id) => id.toLowerCase()) });

const errors = { 401: ApiErrorBody, 403: ApiErrorBody } as const;

/** Products, checkout, payment history and receipts (signed in). */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { billing } = app.services;
  await app.register(signedIn);

  app.get(
    billingApiPaths.products,
    {
      schema: {
        tags: ['checkout'],
        summary:
          'What is sold, with prices in CAD cents before tax, the HST of each and whether the current role may buy it',
        security: bearerAuth,
        response: { 200: ProductsResponse, ...errors },
      },
    },
    (request) => billing.listProducts(signedInActor(request)),
  );

  app.post(
    billingApiPaths.checkout,
    {
      config: { permissions: [permissions.checkoutCreate] },
      schema: {
        tags: ['checkout'],
        summary:
          "Opens a checkout (SPEC 3 payload) and answers where to send the browser: Stripe Checkout, or the sandbox's page. Return URLs must be on this site; monthly products need paymentMode 'subscription', one-off ones 'payment'",
        security: bearerAuth,
        body: CheckoutBody,
        response: {
          201: CheckoutResponse,
          400: ApiErrorBody,
          ...errors,
          409: ApiErrorBody,
          503: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const opened = await billing.createCheckout(signedInActor(request), request.body);
      return reply.code(201).send(opened);
    },
  );

  app.get(
    routePath(billingApiPaths.checkoutSessions),
    {
      config: { permissions: [permissions.paymentRead] },
      schema: {
        tags: ['checkout'],
        summary:
          "One's payments, newest first: checkouts and subscription renewals, each with its lines, amounts before tax, HST and total. Paged by startFromId (the previous page's nextStartFromId)",
        security: bearerAuth,
        params: UserIdParams,
        querystring: PaymentHistoryQuery,
        response: { 200: PaymentHistoryResponse, 400: ApiErrorBody, ...errors, 404: ApiErrorBody },
      },
    },
    (request) =>
      billing.paymentHistory(signedInActor(request), request.params.userId, request.query),
  );

  app.get(
    routePath(billingApiPaths.checkoutSession),
    {
      config: { permissions: [permissions.paymentRead] },
      schema: {
        tags: ['checkout'],
        summary: 'One payment as a printable receipt: buyer, seller, lines, HST and total',
        security: bearerAuth,
        params: CheckoutSessionParams,
        response: { 200: Receipt, ...errors, 404: ApiErrorBody },
      },
    },
    (request) =>
      billing.receipt(signedInActor(request), request.params.userId, request.params.sessionId),
  );
};

/**
 * Stripe's webhook: no session, no anti-forgery token (Stripe cannot send ours), so it is
 * exempt from that check only because it verifies Stripe's signature over the raw body, which
 * this scope keeps as a string instead of parsing it.
 */
const stripeWebhookRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { billing } = app.services;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    billingApiPaths.stripeWebhook,
    {
      config: { xsrfExempt: true },
      schema: {
        tags: ['checkout'],
        summary: `Stripe's events, signed (${stripeSignatureHeader} header); applied once each`,
        body: z.string().max(1_000_000),
        response: {
          200: z.object({ received: z.literal(true) }),
          400: ApiErrorBody,
          503: ApiErrorBody,
        },
      },
    },
    async (request) => {
      const signature = request.headers[stripeSignatureHeader];
      await billing.handleStripeWebhook(
        request.body,
        typeof signature === 'string' ? signature : undefined,
      );
      return { received: true as const };
    },
  );
  done();
};

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(stripeWebhookRoutes);
  await app.register(checkoutRoutes);
  await app.register(subscriptionsRoutes);
  await app.register(sandboxCheckoutRoutes);
  await app.register(productAdminRoutes);
};
