import { z } from 'zod';
import { userNameRule } from './account-api.ts';
import { roleCodes } from './constants.ts';
import { formRuleMessages } from './rules/form-rules.ts';

/** Payloads of SPEC 3 and 7.1 for sign-in, tokens and the user's own account. */

export const Email = z.email().max(254);

/** POST /api/account/magic-links — the Register model (SPEC 3); name only when registering. */
export const MagicLinkBody = z.object({
  email: Email,
  confirmationUrl: z.url({ protocol: /^https?$/ }).max(2048),
  name: z.string().trim().min(1).max(120).optional(),
});
export type MagicLinkBody = z.infer<typeof MagicLinkBody>;

/** Same answer whether or not the email had an account, so the call reveals nothing. */
export const MagicLinkSentResponse = z.object({ success: z.literal(true), message: z.string() });
export type MagicLinkSentResponse = z.infer<typeof MagicLinkSentResponse>;

export const ResendActivationQuery = z.object({
  email: Email,
  confirmationUrl: z.url({ protocol: /^https?$/ }).max(2048),
});
export type ResendActivationQuery = z.infer<typeof ResendActivationQuery>;

export const Token = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type Token = z.infer<typeof Token>;

/** Claims of the access token the client reads (SPEC 3). */
export const AccessTokenClaims = z.object({
  id: z.string(),
  email: z.string(),
  children: z.number().int().nonnegative(),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaims>;

/** POST /api/account/magic-links/actions/validate */
export const ValidateMagicLinkBody = z.object({
  userId: z.string().min(1).max(100),
  etoken: z.string().min(1).max(200),
});
export type ValidateMagicLinkBody = z.infer<typeof ValidateMagicLinkBody>;

/** The Magic-link response of SPEC 3: a success flag and the token. */
export const ValidateMagicLinkResponse = z.object({ success: z.boolean(), token: Token });
export type ValidateMagicLinkResponse = z.infer<typeof ValidateMagicLinkResponse>;

/** POST /api/account/tokens/refresh */
export const RefreshTokenBody = z.object({
  refreshToken: z.string().min(1).max(200),
  accessToken: z.string().max(4096).optional(),
});
export type RefreshTokenBody = z.infer<typeof RefreshTokenBody>;
export const RefreshTokenResponse = z.object({ token: Token });
export type RefreshTokenResponse = z.infer<typeof RefreshTokenResponse>;

/** POST /account/logout — the refresh token whose family is revoked. */
export const LogoutBody = z.object({ refreshToken: z.string().min(1).max(200).optional() });
export type LogoutBody = z.infer<typeof LogoutBody>;

/** GET /account/validateEmail, /account/validateUserName, /account/validateUserNameEmail */
export const ValidateEmailQuery = z.object({ email: z.string().max(254) });
export const ValidateUserNameQuery = z.object({ userName: z.string().max(100) });
export const ValidateUserNameEmailQuery = z.object({
  userName: z.string().max(100),
  email: z.string().max(254),
});
export const FieldCheckResponse = z.object({
  valid: z.boolean(),
  available: z.boolean(),
  /** Why the value cannot be used; absent when it can. */
  message: z.string().optional(),
});
export type FieldCheckResponse = z.infer<typeof FieldCheckResponse>;

export const RoleCodeSchema = z.enum(roleCodes);

/** A role the user holds, as the User of SPEC 3 lists it. */
export const UserRole = z.object({ id: z.number().int(), code: RoleCodeSchema });
export type UserRole = z.infer<typeof UserRole>;

export const languages = ['en', 'fr'] as const;
export const PreferredLanguage = z.enum(languages);

/** E.164: a plus, a country code not starting with 0, at most 15 digits in all (SPEC 5). */
export const E164Phone = z
  .string()
  .regex(/^\+[1-9]\d{6,14}$/, 'Phone number must be in E.164 format, for example +14151231234');

/** The optional user handle (rule in account-api.ts); uniqueness is checked by the server. */
export const UserName = z.string().trim().regex(userNameRule.pattern, userNameRule.description);

export const User = z.object({
  id: z.string(),
  email: z.string(),
  userName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  preferredLanguage: PreferredLanguage,
  roles: z.array(UserRole),
  createdAt: z.string(),
});
export type User = z.infer<typeof User>;

/** PUT /api/users — the signed-in user's own profile. */
export const UpdateUserBody = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, formRuleMessages.required({ field: 'First name' }))
    .max(60),
  lastName: z.string().trim().max(60),
  phoneNumber: E164Phone.nullable(),
  preferredLanguage: PreferredLanguage,
  /** Left unchanged when absent; null removes it. */
  userName: UserName.nullable().optional(),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

export const Subscription = z.object({
  name: z.string(),
  status: z.string(),
  currentPeriodEnd: z.string().nullable(),
});
export type Subscription = z.infer<typeof Subscription>;
export const SubscriptionsResponse = z.object({ items: z.array(Subscription) });
export type SubscriptionsResponse = z.infer<typeof SubscriptionsResponse>;

/** POST /api/users/{userId}/roles — the Assign-roles payload. */
export const AssignRolesBody = z.object({
  email: Email,
  roles: z.array(RoleCodeSchema).min(1).max(roleCodes.length),
});
export type AssignRolesBody = z.infer<typeof AssignRolesBody>;

/** POST /api/users/event-statistics/actions/collect — a click on a feature not yet available. */
export const unavailableFeatures = ['Booking', 'Sublet', 'Messages'] as const;
export const EventStatisticsBody = z.object({
  eventType: z.literal('feature_unavailable_click'),
  feature: z.enum(unavailableFeatures),
  path: z.string().max(500).optional(),
});
export type EventStatisticsBody = z.infer<typeof EventStatisticsBody>;

/** GET /api/dev/outbox?to= — embedded mail outbox, never in production. Newest first. */
export const OutboxQuery = z.object({ to: Email.optional() });
export const OutboxMessage = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
export const OutboxResponse = z.array(OutboxMessage);
