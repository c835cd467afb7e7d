import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app/build-app.ts';
import { dayMs } from '../clock.ts';
import { createTestClock } from '../test/test-clock.ts';
import { forEachDatabase, testConfig } from '../test/test-app.ts';
import type { JobContext } from './job-definition.ts';
import { defineJob } from './job-definition.ts';
import { createJobQueue } from './job-queue.ts';
import { retryDelayMs, scheduleSlotKey } from './job-timing.ts';
import { backgroundJobs } from './jobs.tables.ts';

const silent = { error: () => undefined, warn: () => undefined };
const payload = z.object({ n: z.number() });

/** A test job of `payload` whose handler is `handle`. */
const testJob = (
  name: string,
  handle: (data: { n: number }, job: JobContext) => void,
  retry?: { maxAttempts?: number; backoffMs?: number },
) =>
  defineJob({
    name,
    version: 1,
    payload,
    ...(retry === undefined ? {} : { retry }),
    handle: (data, _deps: unknown, job) => {
      handle(data, job);
      return Promise.resolve();
    },
  });

describe('job timing', () => {
  it('doubles the retry delay from the first retry on, up to the maximum', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 1000, 5000))).toEqual([
      1000, 2000, 4000, 5000,
    ]);
  });

  it('names one singleton key per period', () => {
    const a = scheduleSlotKey(new Date('2026-11-23T10:00:05Z'), 60_000);
    expect(scheduleSlotKey(new Date('2026-11-23T10:00:59Z'), 60_000)).toBe(a);
    expect(scheduleSlotKey(new Date('2026-11-23T10:01:00Z'), 60_000)).not.toBe(a);
  });
});

forEachDatabase((t) => {
  const queue = (start = new Date('2026-11-23T14:00:00Z')) => {
    const time = createTestClock(start);
    return {
      time,
      jobs: createJobQueue({ db: t.connection().db, clock: time.clock, log: silent }),
    };
  };

  it('runs a job once, and a second send with the same key is ignored', async () => {
    const { jobs } = queue();
    const seen: number[] = [];
    const once = testJob('test.once', ({ n }) => {
      seen.push(n);
    });
    jobs.register([once], {});
    expect(await jobs.send(once, { n: 1 }, { singletonKey: 'k' })).toEqual(expect.any(Number));
    expect(await jobs.send(once, { n: 2 }, { singletonKey: 'k' })).toBeNull();
    expect(await jobs.drain()).toEqual({ completed: 1, retried: 0, failed: 0 });
    expect(await jobs.drain()).toEqual({ completed: 0, retried: 0, failed: 0 });
    expect(seen).toEqual([1]);
  });

  it('retries a failing job after an exponential backoff, then gives up', async () => {
    const { jobs, time } = queue();
    let runs = 0;
    const flaky = testJob(
      'test.flaky',
      () => {
        runs += 1;
        throw new Error(`run ${String(runs)} failed`);
      },
      { maxAttempts: 3, backoffMs: 60_000 },
    );
    jobs.register([flaky], {});
    const id = await jobs.send(flaky, { n: 1 });
    expect(await jobs.drain()).toEqual({ completed: 0, retried: 1, failed: 0 });
    time.advance(59_000);
    expect((await jobs.drain()).retried).toBe(0); // not due before the first minute
    time.advance(1_000);
    expect(await jobs.drain()).toEqual({ completed: 0, retried: 1, failed: 0 });
    time.advance(119_000);
    expect((await jobs.drain()).failed).toBe(0); // the second wait is two minutes
    time.advance(1_000);
    expect(await jobs.drain()).toEqual({ completed: 0, retried: 0, failed: 1 });
    expect(runs).toBe(3);
    const [row] = await t
      .connection()
      .db.select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.id, id ?? 0));
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'run 3 failed' });
  });

  it('keeps the error of a failed job as safe text, whatever the failure said', async () => {
    const { jobs } = queue();
    const failing = testJob(
      'test.failing-oddly',
      () => {
        // An outside service's reply quoted in an error can hold anything.
        throw new Error('SMTP said \u0000550\ud800 no');
      },
      { maxAttempts: 1 },
    );
    jobs.register([failing], {});
    const id = await jobs.send(failing, { n: 1 });
    expect(await jobs.drain()).toEqual({ completed: 0, retried: 0, failed: 1 });
    const [row] = await t
      .connection()
      .db.select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.id, id ?? 0));
    expect(row).toMatchObject({ status: 'failed', lastError: 'SMTP said 550\ufffd no' });
  });

  it('succeeds on a retry after one failure', async () => {
    const { jobs, time } = queue();
    const attempts: number[] = [];
    const onceFailing = testJob(
      'test.once-failing',
      (_data, job) => {
        attempts.push(job.attempt);
        if (job.attempt === 1) throw new Error('first run fails');
      },
      { backoffMs: 1000 },
    );
    jobs.register([onceFailing], {});
    await jobs.send(onceFailing, { n: 1 });
    await jobs.drain();
    time.advance(1000);
    expect(await jobs.drain()).toEqual({ completed: 1, retried: 0, failed: 0 });
    expect(attempts).toEqual([1, 2]);
  });

  it('starts a job no earlier than asked, and in the order jobs became due', async () => {
    const { jobs, time } = queue();
    const seen: number[] = [];
    const order = testJob('test.order', ({ n }) => {
      seen.push(n);
    });
    jobs.register([order], {});
    await jobs.send(order, { n: 3 }, { startAfter: new Date(time.clock().getTime() + 10) });
    await jobs.send(order, { n: 1 });
    await jobs.send(order, { n: 2 });
    await jobs.drain();
    expect(seen).toEqual([1, 2]);
    time.advance(10);
    await jobs.drain();
    expect(seen).toEqual([1, 2, 3]);
  });

  it('refuses stored data its schema does not accept, without retrying', async () => {
    const { jobs, time } = queue();
    let runs = 0;
    jobs.register(
      [
        testJob('test.schema', () => {
          runs += 1;
        }),
      ],
      {},
    );
    // As a job stored by an older handler would be: a send checks the payload first.
    await t
      .connection()
      .db.insert(backgroundJobs)
      .values({
        name: 'test.schema',
        data: { n: 'one' },
        maxAttempts: 5,
        runAt: time.clock(),
        createdAt: time.clock(),
      });
    expect(await jobs.drain()).toEqual({ completed: 0, retried: 0, failed: 1 });
    expect(runs).toBe(0);
  });

  it('checks a payload when it is sent, and refuses a job not in the list', async () => {
    const { jobs } = queue();
    const checked = testJob('test.checked', () => undefined);
    jobs.register([checked], {});
    await expect(jobs.send(checked, { n: Number.NaN })).rejects.toThrow();
    await expect(
      jobs.send(
        testJob('test.unlisted', () => undefined),
        { n: 1 },
      ),
    ).rejects.toThrow('job test.unlisted@1 is not registered');
    expect(() => {
      jobs.register([checked], {});
    }).toThrow('job test.checked@1 is registered twice');
  });

  it('leaves a job of another version to the handler of that version', async () => {
    const { jobs } = queue();
    const seen: string[] = [];
    const versioned = (version: number) =>
      defineJob({
        name: 'test.versioned',
        version,
        payload,
        handle: (_data, _deps: unknown) => {
          seen.push(`v${String(version)}`);
          return Promise.resolve();
        },
      });
    jobs.register([versioned(2)], {});
    await t
      .connection()
      .db.insert(backgroundJobs)
      .values({
        name: 'test.versioned',
        version: 1,
        data: { n: 1 },
        maxAttempts: 5,
        runAt: new Date('2026-11-23T14:00:00Z'),
        createdAt: new Date('2026-11-23T14:00:00Z'),
      });
    await jobs.send(versioned(2), { n: 2 });
    expect(await jobs.drain()).toEqual({ completed: 1, retried: 0, failed: 0 });
    expect(seen).toEqual(['v2']);
    jobs.register([versioned(1)], {});
    expect(await jobs.drain()).toEqual({ completed: 1, retried: 0, failed: 0 });
    expect(seen).toEqual(['v2', 'v1']);
  });

  it('sends a schedule once per period', async () => {
    const { jobs, time } = queue(new Date('2026-11-23T00:00:00Z'));
    let runs = 0;
    jobs.register(
      [
        defineJob({
          name: 'test.daily',
          version: 1,
          payload: z.object({}),
          schedule: { everyMs: dayMs, data: {} },
          handle: () => {
            runs += 1;
            return Promise.resolve();
          },
        }),
      ],
      {},
    );
    await jobs.drain();
    await jobs.drain();
    time.advance(dayMs / 2);
    await jobs.drain();
    expect(runs).toBe(1);
    time.advance(dayMs / 2);
    await jobs.drain();
    expect(runs).toBe(2);
  });

  it('sends a start-up job once each time a queue starts, whatever its schedule', async () => {
    const { jobs } = queue(new Date('2026-11-23T00:00:00Z'));
    let runs = 0;
    const repair = defineJob({
      name: 'test.at-start-up',
      version: 1,
      payload: z.object({}),
      atStartUp: { data: {} },
      schedule: { everyMs: dayMs, data: {} },
      handle: () => {
        runs += 1;
        return Promise.resolve();
      },
    });
    jobs.register([repair], {});
    await jobs.drain(); // the day's schedule
    expect(runs).toBe(1);
    for (const expected of [2, 3]) {
      jobs.start(60 * 60 * 1000);
      try {
        await expect.poll(() => runs, { timeout: 60_000 }).toBe(expected);
      } finally {
        await jobs.stop();
      }
    }
    // Draining (tests) sends no start-up job.
    await jobs.drain();
    expect(runs).toBe(3);
  });

  it('works through a backlog larger than one poll without waiting for the next poll', async () => {
    const { jobs } = queue();
    const ran: number[] = [];
    const backlog = testJob('test.backlog', ({ n }) => {
      ran.push(n);
    });
    jobs.register([backlog], {});
    for (let n = 0; n < 150; n += 1) await jobs.send(backlog, { n });
    // One poll runs 100 jobs; the next would come an hour later if the queue waited for it.
    jobs.start(60 * 60 * 1000);
    try {
      await expect.poll(() => ran.length, { timeout: 60_000 }).toBe(150);
    } finally {
      await jobs.stop();
    }
  });

  it('starts with the app and stops when it closes', async () => {
    const app = await buildApp({
      config: testConfig(),
      database: t.connection(),
      jobPollIntervalMs: 10,
    });
    const ran: number[] = [];
    const polled = testJob('test.polled', ({ n }) => {
      ran.push(n);
    });
    app.jobs.register([polled], {});
    await app.ready();
    await app.jobs.send(polled, { n: 7 });
    await expect.poll(() => ran, { timeout: 60_000 }).toEqual([7]);
    await app.close();
    await app.jobs.send(polled, { n: 8 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran).toEqual([7]);
    const [queued] = await t
      .connection()
      .db.select({ n: count() })
      .from(backgroundJobs)
      .where(eq(backgroundJobs.name, 'test.polled'));
    expect(queued?.n).toBe(2);
  });
});
