import {
  AgeGroupsResponse,
  ApiErrorBody,
  cataloguesApiPaths,
  ChildcareTypesResponse,
  LanguagesResponse,
  PaymentOptionsQuery,
  PaymentOptionsResponse,
  ProviderTypesQuery,
  ProviderTypesResponse,
  SchoolPlan,
  SchoolPlanParams,
  SchoolPlansResponse,
} from '@kinderwait/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AccessTokens } from '../../auth/access-tokens.ts';
import { routePath } from '../../http/route-path.ts';

const tags = ['catalogues'];

/**
 * The caller's user id when a valid access token is sent, else undefined: the catalogues stay
 * public, and only a signed-in parent's own ticket marks its choices.
 */
async function optionalCallerId(
  bearerTokens: Pick<AccessTokens, 'verify'>,
  authorization: string | undefined,
): Promise<string | undefined> {
  const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  if (token === undefined) return undefined;
  const verified = await bearerTokens.verify(token);
  return verified.status === 'valid' ? verified.claims.id : undefined;
}

/**
 * The reference catalogues. Public: they are not secret, the waitlist wizard and public pages
 * both read them, and answering without a token keeps them cheap and cacheable.
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
    cataloguesApiPaths.providerTypes,
    {
      schema: {
        tags,
        summary:
          "Provider types; `selected` marks the choices of the waitlist ticket named by waitingListTicketId when the caller's valid access token is sent and the ticket is of their child",
        querystring: ProviderTypesQuery,
        response: { 200: ProviderTypesResponse, 400: ApiErrorBody },
      },
    },
    async (request) => ({
      items: await catalogues.providerTypes(
        request.query.waitingListTicketId,
        request.query.waitingListTicketId === undefined
          ? undefined
          : await optionalCallerId(app.bearerTokens, request.headers.authorization),
      ),
    }),
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
