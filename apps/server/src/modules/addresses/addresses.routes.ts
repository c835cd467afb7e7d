import {
  addressesApiPaths,
  ApiErrorBody,
  LocateAddressBody,
  LocateAddressResponse,
  SuggestAddressBody,
  SuggestAddressResponse,
  ValidateAddressBody,
  ValidateAddressResponse,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth } from '../../plugins/openapi.ts';
import { signedIn, signedInErrors } from '../../plugins/signed-in.ts';

export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { addresses } = app.services;
  await app.register(signedIn);
  // Per client IP: typing asks again and again, and each ask may reach the outside geocoder.
  // POST keeps typed addresses out of URLs, and so out of request logs.
  const lookupConfig = {
    rateLimit: { max: app.config.GEOCODING_RATE_LIMIT_MAX, timeWindow: '1 minute' },
  };

  app.post(
    addressesApiPaths.validate,
    {
      schema: {
        tags: ['locations'],
        summary:
          "Checks an address by the address rule. Body: the locationDetails (house_number, road, city, state, postcode, country; lat and lon accepted and not used). Answers valid, the rule's message when a part is missing, and the missing parts; an incomplete address is a 200 with valid false, not an error",
        security: bearerAuth,
        body: ValidateAddressBody,
        response: {
          200: ValidateAddressResponse,
          400: ApiErrorBody,
          ...signedInErrors,
        },
      },
    },
    (request) => addresses.validate(request.body),
  );

  app.post(
    addressesApiPaths.locate,
    {
      config: lookupConfig,
      schema: {
        tags: ['locations'],
        summary:
          "Places a typed address: the geocoder's match of house number, street, city and country (locationSource geocoded-address); when the geocoder cannot be reached or knows none, the centre of the postal code's Toronto area (postal-code-centroid, approximate, with postalArea); place null when neither works. geocoderReachable says whether the geocoder answered",
        security: bearerAuth,
        body: LocateAddressBody,
        response: {
          200: LocateAddressResponse,
          400: ApiErrorBody,
          ...signedInErrors,
          429: ApiErrorBody,
        },
      },
    },
    (request) => addresses.locate(request.body),
  );

  app.post(
    addressesApiPaths.suggest,
    {
      config: lookupConfig,
      schema: {
        tags: ['locations'],
        summary:
          'Up to five addresses the geocoder knows that fit the text typed so far, Toronto first; none when suggestions are off (GEOCODER_SUGGESTIONS) or the geocoder cannot be reached (geocoderReachable false)',
        security: bearerAuth,
        body: SuggestAddressBody,
        response: {
          200: SuggestAddressResponse,
          400: ApiErrorBody,
          ...signedInErrors,
          429: ApiErrorBody,
        },
      },
    },
    (request) => addresses.suggest(request.body),
  );
};
