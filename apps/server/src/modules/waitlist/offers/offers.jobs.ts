import { z } from 'zod';
import type { Clock } from '../../../clock.ts';
import { minuteMs } from '../../../clock.ts';
import { defineJob } from '../../../jobs/job-definition.ts';
import type { OffersService } from './offers.service.ts';

/**
 * The expiry sweep: every minute, open offers past their deadline expire (the family goes back to
 * waiting and is told; auto-offer moves on). Idempotent: an offer is expired by a conditional
 * update, so a retried or doubled sweep expires nothing twice. Reads check the deadline too, so
 * an offer is never accepted late even if the sweep is behind.
 */
export const expireDueOffersJob = defineJob({
  name: 'offers.expire-due',
  version: 1,
  payload: z.object({}).loose(),
  schedule: { everyMs: minuteMs, data: {} },
  handle: async (
    _payload,
    { offers, clock }: { offers: Pick<OffersService, 'expireDueOffers'>; clock: Clock },
  ) => {
    await offers.expireDueOffers(clock());
  },
});
