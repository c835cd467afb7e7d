import { create } from 'zustand';
import type { RoleCode } from '@kinderwait/contract/constants';
import { canonicalRoleCode } from '@kinderwait/contract/rules/role-code';
import type { User, UserRole } from '@kinderwait/contract/users';
import {
  readRoleCode,
  readRoleId,
  readToken,
  removeRole,
  writeRoleCode,
  writeRoleId,
} from '../../lib/storage';
import { getRole } from './api/get-role';
import { getSubscriptions } from './api/get-subscriptions';
import { getUserInfo } from './api/get-user-info';
import { activeSubscriptionNames } from './lib/active-subscriptions';

/**
 * The user context of SPEC 4 and 6 (the original app's "baseAuth" state): who is signed in, the
 * role they act as, and that role's permissions. The active role is persisted under the SPEC 9
 * keys 'userContext.roleId' and 'userContext.roleCode', which the HTTP client sends as `roleId`.
 */
export interface UserContextState {
  user: User | undefined;
  activeRole: UserRole | undefined;
  /** Permissions of each role id loaded so far (GET /api/roles?$filter=Id eq N). */
  permissionsByRole: Readonly<Record<number, readonly string[]>>;
}

const initialState: UserContextState = {
  user: undefined,
  activeRole: undefined,
  permissionsByRole: {},
};

export const useUserContextStore = create<UserContextState>()(() => initialState);

let userRequest: Promise<User> | undefined;
const permissionRequests = new Map<number, Promise<readonly string[]>>();
// Bumped by a reset: an answer to a request made before it must not bring the old user back.
let generation = 0;

interface StoredRole {
  id: number | undefined;
  code: RoleCode | undefined;
}

function storedRole(): StoredRole {
  let code;
  try {
    code = readRoleCode() ?? undefined;
  } catch (error) {
    // A tampered or outdated code ('Invalid role code'): forget it and choose again below.
    console.warn(error instanceof Error ? error.message : error);
    removeRole();
    return { id: undefined, code: undefined };
  }
  const storedId = readRoleId();
  const id = storedId === null ? undefined : Number(storedId);
  return { id: id !== undefined && Number.isSafeInteger(id) ? id : undefined, code };
}

function persistRole(role: UserRole): void {
  writeRoleId(role.id);
  writeRoleCode(role.code);
}

/**
 * SPEC 4: when no role id or role code is stored, the first role of the fetched user is chosen.
 * Only one of the two stored (an older client, or storage edited by hand) picks the held role it
 * names; a stored role the user does not hold (any more) is replaced by the first role.
 */
function resolveActiveRole(user: User): UserRole | undefined {
  const stored = storedRole();
  // With nothing stored every role matches, so the first is chosen.
  const active =
    user.roles.find(
      (role) =>
        (stored.id === undefined || role.id === stored.id) &&
        (stored.code === undefined || role.code === stored.code),
    ) ?? user.roles[0];
  if (active === undefined) removeRole();
  else persistRole(active);
  return active;
}

/** Keeps a user answer from the server and the active role that follows from it. */
export function setUser(user: User): void {
  useUserContextStore.setState({ user, activeRole: resolveActiveRole(user) });
}

export interface FetchUserOptions {
  /** Ask the server again even when a user is cached. */
  force?: boolean;
}

/** Rejection of `fetchUser` when no token is stored: nobody is signed in to ask about. */
export const notSignedInMessage = 'Not signed in';

/**
 * The signed-in user (GET /account/getUserInfo), cached once fetched unless `force` is given.
 * De-duplicated: while a request is in flight every caller, forced or not, shares it.
 */
export function fetchUser({ force = false }: FetchUserOptions = {}): Promise<User> {
  // Without a token the call could only fail and end the session (401, no refresh token).
  if (readToken() === null) return Promise.reject(new Error(notSignedInMessage));
  const cached = useUserContextStore.getState().user;
  if (!force && cached !== undefined) return Promise.resolve(cached);
  if (userRequest !== undefined) return userRequest;
  const requestGeneration = generation;
  const request = getUserInfo()
    .then((user) => {
      if (requestGeneration === generation) setUser(user);
      return user;
    })
    .finally(() => {
      if (userRequest === request) userRequest = undefined;
    });
  userRequest = request;
  return request;
}

/**
 * Makes `role` the active role and persists it. The code is checked against the known codes
 * case-insensitively and stored in its canonical casing; an unknown code throws 'Invalid role
 * code' and changes nothing.
 */
export function setActiveRole(role: { id: number; code: string }): UserRole {
  const active: UserRole = { id: role.id, code: canonicalRoleCode(role.code) };
  persistRole(active);
  useUserContextStore.setState({ activeRole: active });
  return active;
}

function loadRolePermissions(roleId: number): Promise<readonly string[]> {
  const cached = useUserContextStore.getState().permissionsByRole[roleId];
  if (cached !== undefined) return Promise.resolve(cached);
  const inFlight = permissionRequests.get(roleId);
  if (inFlight !== undefined) return inFlight;
  const requestGeneration = generation;
  const request = getRole(roleId)
    .then((role) => {
      const held = role?.permissions ?? [];
      if (requestGeneration === generation) {
        useUserContextStore.setState((state) => ({
          permissionsByRole: { ...state.permissionsByRole, [roleId]: held },
        }));
      }
      return held;
    })
    .finally(() => {
      permissionRequests.delete(roleId);
    });
  permissionRequests.set(roleId, request);
  return request;
}

/** Permissions of the CURRENT role; none when the user holds no role yet. */
export async function loadPermissions(): Promise<string[]> {
  await fetchUser();
  const role = useUserContextStore.getState().activeRole;
  if (role === undefined) return [];
  return [...(await loadRolePermissions(role.id))];
}

/** Names of the user's active subscriptions; asked afresh each time (a checkout changes them). */
export async function loadSubscriptions(): Promise<string[]> {
  const user = await fetchUser();
  return activeSubscriptionNames(await getSubscriptions(user.email));
}

/** Clears the user context and the stored role (sign-out, or a new sign-in). */
export function resetUserContext(): void {
  generation += 1;
  userRequest = undefined;
  permissionRequests.clear();
  removeRole();
  useUserContextStore.setState(initialState, true);
}

/** What the route guard asks (app/guard's AccessSource). */
export const userAccessSource = { loadPermissions, loadSubscriptions } as const;
