import {
  ApiErrorBody,
  billingApiPaths,
  CheckoutSessionParams,
  PaymentHistoryQuery,
  PaymentHistoryResponse,
  permissions,
  Receipt,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routePath } from '../../../http/route-path.ts';
import { bearerAuth } from '../../../plugins/openapi.ts';
import { signedIn, signedInActor, signedInErrors } from '../../../plugins/signed-in.ts';

const UserIdParams = z.object({ userId: z.uuid().transform((id) => id.toLowerCase()) });

const errors = signedInErrors;

/** One's payments and receipts, or anyone's for user.manage (signed in, payment.read). */
export const paymentHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { paymentHistory } = app.services;
  await app.register(signedIn);

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
    (request) => paymentHistory.list(signedInActor(request), request.params.userId, request.query),
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
      paymentHistory.receipt(
        signedInActor(request),
        request.params.userId,
        request.params.sessionId,
      ),
  );
};
