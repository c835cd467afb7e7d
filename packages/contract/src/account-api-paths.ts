import { roleIds } from './constants.ts';

/**
 * Server paths of SPEC 7.1 and 7.3 for sign-in, users and roles, with their SPEC casing and the
 * legacy non-`/api` account paths. Templates with `{name}` are filled with `buildUrl`.
 */
export const accountApiPaths = {
  magicLinks: '/api/account/magic-links',
  validateMagicLink: '/api/account/magic-links/actions/validate',
  refreshToken: '/api/account/tokens/refresh',
  resendActivation: '/account/resendActivation',
  validateEmail: '/account/validateEmail',
  validateUserName: '/account/validateUserName',
  validateUserNameEmail: '/account/validateUserNameEmail',
  getUserInfo: '/account/getUserInfo',
  logout: '/account/logout',
  users: '/api/users',
  user: '/api/users/{userId}',
  userSubscriptions: '/api/users/{email}/subscriptions',
  userRoles: '/api/users/{userId}/roles',
  eventStatistics: '/api/users/event-statistics/actions/collect',
  roles: '/api/roles',
  devOutbox: '/api/dev/outbox',
} as const;

function integerList(ids: readonly number[]): string {
  for (const id of ids) {
    if (!Number.isSafeInteger(id)) throw new Error(`Not a role id: ${String(id)}`);
  }
  return ids.join(',');
}

/** An OData string literal: single quotes, an embedded quote doubled. */
function odataString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * The `$filter` values GET /api/roles accepts (SPEC 7.3), built in one place so client and server
 * agree on their exact spelling. Combine two with `${a} and ${b}`.
 */
export const roleFilters = {
  /** One role: `Id eq 3`. */
  byId: (id: number): string => `Id eq ${integerList([id])}`,
  /** Every role but these: `not (Id in (1,2))`. */
  excludingIds: (ids: readonly number[]): string => `not (Id in (${integerList(ids)}))`,
  /** Roles linked to one of these role types: `RoleToRoleTypes/any(r: r/RoleType/Code in ('childcare'))`. */
  byRoleTypeCodes: (codes: readonly string[]): string =>
    `RoleToRoleTypes/any(r: r/RoleType/Code in (${codes.map(odataString).join(',')}))`,
} as const;

/** Roles a user can choose for themselves: every role but SuperAdmin. */
export const selfAssignableRolesFilter = roleFilters.excludingIds([roleIds.SuperAdmin]);
