import {
  addressesApiPaths,
  ApiErrorBody,
  ValidateAddressBody,
  ValidateAddressResponse,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth } from '../../plugins/openapi.ts';
import { signedIn, signedInErrors } from '../../plugins/signed-in.ts';

export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { addresses } = app.services;
  await app.register(signedIn);

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
};
