import type { ApiErrorCode, Token } from '@kinderwait/contract';
import { signInErrorCodes, signInMessages } from '@kinderwait/contract';
import { AppError } from '../../../app-error.ts';
import type { AccessTokens } from '../../../auth/access-tokens.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../../auth/opaque-token.ts';
import type { Clock } from '../../../clock.ts';
import { addMilliseconds, dayMs } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type { UsersService } from '../../users/users.service.ts';
import type { StoredRefreshToken } from './sessions.repository.ts';
import {
  findRefreshToken,
  insertFamily,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeFamiliesOfUser,
  revokeFamily,
} from './sessions.repository.ts';

/** Each refresh token lives 30 days from its issue (sliding: every rotation starts a new 30). */
export const refreshTokenTtlMs = 30 * dayMs;
/** However often it rotates, a sign-in ends 180 days after the magic link was opened. */
export const sessionMaxAgeMs = 180 * dayMs;

/**
 * How many children the user has, for the access token's `children` claim (the children
 * module's count, counted each time a token is issued, so a refresh after adding a child says so).
 */
export type ChildCounter = (userId: string) => Promise<number>;

export interface SessionsServiceDeps {
  db: Database;
  clock: Clock;
  accessTokens: AccessTokens;
  /** A refresh ends with the account: the user is read again at each rotation. */
  users: Pick<UsersService, 'findById'>;
  countChildren: ChildCounter;
}

export interface SessionsService {
  /** A new sign-in: an access token and the first refresh token of a new family. */
  start(user: { id: string; email: string }): Promise<Token>;
  /**
   * Rotates a refresh token (single use); a used one presented again revokes its family. A
   * missing or empty one is a 401 like an unknown one: the session is over.
   */
  refresh(refreshToken: string | undefined, accessToken: string | undefined): Promise<Token>;
  /** Revokes the family of `refreshToken` if it belongs to `userId`; silent otherwise. */
  logout(userId: string, refreshToken: string | undefined): Promise<void>;
  /** Ends every session of the user (an account closed for deletion); access tokens run out. */
  endAll(userId: string): Promise<void>;
}

const invalidRefreshToken = (code: ApiErrorCode = signInErrorCodes.invalidRefreshToken): AppError =>
  new AppError(401, code, signInMessages.invalidRefreshToken);

export function createSessionsService(deps: SessionsServiceDeps): SessionsService {
  const { db, clock, accessTokens, users, countChildren } = deps;

  const accessTokenFor = async (user: { id: string; email: string }): Promise<string> =>
    accessTokens.sign({ id: user.id, email: user.email, children: await countChildren(user.id) });

  const issueRefreshToken = async (
    database: Database,
    familyId: string,
    familyExpiresAt: Date,
  ): Promise<string> => {
    const now = clock();
    const token = newOpaqueToken();
    const slidingEnd = addMilliseconds(now, refreshTokenTtlMs);
    await insertRefreshToken(database, {
      familyId,
      tokenHash: hashOpaqueToken(token),
      createdAt: now,
      expiresAt: slidingEnd < familyExpiresAt ? slidingEnd : familyExpiresAt,
    });
    return token;
  };

  /** Whether a genuine access token presented with the refresh token names another user. */
  const belongsToSomeoneElse = async (
    accessToken: string | undefined,
    stored: StoredRefreshToken,
  ): Promise<boolean> => {
    if (accessToken === undefined || accessToken === '') return false;
    const verified = await accessTokens.verify(accessToken);
    return verified.status !== 'invalid' && verified.claims.id !== stored.userId;
  };

  const revokeForReuse = async (stored: StoredRefreshToken): Promise<never> => {
    // Someone holds a token that was already exchanged: the thief or the owner, we cannot tell,
    // so the whole sign-in ends and the owner signs in again with a new link.
    await revokeFamily(db, stored.familyId, 'reuse', clock());
    throw invalidRefreshToken(signInErrorCodes.refreshTokenReused);
  };

  return {
    start: async (user) => {
      const now = clock();
      const familyExpiresAt = addMilliseconds(now, sessionMaxAgeMs);
      const familyId = await insertFamily(db, {
        userId: user.id,
        createdAt: now,
        expiresAt: familyExpiresAt,
      });
      return {
        accessToken: await accessTokenFor(user),
        refreshToken: await issueRefreshToken(db, familyId, familyExpiresAt),
      };
    },

    refresh: async (refreshToken, accessToken) => {
      if (refreshToken === undefined || refreshToken === '') throw invalidRefreshToken();
      const stored = await findRefreshToken(db, hashOpaqueToken(refreshToken));
      if (stored === undefined) throw invalidRefreshToken();
      if (stored.usedAt !== null) return revokeForReuse(stored);
      const now = clock();
      if (
        stored.familyRevokedAt !== null ||
        stored.expiresAt <= now ||
        stored.familyExpiresAt <= now
      ) {
        throw invalidRefreshToken();
      }
      if (await belongsToSomeoneElse(accessToken, stored)) throw invalidRefreshToken();
      const user = await users.findById(stored.userId);
      // A closed account (waiting to be deleted) keeps no session going.
      if (user === undefined || user.closedAt !== null) throw invalidRefreshToken();
      // The conditional update is the single-use guarantee: of two concurrent refreshes with the
      // same token, one wins and the other is treated as reuse. One transaction, so a failure
      // while issuing the successor does not burn the token.
      const rotated = await db.transaction(async (tx) => {
        if (!(await markRefreshTokenUsed(tx, stored.id, now))) return null;
        return issueRefreshToken(tx, stored.familyId, stored.familyExpiresAt);
      });
      if (rotated === null) return revokeForReuse(stored);
      return { accessToken: await accessTokenFor(user), refreshToken: rotated };
    },

    logout: async (userId, refreshToken) => {
      if (refreshToken === undefined) return;
      const stored = await findRefreshToken(db, hashOpaqueToken(refreshToken));
      if (stored?.userId !== userId) return;
      await revokeFamily(db, stored.familyId, 'logout', clock());
    },

    endAll: (userId) => revokeFamiliesOfUser(db, userId, clock()),
  };
}
