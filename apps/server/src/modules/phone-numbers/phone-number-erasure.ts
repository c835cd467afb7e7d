import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { Telephony } from '../../integrations/telephony/telephony.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { ErasedNumber } from './phone-numbers.jobs.ts';
import { releaseErasedNumberJob } from './phone-numbers.jobs.ts';
import {
  friendlyNameOf,
  heldStates,
  numbersOfUser,
  updatePhoneNumber,
} from './phone-numbers.repository.ts';

/** Longer than a job's lease: a purchase that was running when the account was erased is over. */
const purchaseSettleMs = 10 * 60 * 1000;

/**
 * An account is being erased (docs/product/privacy.md#delete-my-account): each number it holds
 * stops answering now, and in the same transaction a job is queued that gives it back with its id
 * at the provider, so the release outlives the rows that cascade away with the account.
 */
export async function releaseNumbersForErasure(
  deps: { db: Database; clock: Clock; jobs: Pick<JobQueue, 'send'> },
  userId: string,
): Promise<void> {
  const held = (await numbersOfUser(deps.db, userId)).filter((row) =>
    heldStates.some((state) => state === row.state),
  );
  for (const row of held) {
    const now = deps.clock();
    await deps.db.transaction(async (tx) => {
      const released = await updatePhoneNumber(tx, row.id, heldStates, {
        state: 'released',
        releasedAt: now,
        updatedAt: now,
      });
      if (released === undefined) return;
      await deps.jobs.send(
        releaseErasedNumberJob,
        { phoneNumberId: row.id, providerNumberId: released.providerNumberId },
        {
          singletonKey: row.id,
          // Not bought yet: a purchase under way (its job holds a lease) has time to finish.
          ...(released.providerNumberId === null
            ? { startAfter: new Date(now.getTime() + purchaseSettleMs) }
            : {}),
          db: tx,
        },
      );
    });
  }
}

/** The job's work: the number given back; one bought while the erasure ran is found by name. */
export async function releaseErasedNumber(
  telephony: Telephony,
  { phoneNumberId, providerNumberId }: ErasedNumber,
): Promise<void> {
  const id = providerNumberId ?? (await telephony.findNumber(friendlyNameOf(phoneNumberId)))?.id;
  if (id !== undefined) await telephony.releaseNumber(id);
}
