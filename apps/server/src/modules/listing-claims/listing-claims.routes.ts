import {
  ApiErrorBody,
  ChildcareProviderProfile,
  ClaimCodeSent,
  claimCodeMaxTries,
  claimCodesPerListingPerHour,
  claimCodeTtlMinutes,
  ListingClaimParams,
  listingClaimsApiPaths,
  permissions,
  RequestClaimCodeBody,
  VerifyClaimBody,
  VerifyClaimParams,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../i18n/language.ts';
import { routePath } from '../../http/route-path.ts';
import { bearerAuth } from '../../plugins/openapi.ts';
import { signedIn, signedInActor, signedInErrors } from '../../plugins/signed-in.ts';

/** Claiming a licensed-centre listing: the Licenced role (listing.claim), one's own claims only. */
export const listingClaimsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { listingClaims } = app.services;
  await app.register(signedIn);
  // Per IP, like the sign-in calls: each request may cost a text or a call, or try a code.
  const claimConfig = {
    permissions: [permissions.listingClaim],
    rateLimit: { max: app.config.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' },
  };

  app.post(
    routePath(listingClaimsApiPaths.claims),
    {
      config: claimConfig,
      schema: {
        tags: ['listing-claims'],
        summary: `Sends a ${String(claimCodeTtlMinutes)}-minute six-digit code to the listing's published phone, by text message (sms; not to a number with an extension) or by a call that reads it out twice (call; dials the extension after connecting). At most ${String(claimCodesPerListingPerHour)} codes per listing per hour (429 with Retry-After); a listing someone manages is 409 with the support address; a newer code replaces the user's older ones for the listing`,
        security: bearerAuth,
        params: ListingClaimParams,
        body: RequestClaimCodeBody,
        response: {
          201: ClaimCodeSent,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
          409: ApiErrorBody,
          429: ApiErrorBody,
          503: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const sent = await listingClaims.requestCode(
        signedInActor(request),
        request.params.listingId,
        request.body.channel,
        // The code's words follow the language of the person asking (who passes it on).
        requestLanguage(request.headers),
      );
      return reply.code(201).send(sent);
    },
  );

  app.post(
    routePath(listingClaimsApiPaths.verify),
    {
      config: claimConfig,
      schema: {
        tags: ['listing-claims'],
        summary: `Enters the code of one's own claim: the listing becomes the user's provider profile (a profile started from scratch is merged into it) and the profile is answered. ${String(claimCodeMaxTries)} tries per code; a wrong, expired or replaced code is 400 with its own code; a listing someone else claimed first is 409`,
        security: bearerAuth,
        params: VerifyClaimParams,
        body: VerifyClaimBody,
        response: {
          200: ChildcareProviderProfile,
          400: ApiErrorBody,
          ...signedInErrors,
          404: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    (request) =>
      listingClaims.verify(signedInActor(request), request.params.claimId, request.body.code),
  );
};
