import type { AccessTokenClaims } from '@kinderwait/contract';
import { AccessTokenClaims as AccessTokenClaimsSchema, Email } from '@kinderwait/contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { JWTPayload } from 'jose';
import { z } from 'zod';
import type { Clock } from '../clock.ts';

export interface AccessTokensOptions {
  secret: string;
  ttlSeconds: number;
  clock: Clock;
}

export type VerifiedAccessToken =
  | { status: 'valid'; claims: AccessTokenClaims }
  /** Signed by us but past its expiry: the client should refresh. */
  | { status: 'expired'; claims: AccessTokenClaims }
  | { status: 'invalid' };

/**
 * Signs and checks the access tokens (docs/product/accounts.md#tokens-and-the-session): HS256 JWTs
 * with the claims id, email, children.
 */
export interface AccessTokens {
  sign(claims: AccessTokenClaims): Promise<string>;
  verify(token: string): Promise<VerifiedAccessToken>;
}

const algorithm = 'HS256';

/**
 * The claims as we sign them, checked value by value: the claims of a token are input too, so a
 * correctly signed token whose id is not a UUID (a leaked secret, a bug in another signer) is
 * invalid (401) rather than reaching the database. `guid` is PostgreSQL's uuid shape, any version.
 */
const SignedClaims = AccessTokenClaimsSchema.extend({
  id: z.guid(),
  email: Email,
  children: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
});

export function createAccessTokens({
  secret,
  ttlSeconds,
  clock,
}: AccessTokensOptions): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const claimsOf = (payload: JWTPayload): AccessTokenClaims | undefined => {
    const parsed = SignedClaims.safeParse(payload);
    return parsed.success ? parsed.data : undefined;
  };

  return {
    sign: async ({ id, email, children }) => {
      const issuedAt = Math.floor(clock().getTime() / 1000);
      // Exactly the claims the client reads plus iat/exp; nothing else to leak or parse.
      return new SignJWT({ id, email, children })
        .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [algorithm],
          currentDate: clock(),
          requiredClaims: ['exp', 'iat'],
        });
        const claims = claimsOf(payload);
        return claims === undefined ? { status: 'invalid' } : { status: 'valid', claims };
      } catch (error) {
        // jose checks the signature before the claims, so an expired token is a genuine one.
        if (error instanceof errors.JWTExpired) {
          const claims = claimsOf(error.payload);
          if (claims !== undefined) return { status: 'expired', claims };
        }
        return { status: 'invalid' };
      }
    },
  };
}
