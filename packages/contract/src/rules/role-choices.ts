import { providerRoleCodes } from '../constants.ts';
import type { RoleCode } from '../constants.ts';

/**
 * How a role is named to its holder, in Canadian English (the role codes keep their original
 * spelling "Licenced"). Shared so emails and every screen name a role the same way.
 */
export const roleLabels: Record<RoleCode, string> = {
  SuperAdmin: 'Administrator',
  Parent: 'Parent',
  Licenced: 'Licensed childcare provider',
  Unlicenced: 'Home childcare provider (unlicensed)',
  BabySitter: 'Babysitter',
};

const providerCodes: readonly RoleCode[] = providerRoleCodes;

export function isProviderRole(code: RoleCode): boolean {
  return providerCodes.includes(code);
}

/**
 * Roles a user may still add to themselves: Parent, and one provider role as long as they hold
 * none. SuperAdmin is never self-assigned.
 */
export function selfAssignableRoleCodes(held: readonly RoleCode[]): RoleCode[] {
  const holdsProvider = held.some(isProviderRole);
  const candidates: readonly RoleCode[] = ['Parent', ...providerRoleCodes];
  return candidates.filter((code) => !held.includes(code) && (code === 'Parent' || !holdsProvider));
}
