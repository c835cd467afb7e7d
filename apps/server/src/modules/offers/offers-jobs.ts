import { z } from 'zod';
import { minuteMs } from '../../clock.ts';
import type { Clock } from '../../clock.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { OffersService } from './offers.service.ts';

export const expireOffersJob = 'offers.expire-due';

/**
 * The expiry sweep: every minute, open offers past their deadline expire (the family goes back to
 * waiting and is told; auto-offer moves on). Idempotent: an offer is expired by a conditional
 * update, so a retried or doubled sweep expires nothing twice. Reads check the deadline too, so
 * an offer is never accepted late even if the sweep is behind.
 */
export function registerOfferJobs(jobs: JobQueue, offers: OffersService, clock: Clock): void {
  jobs.work(expireOffersJob, z.object({}).loose(), async () => {
    await offers.expireDueOffers(clock());
  });
  jobs.schedule(expireOffersJob, minuteMs);
}
