import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { dayMs } from '../clock.ts';
import { createTestClock } from '../test/test-clock.ts';
import { forEachDatabase, testConfig } from '../test/test-app.ts';
import { createJobQueue } from './job-queue.ts';
import { retryDelayMs, scheduleSlotKey } from './job-timing.ts';
import { backgroundJobs } from './jobs.tables.ts';

const silent = { error: () => undefined, warn: () => undefined };
const payload = z.object({ n: z.number() });

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
    jobs.work('test.once', payload, ({ n }) => {
      seen.push(n);
    });
    expect(await jobs.send('test.once', { n: 1 }, { singletonKey: 'k' })).toEqual(
      expect.any(Number),
    );
    expect(await jobs.send('test.once', { n: 2 }, { singletonKey: 'k' })).toBeNull();
    expect(await jobs.drain()).toEqual({ completed: 1, retried: 0, failed: 0 });
    expect(await jobs.drain()).toEqual({ completed: 0, retried: 0, failed: 0 });
    expect(seen).toEqual([1]);
  });

  it('retries a failing job after an exponential backoff, then gives up', async () => {
    const { jobs, time } = queue();
    let runs = 0;
    jobs.work(
      'test.flaky',
      payload,
      () => {
        runs += 1;
        throw new Error(`run ${String(runs)} failed`);
      },
      { maxAttempts: 3, backoffMs: 60_000 },
    );
    const id = await jobs.send('test.flaky', { n: 1 });
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

  it('succeeds on a retry after one failure', async () => {
    const { jobs, time } = queue();
    const attempts: number[] = [];
    jobs.work(
      'test.once-failing',
      payload,
      (_data, job) => {
        attempts.push(job.attempt);
        if (job.attempt === 1) throw new Error('first run fails');
      },
      { backoffMs: 1000 },
    );
    await jobs.send('test.once-failing', { n: 1 });
    await jobs.drain();
    time.advance(1000);
    expect(await jobs.drain()).toEqual({ completed: 1, retried: 0, failed: 0 });
    expect(attempts).toEqual([1, 2]);
  });

  it('starts a job no earlier than asked, and in the order jobs became due', async () => {
    const { jobs, time } = queue();
    const seen: number[] = [];
    jobs.work('test.order', payload, ({ n }) => {
      seen.push(n);
    });
    await jobs.send('test.order', { n: 3 }, { startAfter: new Date(time.clock().getTime() + 10) });
    await jobs.send('test.order', { n: 1 });
    await jobs.send('test.order', { n: 2 });
    await jobs.drain();
    expect(seen).toEqual([1, 2]);
    time.advance(10);
    await jobs.drain();
    expect(seen).toEqual([1, 2, 3]);
  });

  it('refuses data its schema does not accept, without retrying', async () => {
    const { jobs } = queue();
    jobs.work('test.schema', payload, () => undefined);
    await jobs.send('test.schema', { n: 'one' });
    expect(await jobs.drain()).toEqual({ completed: 0, retried: 0, failed: 1 });
  });

  it('sends a schedule once per period', async () => {
    const { jobs, time } = queue(new Date('2026-11-23T00:00:00Z'));
    let runs = 0;
    jobs.work('test.daily', z.object({}), () => {
      runs += 1;
    });
    jobs.schedule('test.daily', dayMs);
    await jobs.drain();
    await jobs.drain();
    time.advance(dayMs / 2);
    await jobs.drain();
    expect(runs).toBe(1);
    time.advance(dayMs / 2);
    await jobs.drain();
    expect(runs).toBe(2);
  });

  it('starts with the app and stops when it closes', async () => {
    const app = await buildApp({
      config: testConfig(),
      database: t.connection(),
      jobPollIntervalMs: 10,
    });
    const ran: number[] = [];
    app.jobs.work('test.polled', payload, ({ n }) => {
      ran.push(n);
    });
    await app.ready();
    await app.jobs.send('test.polled', { n: 7 });
    await expect.poll(() => ran, { timeout: 5000 }).toEqual([7]);
    await app.close();
    await app.jobs.send('test.polled', { n: 8 });
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
