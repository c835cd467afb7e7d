import { z } from 'zod';
import { RoleCodeSchema } from './account.ts';

/** Role types a role links to (SPEC 3): e.g. childcare / offers_care for provider roles. */
export const RoleType = z.object({ code: z.string(), involvementType: z.string() });
export type RoleType = z.infer<typeof RoleType>;

/**
 * GET /api/roles item. SPEC 3 names the fields Id, permissions and role-type links with a Code (the
 * shape its OData filters address), and role details with roleTypes {code, involvementType}.
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
 * GET /api/roles?$filter=… (SPEC 7.3). Accepted OData filters, combinable with `and`:
 * `RoleToRoleTypes/any(r: r/RoleType/Code in ('childcare'))`, `not (Id in (1,2))`, `Id eq 3`.
 */
export const RolesQuery = z.object({ $filter: z.string().max(500).optional() });
export const RolesResponse = z.object({ items: z.array(Role) });
export type RolesResponse = z.infer<typeof RolesResponse>;

/** Role type codes used by the seeded roles. */
export const roleTypeCodes = { childcare: 'childcare', platform: 'platform' } as const;
export const involvementTypes = {
  offersCare: 'offers_care',
  seeksCare: 'seeks_care',
  administers: 'administers',
} as const;
