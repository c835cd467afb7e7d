import fp from 'fastify-plugin';
import type { JobQueue } from './job-queue.ts';
import { createJobQueue } from './job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue (jobs/job-queue.ts): send, work, schedule; `drain()` in tests. */
    jobs: JobQueue;
  }
}

export interface JobsPluginOptions {
  /** How often due jobs are looked for; 0 runs none by itself (tests call `app.jobs.drain()`). */
  pollIntervalMs: number;
}

/**
 * The job queue starts polling once the app is ready (every module has registered its handlers)
 * and stops before the app closes, waiting for the jobs it is running, so none loses the database.
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  (app, { pollIntervalMs }, done) => {
    const jobs = createJobQueue({ db: app.db, clock: app.clock, log: app.log });
    app.decorate('jobs', jobs);
    if (pollIntervalMs > 0) {
      app.addHook('onReady', (hookDone) => {
        jobs.start(pollIntervalMs);
        hookDone();
      });
    }
    app.addHook('preClose', async () => {
      await jobs.stop();
    });
    done();
  },
  { name: 'jobs', fastify: '5.x', dependencies: ['clock', 'database'] },
);
