// Child processes and databases for `npm run bench:api`. Every target (the bare server and the API
// on each database) runs in a process of its own, so the load generator in the parent costs the
// same for each of them.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { healthApiPaths } from '@kinderwait/contract';
import pg from 'pg';
import { freePort } from '../apps/server/src/test/server-process.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const startTimeoutMs = 120_000;

export interface RunningServer {
  readonly origin: string;
  /** CPU time the process has used so far, in ms; undefined where /proc is not available. */
  cpuMs(): number | undefined;
  /** Ends the process gracefully (SIGTERM), so a CPU profile is written. */
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** Written to `<workDir>/<name>.log` (stdout and stderr). */
  name: string;
  script: string;
  env: Readonly<Record<string, string>>;
  workDir: string;
  /** Directory for `node --cpu-prof` output; no profile when undefined. */
  cpuProfileDir: string | undefined;
  /** The path that answers 200 once the server is ready. */
  readyPath: string;
}

/** Starts `script` with Node on a free port of 127.0.0.1 and waits until it answers. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const logFile = join(options.workDir, `${options.name}.log`);
  const log = openSync(logFile, 'a');
  const profile =
    options.cpuProfileDir === undefined
      ? []
      : ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`];
  const child = spawn(process.execPath, [...profile, join(root, options.script)], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      // Only what Node itself needs: the developer's DATABASE_URL, REDIS_URL ... must not leak in.
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...options.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      // Sign-in links must point at the origin the bench calls.
      PUBLIC_ORIGIN: origin,
    },
  });
  try {
    await waitUntilReady(child, `${origin}${options.readyPath}`);
  } catch (error) {
    child.kill('SIGKILL');
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(`${options.name} did not start: ${String(error)}\n${tail}`, { cause: error });
  }
  return { origin, cpuMs: () => treeCpuMs(child.pid), stop: () => stopChild(child) };
}

/** CPU of a process and its children (a cluster's API processes), in ms. */
function treeCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${String(pid)}/task/${String(pid)}/children`, 'utf8')
      .trim()
      .split(' ')
      .filter((id) => id !== '')
      .map(Number);
  } catch {
    // No /proc: processCpuMs says so below.
  }
  let total = 0;
  for (const id of [pid, ...children]) {
    const ms = processCpuMs(id);
    if (ms === undefined) return undefined;
    total += ms;
  }
  return total;
}

/**
 * utime + stime of a process from /proc (Linux). In a shared machine's noisy throughput this
 * stays comparable: what one request costs the server, whatever else runs beside it.
 */
function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // The command name (field 2) may contain spaces; the fields after it are fixed.
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    // /proc counts in USER_HZ, which is 100 on every architecture Linux exposes it for.
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

async function waitUntilReady(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${String(child.exitCode)}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${url} within ${String(startTimeoutMs / 1000)} s`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The API (apps/server/src/main.ts, as production runs it) with the run's settings; several
 * processes on one port through apps/server/src/cluster.ts (`npm run start:cluster`).
 */
export function startApi(
  name: string,
  env: Readonly<Record<string, string>>,
  workDir: string,
  cpuProfileDir: string | undefined,
  processes = 1,
): Promise<RunningServer> {
  return startServer({
    name,
    script: processes === 1 ? 'apps/server/src/main.ts' : 'apps/server/src/cluster.ts',
    env: processes === 1 ? env : { ...env, API_PROCESSES: String(processes) },
    workDir,
    cpuProfileDir,
    readyPath: healthApiPaths.health,
  });
}

export function startBareServer(workDir: string): Promise<RunningServer> {
  return startServer({
    name: 'bare-node',
    script: 'bench/bare-server.ts',
    env: {},
    workDir,
    cpuProfileDir: undefined,
    readyPath: '/',
  });
}

export interface BenchDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/** A fresh database on the server `adminUrl` points at; `drop()` removes it. */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `kw_bench_${String(process.pid)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
