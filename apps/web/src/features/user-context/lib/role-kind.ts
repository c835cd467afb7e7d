import { permissions } from '@kinderwait/contract/constants';
import type { Role } from '@kinderwait/contract/roles';
import { involvementTypes, roleTypeCodes } from '@kinderwait/contract/roles';

/**
 * A provider's role types include childcare with involvementType offers_care
 * (docs/product/onboarding.md#location-by-role).
 */
export function offersCare(role: Role | null | undefined): boolean {
  return (
    role?.roleTypes.some(
      (type) =>
        type.code === roleTypeCodes.childcare &&
        type.involvementType === involvementTypes.offersCare,
    ) ?? false
  );
}

/**
 * A role holding child.create moves the children with a saved user location
 * (docs/product/onboarding.md#location-by-role).
 */
export function createsChildren(role: Role | null | undefined): boolean {
  return role?.permissions.includes(permissions.childCreate) ?? false;
}
