import { z } from 'zod';
import { roleCodes } from './constants.ts';
import { RoleCodeSchema } from './roles.ts';
import { Email } from './rules/email.ts';

/**
 * Users (docs/product/accounts.md#profiles): the signed-in user's own account, profiles,
 * subscriptions, roles.
 */
export const usersApiPaths = {
  getUserInfo: '/account/getUserInfo',
  users: '/api/users',
  user: '/api/users/{userId}',
  userSubscriptions: '/api/users/{email}/subscriptions',
  userRoles: '/api/users/{userId}/roles',
} as const;

/** A role the user holds, as the user's profile lists it (docs/product/accounts.md#profiles). */
export const UserRole = z.object({ id: z.number().int(), code: RoleCodeSchema });
export type UserRole = z.infer<typeof UserRole>;

export const languages = ['en', 'fr'] as const;
export const PreferredLanguage = z.enum(languages);

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

/**
 * An active subscription (docs/product/billing.md#subscriptions): `name` is one of the subscription
 * names, which the route guard (docs/product/accounts.md#route-guard) matches; `currentPeriodEnd`
 * is when it renews (or ends, when `cancelAtPeriodEnd`), null for a one-off purchase that does not
 * expire.
 */
export const Subscription = z.object({
  id: z.uuid(),
  name: z.string(),
  productCode: z.string(),
  status: z.string(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
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

export const usersErrorCodes = {
  /** 404 for a user that does not exist or that the caller may not see. */
  userNotFound: 'user_not_found',
  emailMismatch: 'email_mismatch',
  roleAssignmentForbidden: 'role_assignment_forbidden',
  providerRoleConflict: 'provider_role_conflict',
  /** A 400 whose detail names body.userName; the message is registrationMessages.userNameTaken. */
  userNameTaken: 'user_name_taken',
} as const;

export const usersMessages = {
  userNotFound: 'User not found',
  emailMismatch: 'The email does not belong to this user.',
  superAdminAssignment: 'Only an administrator can assign the SuperAdmin role.',
  providerRoleConflict: (first: string, second: string): string =>
    `A user can hold only one provider role, not both ${first} and ${second}.`,
} as const;
