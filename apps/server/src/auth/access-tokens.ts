import type { AccessTokenClaims } from '@kinderwait/contract';
import { AccessTokenClaims as AccessTokenClaimsSchema } from '@kinderwait/contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { JWTPayload } from 'jose';
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

/** Signs and checks the access tokens of DESIGN 5: HS256 JWTs with the claims id, email, children. */
export interface AccessTokens {
  sign(claims: AccessTokenClaims): Promise<string>;
  verify(token: string): Promise<VerifiedAccessToken>;
}

const algorithm = 'HS256';

export function createAccessTokens({
  secret,
  ttlSeconds,
  clock,
}: AccessTokensOptions): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const claimsOf = (payload: JWTPayload): AccessTokenClaims | undefined => {
    const parsed = AccessTokenClaimsSchema.safeParse(payload);
    return parsed.success ? parsed.data : undefined;
  };

  return {
    sign: async ({ id, email, children }) => {
      const issuedAt = Math.floor(clock().getTime() / 1000);
      // Exactly the claims the client reads (SPEC 3) plus iat/exp; nothing else to leak or parse.
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
