import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import { claimCodeLength } from '@kinderwait/contract';

/** A new code: uniformly random digits from the CSPRNG, leading zeros kept. */
export function newClaimCode(): string {
  return String(randomInt(0, 10 ** claimCodeLength)).padStart(claimCodeLength, '0');
}

export interface ClaimCodeHasher {
  hash(claimId: string, code: string): string;
  matches(claimId: string, code: string, storedHash: string): boolean;
}

/**
 * Codes are kept as HMAC-SHA256 of claim id and code under a key derived from the server secret
 * (JWT_SECRET through HKDF, labelled for this use only). A million codes take a moment to try
 * all, so a plain hash of a leaked row would give the code away; without the key the stored
 * value says nothing. The claim id binds a hash to its claim: one cannot be replayed on another.
 */
export function createClaimCodeHasher(serverSecret: string): ClaimCodeHasher {
  const key = Buffer.from(
    hkdfSync('sha256', serverSecret, 'kinderwait', 'listing-claim codes v1', 32),
  );
  const hash = (claimId: string, code: string): string =>
    createHmac('sha256', key).update(`${claimId}:${code}`).digest('hex');
  return {
    hash,
    matches: (claimId, code, storedHash) => {
      const expected = Buffer.from(storedHash, 'hex');
      const actual = Buffer.from(hash(claimId, code), 'hex');
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
