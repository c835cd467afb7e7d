import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { healthApiPaths } from '@kinderwait/contract';

/** Real server processes: the tests of the entry points (main.ts, cluster.ts) and the benchmarks. */

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address !== null && typeof address === 'object') resolve(address.port);
        else reject(new Error('no TCP port'));
      });
    });
  });
}

export interface Started {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Servers started by the current test: one a failed test did not stop is killed after it. */
export const runningServerProcesses = new Set<ChildProcess>();
const running = runningServerProcesses;

/** `node <entry>` with `env` (and PATH), its output kept. */
export function startServerProcess(entry: string, env: Record<string, string>): Started {
  const child = spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { process: child, output: () => output, exited };
}

/**
 * The first health answer of the started server, however long its start takes (a loaded
 * machine is slow, not wrong: only the test's own generous timeout bounds it); fails at once
 * when the process exits instead, with its output.
 */
export async function waitForHealth(server: Started, port: number): Promise<Response> {
  const child = { exited: false };
  void server.exited.then(() => {
    child.exited = true;
  });
  for (;;) {
    if (child.exited) throw new Error(`the server exited before answering:\n${server.output()}`);
    try {
      return await fetch(`http://127.0.0.1:${String(port)}${healthApiPaths.health}`);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
