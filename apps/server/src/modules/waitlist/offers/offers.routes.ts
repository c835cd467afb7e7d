import {
  ApiErrorBody,
  CreateOfferBody,
  OfferParams,
  offersApiPaths,
  ParentOffer,
  permissions,
  ProviderOffer,
  ProviderOfferParams,
  ProviderOffersParams,
  ProviderOffersQuery,
  ProviderOffersResponse,
  WithdrawPausedResponse,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePath } from '../../../http/route-path.ts';
import { bearerAuth } from '../../../plugins/openapi.ts';
import { signedIn, signedInActor, signedInErrors } from '../../../plugins/signed-in.ts';

const providerPermission = { permissions: [permissions.waitlistManage] };
const parentPermission = { permissions: [permissions.childcareRequestCreate] };

/** The signed-in side of offers: the provider's (their own profile's) and the parent's. */
export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { offers } = app.services;
  await app.register(signedIn);

  app.get(
    routePath(offersApiPaths.providerOffers),
    {
      config: providerPermission,
      schema: {
        tags: ['offers'],
        summary: "The provider's offers, newest first (at most 200), optionally by status",
        security: bearerAuth,
        params: ProviderOffersParams,
        querystring: ProviderOffersQuery,
        response: {
          200: ProviderOffersResponse,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
        },
      },
    },
    async (request) => ({
      items: await offers.listProviderOffers(
        signedInActor(request),
        request.params.providerId,
        request.query.status,
      ),
    }),
  );

  app.post(
    routePath(offersApiPaths.providerOffers),
    {
      config: providerPermission,
      schema: {
        tags: ['offers'],
        summary:
          'Offers a spot in an age group to a waiting family (deadline: the given day, or the provider’s business days with Ontario holidays excluded); 409 when no space is left',
        security: bearerAuth,
        params: ProviderOffersParams,
        body: CreateOfferBody,
        response: {
          201: ProviderOffer,
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
        .send(
          await offers.createOffer(signedInActor(request), request.params.providerId, request.body),
        ),
  );

  app.post(
    routePath(offersApiPaths.withdraw),
    {
      config: providerPermission,
      schema: {
        tags: ['offers'],
        summary: 'Withdraws an open offer: the family goes back to waiting at its place',
        security: bearerAuth,
        params: ProviderOfferParams,
        response: {
          200: ProviderOffer,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    (request) =>
      offers.withdrawOffer(
        signedInActor(request),
        request.params.providerId,
        request.params.offerId,
      ),
  );

  app.get(
    routePath(offersApiPaths.offer),
    {
      config: parentPermission,
      schema: {
        tags: ['offers'],
        summary: "An offer to the parent's child",
        security: bearerAuth,
        params: OfferParams,
        response: { 200: ParentOffer, 400: ApiErrorBody, ...signedInErrors, 404: ApiErrorBody },
      },
    },
    (request) => offers.parentOffer(signedInActor(request), request.params.offerId),
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      routePath(offersApiPaths[answer]),
      {
        config: parentPermission,
        schema: {
          tags: ['offers'],
          summary:
            answer === 'accept'
              ? "Accepts the offer: the child is enrolled, the group's spaces go down by one and the child's other waiting requests are paused"
              : 'Declines the offer: the spot goes to the next family',
          security: bearerAuth,
          params: OfferParams,
          response: {
            200: ParentOffer,
            400: ApiErrorBody,
            ...signedInErrors,
            404: ApiErrorBody,
            409: ApiErrorBody,
          },
        },
      },
      (request) => offers.answer(signedInActor(request), request.params.offerId, answer),
    );
  }

  app.post(
    routePath(offersApiPaths.withdrawPaused),
    {
      config: parentPermission,
      schema: {
        tags: ['offers'],
        summary: "After accepting: withdraws the child's requests the enrolment paused, in one tap",
        security: bearerAuth,
        params: OfferParams,
        response: {
          200: WithdrawPausedResponse,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    async (request) => ({
      withdrawnRequestIds: await offers.withdrawPausedRequests(
        signedInActor(request),
        request.params.offerId,
      ),
    }),
  );
};
