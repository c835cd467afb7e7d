import { z } from 'zod';
import { roleCodes, roleIds } from './constants.ts';
import { safeText } from './rules/safe-text.ts';

/** Roles (docs/product/accounts.md#roles). Role codes, ids and permissions are in constants.ts. */
export const rolesApiPaths = {
  roles: '/api/roles',
} as const;

export const RoleCodeSchema = z.enum(roleCodes);

/**
 * Role types a role links to (docs/product/accounts.md#roles): e.g. childcare / offers_care for
 * provider roles.
 */
export const RoleType = z.object({ code: z.string(), involvementType: z.string() });
export type RoleType = z.infer<typeof RoleType>;

/**
 * GET /api/roles item (docs/product/accounts.md#listing-roles): the fields Id, permissions and
 * role-type links with a Code (the shape its OData filters address), and role details with
 * roleTypes {code, involvementType}.
 */
export const Role = z.object({
  Id: z.number().int(),
  Code: RoleCodeSchema,
  Name: z.string(),
  permissions: z.array(z.string()),
  RoleToRoleTypes: z.array(z.object({ RoleType: z.object({ Code: z.string() }) })),
  roleTypes: z.array(RoleType),
});
export type Role = z.infer<typeof Role>;

/**
 * GET /api/roles?$filter=… (docs/product/accounts.md#listing-roles). Accepted OData filters,
 * combinable with `and`: `RoleToRoleTypes/any(r: r/RoleType/Code in ('childcare'))`,
 * `not (Id in (1,2))`, `Id eq 3`. The examples show in the API docs, and the fuzz test mutates them
 * (a random string is almost never a filter, so it would not get past the parser).
 */
export const RolesQuery = z.object({
  $filter: safeText(z.string().max(500))
    .meta({
      examples: [
        'Id eq 3',
        'Id in (1,2)',
        'not (Id in (1,2))',
        "RoleToRoleTypes/any(r: r/RoleType/Code in ('childcare'))",
        "RoleToRoleTypes/any(r: r/RoleType/Code eq 'childcare') and not (Id in (1))",
      ],
    })
    .optional(),
});
export const RolesResponse = z.object({ items: z.array(Role) });
export type RolesResponse = z.infer<typeof RolesResponse>;

/** Role type codes used by the seeded roles. */
export const roleTypeCodes = { childcare: 'childcare', platform: 'platform' } as const;
export const involvementTypes = {
  offersCare: 'offers_care',
  seeksCare: 'seeks_care',
  administers: 'administers',
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
 * The `$filter` values GET /api/roles accepts, built in one place so client and server
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

export const rolesErrorCodes = {
  /** A `$filter` outside the three forms above (400; `detail` says what was not understood). */
  unsupportedFilter: 'unsupported_filter',
} as const;

export const rolesMessages = {
  unsupportedFilter: 'Unsupported filter',
} as const;
