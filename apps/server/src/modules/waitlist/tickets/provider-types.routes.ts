import {
  ApiErrorBody,
  cataloguesApiPaths,
  ProviderTypesQuery,
  ProviderTypesResponse,
} from '@kinderwait/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AccessTokens } from '../../../auth/access-tokens.ts';

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
 * GET /api/providers/types: the catalogue's provider types, public like the other catalogues,
 * with a signed-in parent's ticket choices marked. Here rather than in catalogues because the
 * marking reads the ticket, and catalogues sit below the waitlist.
 */
export const providerTypesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { tickets } = app.services;

  app.get(
    cataloguesApiPaths.providerTypes,
    {
      schema: {
        tags: ['catalogues'],
        summary:
          "Provider types; `selected` marks the choices of the waitlist ticket named by waitingListTicketId when the caller's valid access token is sent and the ticket is of their child",
        querystring: ProviderTypesQuery,
        response: { 200: ProviderTypesResponse, 400: ApiErrorBody },
      },
    },
    async (request) => ({
      items: await tickets.providerTypes(
        request.query.waitingListTicketId,
        request.query.waitingListTicketId === undefined
          ? undefined
          : await optionalCallerId(app.bearerTokens, request.headers.authorization),
      ),
    }),
  );

  done();
};
