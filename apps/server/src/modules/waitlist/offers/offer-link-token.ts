import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The emailed link's token: 32 random bytes, base64url. Only its SHA-256 is stored, so a database
 * leak does not answer anyone's offer; it authorises one thing: answering that one offer, once.
 */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Compares in constant time, so response timing says nothing about a guessed token. */
export function linkTokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashLinkToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
