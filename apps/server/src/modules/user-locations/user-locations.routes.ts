import {
  ApiErrorBody,
  SaveUserLocationBody,
  UserLocation,
  userLocationsApiPaths,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth } from '../../plugins/openapi.ts';
import { signedIn, signedInActor, signedInErrors } from '../../plugins/signed-in.ts';

/**
 * The user location (docs/product/onboarding.md#location-by-role): any signed-in user saves and
 * reads their own.
 */
export const userLocationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { userLocations } = app.services;
  await app.register(signedIn);

  app.post(
    userLocationsApiPaths.userLocations,
    {
      schema: {
        tags: ['locations'],
        summary:
          "Saves the signed-in user's location (replacing the previous one): address, latitude, longitude and updateChildrenLocation (true only when the current role holds child.create); optionally the locationDetails the address was built from (then all of house_number, road, city, state, postcode and country: the address rule) and locationSource (pin by default). Without locationDetails the parts are read from the address text and the rest looked up from the coordinates (400 on the address when no house number and street come of it); the answer says where each part came from",
        security: bearerAuth,
        body: SaveUserLocationBody,
        response: {
          200: UserLocation,
          400: ApiErrorBody,
          ...signedInErrors,
        },
      },
    },
    (request) => userLocations.save(signedInActor(request), request.body),
  );

  app.get(
    userLocationsApiPaths.getUserLocation,
    {
      schema: {
        tags: ['locations'],
        summary:
          "The signed-in user's saved location; every location field null (and updatedAt null) while none is saved",
        security: bearerAuth,
        response: {
          200: UserLocation,
          ...signedInErrors,
        },
      },
    },
    (request) => userLocations.getOwn(signedInActor(request)),
  );
};
