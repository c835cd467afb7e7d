import { createHash, randomBytes } from 'node:crypto';

/** A new secret for a link or refresh token: 32 random bytes, base64url (43 characters). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps instead of the token: its SHA-256. The token has 256 random bits, so a
 * fast unsalted hash is enough; a leaked table still cannot sign anyone in.
 */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
