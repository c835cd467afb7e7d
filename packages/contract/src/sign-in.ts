import { z } from 'zod';
import { Email } from './rules/email.ts';
import { safeText } from './rules/safe-text.ts';

/**
 * Sign-in (docs/product/accounts.md#sign-in-by-emailed-link): magic links, the emailed link's
 * validation, token refresh, logout and resending the link, with the legacy non-`/api` account
 * paths as the product names them.
 */
export const signInApiPaths = {
  magicLinks: '/api/account/magic-links',
  validateMagicLink: '/api/account/magic-links/actions/validate',
  refreshToken: '/api/account/tokens/refresh',
  resendActivation: '/account/resendActivation',
  logout: '/account/logout',
} as const;

/** A sign-in link works once, for this long (also said in the email). */
export const magicLinkTtlMinutes = 15;

/**
 * POST /api/account/magic-links — the register payload
 * (docs/product/accounts.md#sign-in-by-emailed-link); name only when registering.
 */
export const MagicLinkBody = z.object({
  email: Email,
  confirmationUrl: safeText(z.url({ protocol: /^https?$/ }).max(2048)),
  name: safeText(z.string().trim().min(1).max(120)).optional(),
});
export type MagicLinkBody = z.infer<typeof MagicLinkBody>;

/** Same answer whether or not the email had an account, so the call reveals nothing. */
export const MagicLinkSentResponse = z.object({ success: z.literal(true), message: z.string() });
export type MagicLinkSentResponse = z.infer<typeof MagicLinkSentResponse>;

export const ResendActivationQuery = z.object({
  email: Email,
  confirmationUrl: safeText(z.url({ protocol: /^https?$/ }).max(2048)),
});
export type ResendActivationQuery = z.infer<typeof ResendActivationQuery>;

export const Token = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type Token = z.infer<typeof Token>;

/**
 * Claims of the access token the client reads (docs/product/accounts.md#tokens-and-the-session).
 */
export const AccessTokenClaims = z.object({
  id: z.string(),
  email: z.string(),
  children: z.number().int().nonnegative(),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaims>;

/** POST /api/account/magic-links/actions/validate: the two values the emailed link carries. */
export const ValidateMagicLinkBody = z.object({
  userId: safeText(z.string().min(1).max(100)),
  etoken: safeText(z.string().min(1).max(200)),
});
export type ValidateMagicLinkBody = z.infer<typeof ValidateMagicLinkBody>;

/**
 * Query parameters the server adds to `confirmationUrl` in the email and the confirmation page
 * reads back: the same names as the validate call's body.
 */
export const signInLinkQuery = {
  userId: 'userId',
  etoken: 'etoken',
} as const satisfies { [Name in keyof ValidateMagicLinkBody]: Name };

/**
 * The magic-link response (docs/product/accounts.md#the-confirmation-screen): a success flag and
 * the token.
 */
export const ValidateMagicLinkResponse = z.object({ success: z.boolean(), token: Token });
export type ValidateMagicLinkResponse = z.infer<typeof ValidateMagicLinkResponse>;

/** POST /api/account/tokens/refresh */
export const RefreshTokenBody = z.object({
  refreshToken: safeText(z.string().min(1).max(200)),
  accessToken: safeText(z.string().max(4096)).optional(),
});
export type RefreshTokenBody = z.infer<typeof RefreshTokenBody>;
export const RefreshTokenResponse = z.object({ token: Token });
export type RefreshTokenResponse = z.infer<typeof RefreshTokenResponse>;

/** POST /account/logout — the refresh token whose family is revoked. */
export const LogoutBody = z.object({
  refreshToken: safeText(z.string().min(1).max(200)).optional(),
});
export type LogoutBody = z.infer<typeof LogoutBody>;

export const signInErrorCodes = {
  invalidMagicLink: 'invalid_magic_link',
  confirmationUrlNotAllowed: 'confirmation_url_not_allowed',
  tooManyEmailRequests: 'too_many_email_requests',
  mailUnavailable: 'mail_unavailable',
  invalidRefreshToken: 'invalid_refresh_token',
  /** A refresh token used twice: its whole sign-in is revoked. */
  refreshTokenReused: 'refresh_token_reused',
} as const;

export const signInMessages = {
  /** The answer to every magic-link and resend call, whether or not the email had an account. */
  magicLinkSent: 'Check your inbox: we have sent you an email to continue signing in.',
  invalidMagicLink: 'This sign-in link is invalid or has expired. Request a new one.',
  confirmationUrlNotAllowed: 'confirmationUrl must be a page of this application.',
  tooManyEmailRequests: 'Too many sign-in requests for this email. Try again in a few minutes.',
  mailUnavailable: 'We could not send the email right now. Try again in a few minutes.',
  invalidRefreshToken: 'Invalid refresh token',
} as const;
