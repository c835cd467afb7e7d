import {
  addressesApiPaths,
  ApiErrorBody,
  ValidateAddressBody,
  ValidateAddressResponse,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth } from '../../plugins/openapi.ts';
import { signedIn } from '../../plugins/signed-in.ts';

export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { addresses } = app.services;
  await app.register(signedIn);

  app.post(
    addressesApiPaths.validate,
    {
      schema: {
        tags: ['locations'],
        summary:
          "Checks an address by SPEC 5's rule. Body: SPEC 3's locationDetails (house_number, road, city, state, postcode, country; lat and lon accepted and not used). Answers valid, SPEC 5's message when a part is missing, and the missing parts; an incomplete address is a 200 with valid false, not an error",
        security: bearerAuth,
        body: ValidateAddressBody,
        response: {
          200: ValidateAddressResponse,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
        },
      },
    },
    (request) => addresses.validate(request.body),
  );
};
