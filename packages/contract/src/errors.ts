import { z } from 'zod';
import { billingErrorCodes, productAdminErrorCodes } from './billing.ts';
import { cataloguesErrorCodes } from './catalogues.ts';
import { childrenErrorCodes } from './children.ts';
import { conversationsErrorCodes } from './conversations.ts';
import { listingClaimsErrorCodes } from './listing-claims.ts';
import { onboardingErrorCodes } from './onboarding.ts';
import { rolesErrorCodes } from './roles.ts';
import { sandboxCheckoutErrorCodes } from './sandbox-checkout.ts';
import { signInErrorCodes } from './sign-in.ts';
import { subscriptionsErrorCodes } from './subscriptions.ts';
import { surveysErrorCodes } from './surveys.ts';
import { usageErrorCodes } from './usage.ts';
import { userLocationsErrorCodes } from './user-locations.ts';
import { usersErrorCodes } from './users.ts';
import { waitlistErrorCodes } from './waitlist.ts';
import { providerWaitlistErrorCodes } from './provider-waitlist.ts';
import { offersErrorCodes } from './offers.ts';
import { notificationsErrorCodes } from './notifications.ts';
import { privacyErrorCodes } from './privacy.ts';
import { broadcastErrorCodes } from './broadcast.ts';
import { voiceAgentErrorCodes } from './voice-agent.ts';
import { knowledgeBaseErrorCodes } from './knowledge-base.ts';
import { phoneNumbersErrorCodes } from './phone-numbers.ts';

/**
 * Codes and messages of errors any route can answer (docs/product/errors.md#common-answers):
 * invalid input, not found, the anti-forgery and rate limits, a bug, and the signed-in scope's
 * checks. A domain's own codes are in its own file and listed in `apiErrorCodes` below.
 */
export const commonErrorCodes = {
  validationFailed: 'validation_failed',
  notFound: 'not_found',
  invalidAntiForgeryToken: 'invalid_anti_forgery_token',
  rateLimited: 'rate_limited',
  internalError: 'internal_error',
  authenticationRequired: 'authentication_required',
  accessTokenExpired: 'access_token_expired',
  /** The roleId header names a role the user does not hold (403: the client signs out). */
  roleNotHeld: 'role_not_held',
  permissionMissing: 'permission_missing',
} as const;

export const commonErrorMessages = {
  invalidRequest: 'Invalid request',
  notFound: 'Not found',
  internalServerError: 'Internal server error',
  authenticationRequired: 'Authentication required',
  accessTokenExpired: 'Access token expired',
  roleNotHeld: 'You do not hold this role',
  missingPermission: (permission: string): string =>
    `Your current role does not have the permission '${permission}'`,
} as const;

/** The 429 message; `seconds` is how long until the client's window resets. */
export function tooManyRequestsMessage(seconds: number): string {
  return `Too many requests, please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}

/**
 * Codes of the 4xx errors the framework and its plugins raise before or outside our handlers
 * (malformed JSON, a body too large, a range not satisfiable...): the status's reason phrase in
 * snake_case, as Node's STATUS_CODES names it.
 */
export const httpErrorCodes = {
  400: 'bad_request',
  401: 'unauthorized',
  402: 'payment_required',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  407: 'proxy_authentication_required',
  408: 'request_timeout',
  409: 'conflict',
  410: 'gone',
  411: 'length_required',
  412: 'precondition_failed',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  416: 'range_not_satisfiable',
  417: 'expectation_failed',
  418: 'i_m_a_teapot',
  421: 'misdirected_request',
  422: 'unprocessable_entity',
  423: 'locked',
  424: 'failed_dependency',
  425: 'too_early',
  426: 'upgrade_required',
  428: 'precondition_required',
  429: 'too_many_requests',
  431: 'request_header_fields_too_large',
  451: 'unavailable_for_legal_reasons',
} as const;
type HttpErrorCode = (typeof httpErrorCodes)[keyof typeof httpErrorCodes];

/** The code of a 4xx status that has no reason phrase of its own. */
export const otherClientErrorCode = 'client_error';

const httpErrorCodeOf: Readonly<Partial<Record<number, HttpErrorCode>>> = httpErrorCodes;

/** The code a framework-raised error with this status carries. */
export function httpErrorCode(statusCode: number): HttpErrorCode | typeof otherClientErrorCode {
  return httpErrorCodeOf[statusCode] ?? otherClientErrorCode;
}

/**
 * Every code the server can put in `ApiErrorBody.code`. A new domain adds its codes object here,
 * so clients can map each code to words and the server cannot send one nobody knows.
 */
export const apiErrorCodes = [
  ...new Set([
    ...Object.values(commonErrorCodes),
    ...Object.values(httpErrorCodes),
    otherClientErrorCode,
    ...Object.values(signInErrorCodes),
    ...Object.values(usersErrorCodes),
    ...Object.values(rolesErrorCodes),
    ...Object.values(cataloguesErrorCodes),
    ...Object.values(userLocationsErrorCodes),
    ...Object.values(onboardingErrorCodes),
    ...Object.values(billingErrorCodes),
    ...Object.values(productAdminErrorCodes),
    ...Object.values(sandboxCheckoutErrorCodes),
    ...Object.values(subscriptionsErrorCodes),
    ...Object.values(usageErrorCodes),
    ...Object.values(listingClaimsErrorCodes),
    ...Object.values(childrenErrorCodes),
    ...Object.values(waitlistErrorCodes),
    ...Object.values(providerWaitlistErrorCodes),
    ...Object.values(offersErrorCodes),
    ...Object.values(notificationsErrorCodes),
    ...Object.values(surveysErrorCodes),
    ...Object.values(conversationsErrorCodes),
    ...Object.values(privacyErrorCodes),
    ...Object.values(broadcastErrorCodes),
    ...Object.values(knowledgeBaseErrorCodes),
    ...Object.values(voiceAgentErrorCodes),
    ...Object.values(phoneNumbersErrorCodes),
  ]),
];
export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** The one error body every API error uses (docs/product/errors.md#the-api-error-body). */
export const ApiErrorBody = z
  .object({
    message: z.string(),
    /** What exactly is wrong; a 400 naming fields writes them as validation-detail.ts says. */
    detail: z.string().optional(),
    code: z.enum(apiErrorCodes).optional(),
  })
  // One named schema in the API documentation, referred to by every error response (inlined, the
  // list of codes made the document over a megabyte).
  .meta({ id: 'ApiErrorBody' });
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
