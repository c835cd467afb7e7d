import { createHmac } from 'node:crypto';

/** The JWT secret the journeys' server runs with (playwright.config.ts), so a test can mint tokens. */
export const e2eJwtSecret = 'e2e-only-jwt-secret-never-used-in-any-deployment';

const base64Url = (value: string | Buffer): string => Buffer.from(value).toString('base64url');

/**
 * A genuine access token (right secret, same claims) that expired an hour ago: what a browser
 * holds after a laptop sleeps past the 15 minutes. HS256 as the server signs.
 */
export function expiredCopyOf(accessToken: string): string {
  const [, payload] = accessToken.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as object;
  const now = Math.floor(Date.now() / 1000);
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64Url(JSON.stringify({ ...claims, iat: now - 4500, exp: now - 3600 }));
  const signature = createHmac('sha256', e2eJwtSecret).update(`${header}.${body}`).digest();
  return `${header}.${body}.${base64Url(signature)}`;
}
