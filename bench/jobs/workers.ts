// Worker processes (bench/jobs/worker.ts) for the queue benches: started together once all are
// ready, then stopped with the jobs each ran.
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const workerScript = fileURLToPath(new URL('./worker.ts', import.meta.url));

export interface JobRun {
  id: number;
  at: number;
}

export interface WorkerPool {
  /** Stops every worker (each finishes the job it runs) and answers the runs of all of them. */
  stop(): Promise<JobRun[]>;
}

export async function startWorkers(
  databaseUrl: string,
  processes: number,
  pollMs: number,
): Promise<WorkerPool> {
  const children = await Promise.all(
    Array.from(
      { length: processes },
      () =>
        new Promise<ChildProcess>((resolve, reject) => {
          const child = fork(workerScript, {
            env: {
              ...process.env,
              BENCH_JOBS_DATABASE_URL: databaseUrl,
              BENCH_JOBS_POLL_MS: String(pollMs),
            },
          });
          child.once('message', () => {
            resolve(child);
          });
          child.once('error', reject);
        }),
    ),
  );
  for (const child of children) child.send('start');
  return {
    stop: async () => {
      const answers = await Promise.all(
        children.map(
          (child) =>
            new Promise<JobRun[]>((resolve) => {
              child.once('message', (message: { runs: JobRun[] }) => {
                resolve(message.runs);
              });
              child.send('stop');
            }),
        ),
      );
      return answers.flat();
    },
  };
}
