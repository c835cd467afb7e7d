import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { z } from 'zod';

/**
 * `npm run start:cluster`: API_PROCESSES copies of the server (main.ts) on one port, through
 * Node's cluster module (docs/product/platform.md#several-api-processes). They share one
 * PostgreSQL (PGlite belongs to a single process, so DATABASE_URL is required), tell each other
 * of changes over LISTEN/NOTIFY, and claim jobs from one queue. A process that dies is started
 * again; SIGTERM or SIGINT stops them all gracefully.
 */
const mustBeSet = 'must be set: PGlite belongs to one process';
const settings = z
  .object({
    API_PROCESSES: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
    DATABASE_URL: z.string({ error: mustBeSet }).min(1, { error: mustBeSet }),
  })
  .safeParse(process.env);

if (cluster.isPrimary) {
  if (!settings.success) {
    console.error(
      settings.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
    );
    process.exit(1);
  }
  const wanted = settings.data.API_PROCESSES;
  let stopping = false;
  // A process that keeps dying at start-up (a bad setting) must not be restarted in a tight loop.
  let quickDeaths = 0;

  const start = (): Worker => {
    const startedAt = Date.now();
    const worker = cluster.fork();
    worker.on('exit', (code, signal: string | null) => {
      if (stopping) return;
      quickDeaths = Date.now() - startedAt < 10_000 ? quickDeaths + 1 : 0;
      // Node types the signal as a string; it is null when the process exited by itself.
      const how = signal ?? `code ${String(code)}`;
      console.error(`API process ${String(worker.process.pid)} ended (${how})`);
      if (quickDeaths >= 5) {
        console.error('API processes keep failing at start-up; stopping.');
        process.exit(1);
      }
      setTimeout(start, Math.min(30_000, 500 * 2 ** quickDeaths));
    });
    return worker;
  };

  for (let index = 0; index < wanted; index += 1) start();

  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    // Each process closes gracefully on its own signal (main.ts); the primary leaves last.
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} else {
  await import('./main.ts');
}
