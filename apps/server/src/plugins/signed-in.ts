import {
  ApiErrorBody,
  commonErrorCodes,
  commonErrorMessages,
  roleIdHeader,
} from '@kinderwait/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error.ts';
import type { AccessTokens } from '../auth/access-tokens.ts';
import type { Actor, AuthenticatedUser, CurrentRole, HeldRoleLookup } from './authentication.ts';

const roleHeader = roleIdHeader.toLowerCase();

/** The answers every route of a signed-in scope may give before its handler runs (see below). */
export const signedInErrors = { 401: ApiErrorBody, 403: ApiErrorBody } as const;

/**
 * Makes the scope it is registered in signed-in only (an onRequest hook on that scope, never URL
 * matching), in this order:
 * 1. `Authorization: Bearer <access token>` → `request.user`; else 401.
 * 2. The `roleId` header, if sent, must name a role the user holds → `request.role`; else 403.
 * 3. The route's `config.permissions` must all be held by the current role; else 403.
 *
 *   app.register(async (scope) => {
 *     await scope.register(signedIn);
 *     scope.get('/api/children', { config: { permissions: [permissions.childRead] } }, handler);
 *   });
 *
 * It runs before the body is parsed, so an anonymous caller learns nothing from validation errors.
 */
export const signedIn = fp(
  (scope, _options, done) => {
    scope.addHook('onRequest', async (request) => {
      const user = await authenticate(scope.bearerTokens, request.headers.authorization);
      request.user = user;
      request.role = await currentRole(scope.findHeldRole, user.id, request.headers[roleHeader]);
      for (const permission of request.routeOptions.config.permissions ?? []) {
        if (request.role?.permissions.includes(permission) !== true) {
          throw new AppError(
            403,
            commonErrorCodes.permissionMissing,
            commonErrorMessages.missingPermission(permission),
          );
        }
      }
    });
    done();
  },
  { fastify: '5.x', dependencies: ['authentication'] },
);

async function authenticate(
  accessTokens: Pick<AccessTokens, 'verify'>,
  authorization: string | undefined,
): Promise<AuthenticatedUser> {
  const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  const verified = token === undefined ? undefined : await accessTokens.verify(token);
  if (verified?.status === 'valid') return { id: verified.claims.id, email: verified.claims.email };
  if (verified?.status === 'expired') {
    throw new AppError(
      401,
      commonErrorCodes.accessTokenExpired,
      commonErrorMessages.accessTokenExpired,
    );
  }
  throw new AppError(
    401,
    commonErrorCodes.authenticationRequired,
    commonErrorMessages.authenticationRequired,
  );
}

async function currentRole(
  findHeldRole: HeldRoleLookup,
  userId: string,
  header: string | string[] | undefined,
): Promise<CurrentRole | null> {
  if (header === undefined || header === '') return null;
  const roleId = typeof header === 'string' && /^\d{1,9}$/.test(header) ? Number(header) : null;
  const role = roleId === null ? undefined : await findHeldRole(userId, roleId);
  if (role === undefined) {
    throw new AppError(403, commonErrorCodes.roleNotHeld, commonErrorMessages.roleNotHeld);
  }
  return role;
}

/** The signed-in caller; only for handlers inside a `signedIn` scope. */
export function signedInUser(request: FastifyRequest): AuthenticatedUser {
  if (request.user === null) {
    // Reaching here means a route was registered outside a signed-in scope: a bug, not a 401.
    throw new Error(`${request.routeOptions.url ?? request.url} is not in a signedIn scope`);
  }
  return request.user;
}

/** The signed-in caller and their current role; only for handlers inside a `signedIn` scope. */
export function signedInActor(request: FastifyRequest): Actor {
  return { user: signedInUser(request), role: request.role };
}
