import { create } from 'zustand';
import { canonicalRoleCode } from '@kinderwait/contract/rules/role-code';
import type { User, UserRole } from '@kinderwait/contract/users';
import {
  readRoleCode,
  readRoleId,
  removeRole,
  writeRoleCode,
  writeRoleId,
} from '../../lib/storage';
import { chooseActiveRole } from './lib/active-role';
import type { StoredRoleChoice } from './lib/active-role';
import { adoptProfileLanguage } from '../../lib/i18n/active-language';

/**
 * The client half of the user context (docs/product/accounts.md#the-active-role; the original app's
 * "baseAuth" state): the role the user acts as. It is persisted under the storage keys
 * 'userContext.roleId' and 'userContext.roleCode', which the HTTP client sends as `roleId`. The
 * user, their roles, the role's permissions and the subscriptions are server state: they live in
 * the query cache (see api/).
 */
export interface UserContextState {
  activeRole: UserRole | undefined;
}

const initialState: UserContextState = { activeRole: undefined };

export const useUserContextStore = create<UserContextState>()(() => initialState);

/** The role the user acts as; undefined until the user is known, or when they hold none. */
export function useActiveRole(): UserRole | undefined {
  return useUserContextStore((state) => state.activeRole);
}

export function getActiveRole(): UserRole | undefined {
  return useUserContextStore.getState().activeRole;
}

function storedChoice(): StoredRoleChoice {
  let code;
  try {
    code = readRoleCode() ?? undefined;
  } catch (error) {
    // A tampered or outdated code ('Invalid role code'): forget it and choose again.
    console.warn(error instanceof Error ? error.message : error);
    removeRole();
    return { id: undefined, code: undefined };
  }
  const storedId = readRoleId();
  const id = storedId === null ? undefined : Number(storedId);
  return { id: id !== undefined && Number.isSafeInteger(id) ? id : undefined, code };
}

function persist(role: UserRole): void {
  writeRoleId(role.id);
  writeRoleCode(role.code);
}

/**
 * Chooses the active role for a user the server just described and persists it,
 * so the calls that follow carry it; a user without roles has none, and nothing stays stored.
 */
export function adoptUser(user: User): UserRole | undefined {
  // The profile's language is the first source of the active one (docs/decisions/i18n.md).
  adoptProfileLanguage(user.preferredLanguage);
  const active = chooseActiveRole(user.roles, storedChoice());
  if (active === undefined) removeRole();
  else persist(active);
  useUserContextStore.setState({ activeRole: active });
  return active;
}

/**
 * Makes `role` the active role and persists it. The code is checked against the known codes
 * case-insensitively and stored in its canonical casing; an unknown code throws 'Invalid role
 * code' and changes nothing.
 */
export function setActiveRole(role: { id: number; code: string }): UserRole {
  const active: UserRole = { id: role.id, code: canonicalRoleCode(role.code) };
  persist(active);
  useUserContextStore.setState({ activeRole: active });
  return active;
}

/** Forgets the active role and its stored keys (sign-out, or a new sign-in). */
export function resetUserContext(): void {
  adoptProfileLanguage(null);
  removeRole();
  useUserContextStore.setState(initialState, true);
}
