import { describe, expect, it } from 'vitest';
import { createTestClock } from '../test/test-clock.ts';
import { createAccessTokens } from './access-tokens.ts';

const secret = 'a-test-secret-of-at-least-32-characters';
const claims = { id: 'user-1', email: 'a@example.com', children: 2 };

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
    const tampered = `${header ?? ''}.${Buffer.from(JSON.stringify({ ...claims, id: 'user-2', iat: 0, exp: 9e9 })).toString('base64url')}.${signature ?? ''}`;

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
});
