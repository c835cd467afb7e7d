import type { Permission } from '@kinderwait/contract/constants';

/**
 * What a route needs (docs/product/accounts.md#route-guard), declared in its React Router `handle`
 * as `{ access }`.
 */
export interface RouteAccess {
  /** Needs a stored token; implied by permissions and subscriptions. */
  signIn?: boolean;
  /** The current role must hold at least one of these. */
  permissions?: Permission[];
  /** The user must have an active subscription with at least one of these names. */
  subscriptions?: string[];
}

export interface RouteAccessHandle {
  access: RouteAccess;
}

/**
 * A route handle declaring access, for example `handle: routeAccess()` for a signed-in route or
 * `handle: routeAccess({ permissions: [permissions.waitlistTicketCreate] })`.
 */
export function routeAccess(access: RouteAccess = { signIn: true }): RouteAccessHandle {
  return { access };
}

/** Access needed by a stack of matched routes: every route's requirement must hold. */
export interface AccessRequirement {
  signIn: boolean;
  /** One entry per route that lists permissions; each needs one of its permissions held. */
  permissionSets: string[][];
  /** One entry per route that lists subscriptions; each needs one of its names active. */
  subscriptionSets: string[][];
}

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/** Reads `handle.access` defensively: a handle is whatever a route module put there. */
function accessOf(handle: unknown) {
  if (typeof handle !== 'object' || handle === null || !('access' in handle)) return undefined;
  const access: unknown = handle.access;
  if (typeof access !== 'object' || access === null) return undefined;
  return {
    signIn: 'signIn' in access && access.signIn === true,
    permissions: 'permissions' in access ? stringList(access.permissions) : [],
    subscriptions: 'subscriptions' in access ? stringList(access.subscriptions) : [],
  };
}

/** Combines the `handle.access` of all matched routes (from `useMatches()`). */
export function collectAccess(handles: readonly unknown[]): AccessRequirement {
  const requirement: AccessRequirement = {
    signIn: false,
    permissionSets: [],
    subscriptionSets: [],
  };
  for (const handle of handles) {
    const access = accessOf(handle);
    if (access === undefined) continue;
    const { permissions, subscriptions } = access;
    if (permissions.length > 0) requirement.permissionSets.push(permissions);
    if (subscriptions.length > 0) requirement.subscriptionSets.push(subscriptions);
    if (access.signIn || permissions.length > 0 || subscriptions.length > 0) {
      requirement.signIn = true;
    }
  }
  return requirement;
}

/** True when every set has at least one member in `held`. */
export function satisfiesAll(sets: readonly string[][], held: readonly string[]): boolean {
  const heldSet = new Set(held);
  return sets.every((set) => set.some((item) => heldSet.has(item)));
}
