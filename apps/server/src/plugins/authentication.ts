import type { Permission, RoleCode } from '@kinderwait/contract';
import fp from 'fastify-plugin';
import { createAccessTokenCache } from '../auth/access-token-cache.ts';
import type { AccessTokens } from '../auth/access-tokens.ts';

/** Who is calling, from the access token. */
export interface AuthenticatedUser {
  id: string;
  email: string;
}

/**
 * The role named by the `roleId` header, checked to be held by the user
 * (docs/product/accounts.md#the-active-role).
 */
export interface CurrentRole {
  id: number;
  code: RoleCode;
  permissions: readonly string[];
}

/** Who acts, and in which role: what services need to decide what a call may do. */
export interface Actor {
  user: AuthenticatedUser;
  role: CurrentRole | null;
}

/** True when the actor's current role holds the permission. */
export function actorMay(actor: Actor, permission: string): boolean {
  return actor.role?.permissions.includes(permission) === true;
}

/** Finds the role `roleId` among the roles `userId` holds, with its permissions. */
export type HeldRoleLookup = (userId: string, roleId: number) => Promise<CurrentRole | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /**
     * What the signed-in hook verifies bearer tokens with: `accessTokens.verify` with a short
     * memory of the tokens found valid (auth/access-token-cache.ts).
     */
    bearerTokens: Pick<AccessTokens, 'verify'>;
    findHeldRole: HeldRoleLookup;
  }
  interface FastifyRequest {
    /** Set on routes of a signed-in scope (see signed-in.ts); null elsewhere. */
    user: AuthenticatedUser | null;
    /** The current role on a signed-in scope when the call sent `roleId`; null when it did not. */
    role: CurrentRole | null;
  }
  interface FastifyContextConfig {
    /** Permissions the current role must all hold to call the route (checked by signed-in.ts). */
    permissions?: readonly Permission[];
  }
}

export interface AuthenticationPluginOptions {
  accessTokens: AccessTokens;
  findHeldRole: HeldRoleLookup;
}

/**
 * What every signed-in scope needs, decorated once at the root: the access-token verifier, the
 * role lookup and the request fields the signed-in hook fills.
 */
export const authenticationPlugin = fp<AuthenticationPluginOptions>(
  (app, { accessTokens, findHeldRole }, done) => {
    app.decorate('accessTokens', accessTokens);
    app.decorate('bearerTokens', createAccessTokenCache({ accessTokens, clock: app.clock }));
    app.decorate('findHeldRole', findHeldRole);
    app.decorateRequest('user', null);
    app.decorateRequest('role', null);
    done();
  },
  { name: 'authentication', fastify: '5.x', dependencies: ['clock'] },
);
