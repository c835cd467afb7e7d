import {
  ApiErrorBody,
  billingApiPaths,
  CheckoutBody,
  CheckoutResponse,
  permissions,
  ProductsResponse,
  safeText,
  stripeSignatureHeader,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth } from '../../../plugins/openapi.ts';
import { signedIn, signedInActor, signedInErrors } from '../../../plugins/signed-in.ts';

const errors = signedInErrors;

/** Products and checkout (signed in). */
const productsAndCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkout } = app.services;
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
    (request) => checkout.listProducts(signedInActor(request)),
  );

  app.post(
    billingApiPaths.checkout,
    {
      config: { permissions: [permissions.checkoutCreate] },
      schema: {
        tags: ['checkout'],
        summary:
          "Opens a checkout and answers where to send the browser: Stripe Checkout, or the sandbox's page (201). A plan already being bought answers its open checkout (200). Return URLs must be on this site; monthly products need paymentMode 'subscription', one-off ones 'payment'",
        security: bearerAuth,
        body: CheckoutBody,
        response: {
          200: CheckoutResponse,
          201: CheckoutResponse,
          400: ApiErrorBody,
          ...errors,
          409: ApiErrorBody,
          503: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const opened = await checkout.createCheckout(signedInActor(request), request.body);
      return reply.code(opened.created ? 201 : 200).send(opened.checkout);
    },
  );
};

/**
 * Stripe's webhook: no session, no anti-forgery token (Stripe cannot send ours), so it is
 * exempt from that check only because it verifies Stripe's signature over the raw body, which
 * this scope keeps as a string instead of parsing it.
 */
const stripeWebhookRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { checkout } = app.services;
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
        // Stripe's JSON as sent (its signature covers these bytes): printable text and line breaks.
        body: safeText(z.string().max(1_000_000), { multiLine: true }),
        response: {
          200: z.object({ received: z.literal(true) }),
          400: ApiErrorBody,
          503: ApiErrorBody,
        },
      },
    },
    async (request) => {
      const signature = request.headers[stripeSignatureHeader];
      await checkout.handleStripeWebhook(
        request.body,
        typeof signature === 'string' ? signature : undefined,
      );
      return { received: true as const };
    },
  );
  done();
};

/** Stripe's webhook in its own scope (its raw body), then products and checkout. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(stripeWebhookRoutes);
  await app.register(productsAndCheckoutRoutes);
};
