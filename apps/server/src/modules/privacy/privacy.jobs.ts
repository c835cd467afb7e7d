import { z } from 'zod';
import { dayMs, minuteMs } from '../../clock.ts';
import { defineJob } from '../../jobs/job-definition.ts';

/**
 * What the jobs ask of the privacy service, written here rather than imported from it: the service
 * sends these jobs, so importing its type back would close an import circle.
 */
interface PrivacyJobTarget {
  buildExport(exportId: string, lastAttempt: boolean): Promise<void>;
  eraseDue(): Promise<unknown>;
  applyRetention(): Promise<unknown>;
}

const exportAttempts = 3;

/** Builds one "Download my data" archive and emails its link (privacy-exports.ts). */
export const buildExportJob = defineJob({
  name: 'privacy.build-export',
  version: 1,
  payload: z.object({ exportId: z.uuid() }),
  retry: { maxAttempts: exportAttempts, backoffMs: 60_000 },
  handle: ({ exportId }, { privacy }: { privacy: Pick<PrivacyJobTarget, 'buildExport'> }, job) =>
    privacy.buildExport(exportId, job.attempt >= exportAttempts),
});

/**
 * Every hour: deletion requests never confirmed lapse, and the accounts whose grace period is
 * over are erased (privacy-erasure.ts; each erasure is idempotent).
 */
export const erasureSweepJob = defineJob({
  name: 'privacy.erasure-sweep',
  version: 1,
  payload: z.object({}).loose(),
  schedule: { everyMs: 60 * minuteMs, data: {} },
  handle: async (_payload, { privacy }: { privacy: Pick<PrivacyJobTarget, 'eraseDue'> }) => {
    await privacy.eraseDue();
  },
});

/** Once a day: what is past its retention period is deleted (privacy-retention.ts). */
export const retentionSweepJob = defineJob({
  name: 'privacy.retention-sweep',
  version: 1,
  payload: z.object({}).loose(),
  schedule: { everyMs: dayMs, data: {} },
  handle: async (_payload, { privacy }: { privacy: Pick<PrivacyJobTarget, 'applyRetention'> }) => {
    await privacy.applyRetention();
  },
});
