import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTestClock } from '../test/test-clock.ts';
import { createAccessTokens } from './access-tokens.ts';

const secret = 'a-test-secret-of-at-least-32-characters';
const claims = { id: '5b1f2c9e-8d4a-4f3b-9c2e-7a6d5e4f3b2a', email: 'a@example.com', children: 2 };

describe('access tokens', () => {
  it('verify as valid with their claims until the TTL has passed, then as expired with the claims', async () => {
    const time = createTestClock();
    const tokens = createAccessTokens({ secret, ttlSeconds: 900, clock: time.clock });
    const token = await tokens.sign(claims);

    time.advance(899_000);
    expect(await tokens.verify(token)).toEqual({ status: 'valid', claims });
    time.advance(1000);
    expect(await tokens.verify(token)).toEqual({ status: 'expired', claims });
  });

  it('verify as invalid when tampered with, signed with another secret or not a JWT', async () => {
    const time = createTestClock();
    const tokens = createAccessTokens({ secret, ttlSeconds: 900, clock: time.clock });
    const other = createAccessTokens({ secret: `${secret}!`, ttlSeconds: 900, clock: time.clock });
    const token = await tokens.sign(claims);
    const [header, , signature] = token.split('.');
    const tampered = `${header ?? ''}.${Buffer.from(JSON.stringify({ ...claims, id: '6c2f3d0f-9e5b-4a4c-8d3f-8b7e6f5a4c3b', iat: 0, exp: 9e9 })).toString('base64url')}.${signature ?? ''}`;

    expect(await tokens.verify(tampered)).toEqual({ status: 'invalid' });
    expect(await tokens.verify(await other.sign(claims))).toEqual({ status: 'invalid' });
    expect(await tokens.verify('not.a.jwt')).toEqual({ status: 'invalid' });
  });

  it('do not call a token expired when it is both expired and forged', async () => {
    const time = createTestClock();
    const other = createAccessTokens({ secret: `${secret}!`, ttlSeconds: 60, clock: time.clock });
    const tokens = createAccessTokens({ secret, ttlSeconds: 60, clock: time.clock });
    const forged = await other.sign(claims);
    time.advance(120_000);
    expect(await tokens.verify(forged)).toEqual({ status: 'invalid' });
  });

  it('verify as invalid when correctly signed but with claims of the wrong shape', async () => {
    const time = createTestClock();
    const tokens = createAccessTokens({ secret, ttlSeconds: 900, clock: time.clock });
    const issuedAt = Math.floor(time.clock().getTime() / 1000);
    const signed = (payload: Record<string, unknown>): Promise<string> =>
      new SignJWT({ ...payload })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + 900)
        .sign(new TextEncoder().encode(secret));

    for (const odd of [
      { ...claims, id: 'user-1' },
      { ...claims, id: `${claims.id}'--` },
      { ...claims, email: 'not an email' },
      { ...claims, children: -1 },
      { ...claims, children: 1.5 },
      { id: claims.id, email: claims.email },
    ]) {
      expect(await tokens.verify(await signed(odd)), JSON.stringify(odd)).toEqual({
        status: 'invalid',
      });
    }
  });
});
