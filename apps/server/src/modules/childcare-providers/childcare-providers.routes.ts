import {
  ApiErrorBody,
  ChildcareProviderLocation,
  ChildcareProviderProfile,
  childcareProvidersApiPaths,
  EditChildcareProviderBody,
  ListingsQuery,
  ListingsResponse,
  permissions,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth } from '../../plugins/openapi.ts';
import { signedIn, signedInActor, signedInErrors } from '../../plugins/signed-in.ts';

const manage = { permissions: [permissions.childcareProviderManage] };

export const childcareProvidersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { childcareProviders } = app.services;
  await app.register(signedIn);

  app.get(
    childcareProvidersApiPaths.profile,
    {
      config: manage,
      schema: {
        tags: ['childcare-providers'],
        summary:
          "The current provider's own profile (user with firstName, ageGroups with id, availableSpaces, availableStartDate and hoursOfBusiness; type, description, languages, childcare types, fees in CAD cents, contact, licence of a claimed centre). Without a profile yet: id and user null, lists empty",
        security: bearerAuth,
        response: { 200: ChildcareProviderProfile, ...signedInErrors },
      },
    },
    (request) => childcareProviders.getOwnProfile(signedInActor(request)),
  );

  app.get(
    childcareProvidersApiPaths.location,
    {
      config: manage,
      schema: {
        tags: ['childcare-providers'],
        summary:
          "The current provider's childcare location: address, latitude, longitude and the locationDetails it was built from; every field null while none is set",
        security: bearerAuth,
        response: { 200: ChildcareProviderLocation, ...signedInErrors },
      },
    },
    (request) => childcareProviders.getOwnLocation(signedInActor(request)),
  );

  app.patch(
    childcareProvidersApiPaths.profile,
    {
      config: manage,
      schema: {
        tags: ['childcare-providers'],
        summary:
          "Edits the current provider's own profile; the first edit creates it. paths names the parts that change, each in its field: ChildcareLocation → childcareLocation {address, latitude, longitude, locationDetails (complete, by the address rule)}, Profile → profile, AgeGroups → ageGroups (the full list), Fees → fees, Contact → contact. All or nothing: a 400 names the field and saves nothing",
        security: bearerAuth,
        body: EditChildcareProviderBody,
        response: {
          200: ChildcareProviderProfile,
          400: ApiErrorBody,
          ...signedInErrors,
        },
      },
    },
    (request) => childcareProviders.editOwnProfile(signedInActor(request), request.body),
  );

  app.get(
    childcareProvidersApiPaths.listings,
    {
      schema: {
        tags: ['childcare-providers'],
        summary:
          'Licensed centres (City of Toronto open data) whose name contains the search, or whose postal code starts with it; at most 20, public fields only, for claiming a listing',
        security: bearerAuth,
        querystring: ListingsQuery,
        response: {
          200: ListingsResponse,
          400: ApiErrorBody,
          ...signedInErrors,
        },
      },
    },
    async (request) => ({
      items: await childcareProviders.searchListings(request.query.search),
    }),
  );
};
