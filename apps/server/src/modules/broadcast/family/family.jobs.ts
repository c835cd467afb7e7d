import { z } from 'zod';
import { minuteMs } from '../../../clock.ts';
import { defineJob } from '../../../jobs/job-definition.ts';

/** What the family broadcast jobs ask of the family broadcasts service (family.service.ts). */
export interface FamilyJobHandlers {
  /** The delivery job: the order to every matching claimed provider not reached yet. */
  deliver(orderId: string): Promise<void>;
  /** The late-match sweep: open orders delivered again (only new matches get anything). */
  deliverLateMatches(): Promise<void>;
  /** The expiry sweep: sent orders past their expiry become expired. */
  expireDue(): Promise<number>;
  /** At most one digest email a day per provider of the broadcasts it has not been emailed. */
  sendDigests(): Promise<void>;
}

interface FamilyJobDeps {
  familyBroadcasts: FamilyJobHandlers;
}

/**
 * A paid family broadcast is delivered (docs/product/broadcast.md#delivery). Queued once per
 * order (its id is the singleton key) in the payment's transaction; idempotent: a provider is
 * reached once whatever runs it again.
 */
export const familyDeliveryJob = defineJob({
  name: 'broadcast.family-delivery',
  version: 1,
  payload: z.object({ orderId: z.uuid() }),
  handle: ({ orderId }, { familyBroadcasts }: FamilyJobDeps) => familyBroadcasts.deliver(orderId),
});

/**
 * Every 15 minutes: open family broadcasts reach the providers whose profile came to match them
 * since (claimed, edited), and a paid order whose delivery job was lost is sent.
 */
export const familyLateMatchesJob = defineJob({
  name: 'broadcast.family-late-matches',
  version: 1,
  payload: z.object({}).loose(),
  schedule: { everyMs: 15 * minuteMs, data: {} },
  handle: (_payload, { familyBroadcasts }: FamilyJobDeps) => familyBroadcasts.deliverLateMatches(),
});

/** Every 10 minutes: sent broadcasts past their open days expire. */
export const broadcastExpiryJob = defineJob({
  name: 'broadcast.expire-due',
  version: 1,
  payload: z.object({}).loose(),
  schedule: { everyMs: 10 * minuteMs, data: {} },
  handle: async (_payload, { familyBroadcasts }: FamilyJobDeps) => {
    await familyBroadcasts.expireDue();
  },
});

/** Every hour: the providers' digest emails of new broadcasts, at most one a day each. */
export const providerDigestJob = defineJob({
  name: 'broadcast.provider-digest',
  version: 1,
  payload: z.object({}).loose(),
  schedule: { everyMs: 60 * minuteMs, data: {} },
  handle: (_payload, { familyBroadcasts }: FamilyJobDeps) => familyBroadcasts.sendDigests(),
});
