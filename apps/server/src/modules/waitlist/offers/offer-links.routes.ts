import {
  ApiErrorBody,
  OfferLinkAnswerBody,
  OfferLinkBody,
  OfferLinkView,
  OfferParams,
  offersApiPaths,
} from '@kinderwait/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routePath } from '../../../http/route-path.ts';

/**
 * The emailed link's routes: public, the token in the body is the only credential and it answers
 * only its own offer, once. Reading never changes anything (mail scanners open links).
 */
export const offerLinkRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { offers } = app.services;

  app.post(
    routePath(offersApiPaths.linkView),
    {
      schema: {
        tags: ['offers'],
        summary:
          "The offer the emailed link names (changes nothing); 404 when the token is not this offer's",
        params: OfferParams,
        body: OfferLinkBody,
        response: { 200: OfferLinkView, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    (request) => offers.linkView(request.params.offerId, request.body.token),
  );

  app.post(
    routePath(offersApiPaths.linkAnswer),
    {
      schema: {
        tags: ['offers'],
        summary:
          'Accepts or declines the offer from the emailed link, once; 409 when expired or answered',
        params: OfferParams,
        body: OfferLinkAnswerBody,
        response: { 200: OfferLinkView, 400: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    (request) => offers.linkAnswer(request.params.offerId, request.body.token, request.body.answer),
  );
  done();
};
