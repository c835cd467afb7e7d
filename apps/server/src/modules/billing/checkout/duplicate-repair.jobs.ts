import { z } from 'zod';
import { dayMs } from '../../../clock.ts';
import { defineJob } from '../../../jobs/job-definition.ts';
import type { DuplicateRepairDeps } from './duplicate-repair.ts';
import { repairDuplicateSubscriptions } from './duplicate-repair.ts';

/**
 * Repairs subscriptions doubled before one plan at a time held at payment (duplicate-repair.ts):
 * once when the queue starts, then daily. Idempotent: a repaired user holds the plan once.
 */
export const repairDuplicateSubscriptionsJob = defineJob({
  name: 'billing.repair-duplicate-subscriptions',
  version: 1,
  payload: z.object({}).loose(),
  atStartUp: { data: {} },
  schedule: { everyMs: dayMs, data: {} },
  handle: async (_payload, deps: DuplicateRepairDeps) => {
    await repairDuplicateSubscriptions(deps);
  },
});
