import {
  AgeGroupsResponse,
  ApiErrorBody,
  cataloguesApiPaths,
  ChildcareTypesResponse,
  LanguagesResponse,
  PaymentOptionsQuery,
  PaymentOptionsResponse,
  SchoolPlan,
  SchoolPlanParams,
  SchoolPlansResponse,
} from '@kinderwait/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routePath } from '../../http/route-path.ts';

const tags = ['catalogues'];

/**
 * The reference catalogues. Public: they are not secret, the waitlist wizard and public pages
 * both read them, and answering without a token keeps them cheap and cacheable. The provider
 * types, which can mark a ticket's choices, are the waitlist module's (tickets/).
 */
export const cataloguesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const catalogues = app.services.catalogues;

  app.get(
    cataloguesApiPaths.ageGroups,
    {
      schema: {
        tags,
        summary: 'Age groups (Infant, Toddler, Preschool, Kindergarten, School age), by id',
        response: { 200: AgeGroupsResponse },
      },
    },
    async () => ({ items: await catalogues.ageGroups() }),
  );

  app.get(
    cataloguesApiPaths.childcareTypes,
    {
      schema: {
        tags,
        summary: 'Kinds of care: full-time, part-time, before and after school ...',
        response: { 200: ChildcareTypesResponse },
      },
    },
    async () => ({ items: await catalogues.childcareTypes() }),
  );

  app.get(
    cataloguesApiPaths.schoolPlans,
    {
      schema: {
        tags,
        summary: 'Plans for school-age children (before and after school, PA days, camps ...)',
        response: { 200: SchoolPlansResponse },
      },
    },
    async () => ({ items: await catalogues.schoolPlans() }),
  );

  app.get(
    routePath(cataloguesApiPaths.schoolPlan),
    {
      schema: {
        tags,
        summary: 'One school plan with when it runs, its usual hours and its details',
        params: SchoolPlanParams,
        response: { 200: SchoolPlan, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    (request) => catalogues.schoolPlan(request.params.id),
  );

  app.get(
    cataloguesApiPaths.paymentOptions,
    {
      schema: {
        tags,
        summary:
          'Fee brackets of a payment option (Daily or Hourly), in CAD cents, bounds inclusive',
        querystring: PaymentOptionsQuery,
        response: { 200: PaymentOptionsResponse, 400: ApiErrorBody },
      },
    },
    async (request) => ({ items: await catalogues.feeBrackets(request.query.paymentOption) }),
  );

  app.get(
    cataloguesApiPaths.languages,
    {
      schema: {
        tags,
        summary: 'Languages families and providers use: English and French first (ISO 639 codes)',
        response: { 200: LanguagesResponse },
      },
    },
    () => catalogues.languages(),
  );
  done();
};
