import { createContext } from 'react';

/**
 * Where the guard learns what the user may do. The accounts feature provides the real source
 * (permissions of the CURRENT role, names of active subscriptions) with `<AccessContext value={…}>`.
 */
export interface AccessSource {
  loadPermissions(): Promise<string[]>;
  loadSubscriptions(): Promise<string[]>;
}

/** Used when no source is provided: it holds nothing, so guarded routes are refused, never opened. */
export const denyAllAccess: AccessSource = {
  loadPermissions: () => Promise.resolve([]),
  loadSubscriptions: () => Promise.resolve([]),
};

export const AccessContext = createContext<AccessSource>(denyAllAccess);
