import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { systemClock } from '../clock.ts';
import { createTestClock } from '../test/test-clock.ts';
import { forEachDatabase } from '../test/test-app.ts';
import { defineJob } from './job-definition.ts';
import { createJobQueue, jobToSend } from './job-queue.ts';
import { backgroundJobs } from './jobs.tables.ts';

const silent = { error: () => undefined, warn: () => undefined };
const payload = z.object({ n: z.number() });

const recordingJob = (name: string, seen: number[]) =>
  defineJob({
    name,
    version: 1,
    payload,
    handle: ({ n }) => {
      seen.push(n);
      return Promise.resolve();
    },
  });

forEachDatabase((t) => {
  const queue = () =>
    createJobQueue({
      db: t.connection().db,
      clock: createTestClock(new Date('2026-11-23T14:00:00Z')).clock,
      log: silent,
    });

  it('stores many jobs in the order given, skipping taken singleton keys, and runs them in it', async () => {
    const jobs = queue();
    const seen: number[] = [];
    const many = recordingJob('test.many', seen);
    jobs.register([many], {});
    expect(await jobs.send(many, { n: 2 }, { singletonKey: 'two' })).toEqual(expect.any(Number));
    const ns = Array.from({ length: 1_500 }, (_, index) => index + 1);
    // More than one INSERT's worth, with a key already used in the middle.
    expect(
      await jobs.sendMany(ns.map((n) => jobToSend(many, { n }, n === 2 ? 'two' : `k${String(n)}`))),
    ).toBe(1_499);
    while ((await jobs.drain()).completed > 0);
    expect(seen).toEqual([2, ...ns.filter((n) => n !== 2)]);
    expect(() => jobToSend(many, { n: 'x' } as unknown as { n: number })).toThrow();
  });

  it('runs a job of the default lane before the bulk lane jobs sent earlier', async () => {
    const jobs = queue();
    const seen: number[] = [];
    const laned = recordingJob('test.laned', seen);
    jobs.register([laned], {});
    await jobs.sendMany(
      [1, 2, 3].map((n) => jobToSend(laned, { n })),
      { lane: 'bulk' },
    );
    await jobs.send(laned, { n: 99 });
    await jobs.drain();
    expect(seen).toEqual([99, 1, 2, 3]);
  });

  it('runs again a job whose process died while running it, once its lease ran out', async () => {
    const time = createTestClock(new Date('2026-11-23T14:00:00Z'));
    const jobs = createJobQueue({ db: t.connection().db, clock: time.clock, log: silent });
    const seen: number[] = [];
    const abandoned = recordingJob('test.abandoned', seen);
    jobs.register([abandoned], {});
    const id = await jobs.send(abandoned, { n: 7 });
    if (id === null) throw new Error('not stored');
    // As a claim by a process that then died leaves it.
    await t
      .connection()
      .db.update(backgroundJobs)
      .set({ status: 'active', attempts: 1, lockedUntil: new Date('2026-11-23T14:05:00Z') })
      .where(eq(backgroundJobs.id, id));
    await jobs.drain();
    expect(seen).toEqual([]);
    time.advance(6 * 60_000);
    await jobs.drain();
    expect(seen).toEqual([7]);
    const [row] = await t
      .connection()
      .db.select({ status: backgroundJobs.status, attempts: backgroundJobs.attempts })
      .from(backgroundJobs)
      .where(eq(backgroundJobs.id, id));
    expect(row).toEqual({ status: 'completed', attempts: 2 });
  });

  it('runs each job exactly once when two processes claim from one queue at the same time', async () => {
    const runs = new Map<number, number>();
    const counted = defineJob({
      name: 'test.counted',
      version: 1,
      payload,
      handle: async ({ n }) => {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        // A round trip in the job, so the two processes' claims interleave.
        await Promise.resolve();
      },
    });
    // Two queues on two connections (two pools, as two API processes have; one on PGlite).
    const first = createJobQueue({ db: t.connection().db, clock: systemClock, log: silent });
    const second = createJobQueue({ db: t.connectAgain().db, clock: systemClock, log: silent });
    first.register([counted], {});
    second.register([counted], {});
    const total = 2_000;
    await first.sendMany(Array.from({ length: total }, (_, n) => jobToSend(counted, { n })));
    first.start(5);
    second.start(5);
    try {
      const deadline = Date.now() + 60_000;
      while (runs.size < total && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
    expect(runs.size).toBe(total);
    expect([...runs.values()].filter((times) => times !== 1)).toEqual([]);
    const statuses = await t
      .connection()
      .db.select({ status: backgroundJobs.status })
      .from(backgroundJobs)
      .where(eq(backgroundJobs.name, 'test.counted'));
    expect(statuses.every((row) => row.status === 'completed')).toBe(true);
  });
});
