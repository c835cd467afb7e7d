import { claimCodeMaxTries } from '@kinderwait/contract';
import type { Database } from '../../db/database.ts';
import type { ClaimCodeHasher } from './listing-claim-codes.ts';
import { findClaimForUpdate, recordWrongTry, setClaimStatus } from './listing-claims.repository.ts';

export type CodeCheck =
  | { outcome: 'not-found' | 'expired' | 'exhausted' | 'superseded' }
  | { outcome: 'incorrect'; triesLeft: number }
  | {
      outcome: 'proven';
      listingId: string;
      /** Marks the claim done once the listing is the user's. */
      complete: () => Promise<void>;
    };

/**
 * Checks a code against the user's claim under the claim's row lock, so concurrent tries are
 * counted one by one and a sixth try is refused however fast it comes. A wrong try is recorded
 * (committed) before the answer. A proven code marks the claim verified: a retry with the same
 * code after a failure further on (the ownership step) finishes the claim even past the expiry.
 */
export async function checkCode(
  db: Database,
  hasher: ClaimCodeHasher,
  { claimId, userId, code, now }: { claimId: string; userId: string; code: string; now: Date },
): Promise<CodeCheck> {
  return db.transaction(async (tx): Promise<CodeCheck> => {
    const claim = await findClaimForUpdate(tx, claimId, userId);
    if (claim === undefined) return { outcome: 'not-found' };
    if (claim.status === 'superseded') return { outcome: 'superseded' };
    if (claim.triesUsed >= claimCodeMaxTries) return { outcome: 'exhausted' };
    if (claim.status === 'pending' && now.getTime() >= claim.expiresAt.getTime()) {
      return { outcome: 'expired' };
    }
    if (!hasher.matches(claim.id, code, claim.codeHash)) {
      const used = await recordWrongTry(tx, claim.id);
      return { outcome: 'incorrect', triesLeft: Math.max(0, claimCodeMaxTries - used) };
    }
    if (claim.status === 'pending') await setClaimStatus(tx, claim.id, 'verified', now);
    return {
      outcome: 'proven',
      listingId: claim.listingId,
      complete: () => setClaimStatus(db, claim.id, 'completed', now),
    };
  });
}
