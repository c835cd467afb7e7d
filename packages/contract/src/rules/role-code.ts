import { roleCodes } from '../constants.ts';
import type { RoleCode } from '../constants.ts';
import { specMessages } from '../messages.ts';

/**
 * The known role code matching `value` case-insensitively, in its canonical casing
 * (docs/product/accounts.md#the-active-role); throws 'Invalid role code' for anything else.
 */
export function canonicalRoleCode(value: string): RoleCode {
  const wanted = value.trim().toLowerCase();
  const code = roleCodes.find((known) => known.toLowerCase() === wanted);
  if (code === undefined) throw new Error(specMessages.invalidRoleCode);
  return code;
}
