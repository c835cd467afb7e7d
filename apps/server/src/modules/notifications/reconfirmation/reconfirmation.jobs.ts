import { z } from 'zod';
import { dayMs } from '../../../clock.ts';
import { defineJob } from '../../../jobs/job-definition.ts';
import type { Reconfirmation } from './reconfirmation.service.ts';

/** "Still interested?": the reminders and deactivations, once a day (reconfirmation.ts). */
export const reconfirmationSweepJob = defineJob({
  name: 'notifications.reconfirmation-sweep',
  version: 1,
  payload: z.object({}),
  schedule: { everyMs: dayMs, data: {} },
  handle: (_payload, { reconfirmation }: { reconfirmation: Pick<Reconfirmation, 'sweep'> }) =>
    reconfirmation.sweep(),
});
