import {
  ApiErrorBody,
  SandboxCheckoutParams,
  SandboxCheckoutResult,
  SandboxCheckoutSession,
  sandboxCheckoutApiPaths,
  sandboxCheckoutPagePath,
  SandboxPayBody,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePath } from '../../../http/route-path.ts';
import { bearerAuth } from '../../../plugins/openapi.ts';
import { signedIn, signedInActor, signedInErrors } from '../../../plugins/signed-in.ts';

const errors = { ...signedInErrors, 404: ApiErrorBody } as const;
const writeErrors = { ...errors, 409: ApiErrorBody } as const;

/**
 * The sandbox's hosted checkout, for one's own sessions only. Registered only where the sandbox
 * is the payment provider, so never in production (config.ts requires Stripe there); there, and
 * wherever Stripe runs, the page path answers 404 as well.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sandboxCheckout } = app.services;
  if (!sandboxCheckout.enabled) {
    app.get(routePath(sandboxCheckoutPagePath), { schema: { hide: true } }, (_request, reply) => {
      reply.callNotFound();
      return reply;
    });
    return;
  }
  await app.register(signedIn);

  app.get(
    routePath(sandboxCheckoutApiPaths.session),
    {
      schema: {
        tags: ['sandbox checkout'],
        summary:
          "The order summary of one's sandbox checkout: lines, subtotal, HST, total, status and return URLs (never in production)",
        security: bearerAuth,
        params: SandboxCheckoutParams,
        response: { 200: SandboxCheckoutSession, ...errors },
      },
    },
    (request) => sandboxCheckout.session(signedInActor(request), request.params.sessionId),
  );

  app.post(
    routePath(sandboxCheckoutApiPaths.pay),
    {
      schema: {
        tags: ['sandbox checkout'],
        summary:
          'Pays with a Stripe test card: 4242424242424242 succeeds, 4000000000000002 is declined (402 card_declined), 4000002500003155 needs the confirm step',
        security: bearerAuth,
        params: SandboxCheckoutParams,
        body: SandboxPayBody,
        response: {
          200: SandboxCheckoutResult,
          400: ApiErrorBody,
          402: ApiErrorBody,
          ...writeErrors,
        },
      },
    },
    (request) =>
      sandboxCheckout.pay(signedInActor(request), request.params.sessionId, request.body),
  );

  app.post(
    routePath(sandboxCheckoutApiPaths.confirm),
    {
      schema: {
        tags: ['sandbox checkout'],
        summary: 'Completes the second step a test card asked for, which pays the checkout',
        security: bearerAuth,
        params: SandboxCheckoutParams,
        response: { 200: SandboxCheckoutResult, ...writeErrors },
      },
    },
    (request) => sandboxCheckout.confirm(signedInActor(request), request.params.sessionId),
  );

  app.post(
    routePath(sandboxCheckoutApiPaths.cancel),
    {
      schema: {
        tags: ['sandbox checkout'],
        summary: 'Abandons the checkout; nothing is charged',
        security: bearerAuth,
        params: SandboxCheckoutParams,
        response: { 200: SandboxCheckoutResult, ...writeErrors },
      },
    },
    (request) => sandboxCheckout.cancel(signedInActor(request), request.params.sessionId),
  );
};
