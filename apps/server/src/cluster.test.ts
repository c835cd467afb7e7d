import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, databaseUrl } from './test/postgres-template.ts';
import {
  freePort,
  runningServerProcesses,
  startServerProcess,
  waitForHealth,
} from './test/server-process.ts';

/** `npm run start:cluster`: the real primary and its API processes, real signals, real port. */

const clusterPath = path.resolve(import.meta.dirname, 'cluster.ts');
/** Bounds a whole start and stop, never reached but on a broken cluster (see main.test.ts). */
const processTimeoutMs = 300_000;

const occurrences = (output: string, text: string): number => output.split(text).length - 1;

afterEach(() => {
  for (const child of runningServerProcesses) child.kill('SIGKILL');
  runningServerProcesses.clear();
});

describe('cluster.ts', () => {
  it('refuses to start without DATABASE_URL, since PGlite belongs to one process', async () => {
    const cluster = startServerProcess(clusterPath, { API_PROCESSES: '2' });
    expect(await cluster.exited).toBe(1);
    expect(cluster.output()).toContain('DATABASE_URL: must be set: PGlite belongs to one process');
  });

  const adminUrl = process.env.TEST_DATABASE_URL;
  describe.runIf(adminUrl !== undefined)('on PostgreSQL', () => {
    const name = `kw_cluster_${String(process.pid)}_${randomBytes(4).toString('hex')}`;
    let dataDir = '';

    beforeAll(async () => {
      if (adminUrl === undefined) return;
      dataDir = await mkdtemp(path.join(tmpdir(), 'kinderwait-cluster-'));
      await adminQuery(
        adminUrl,
        `create database "${name}" template "${inject('postgresTemplateDatabase')}"`,
      );
    });

    afterAll(async () => {
      if (adminUrl === undefined) return;
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    });

    it(
      'runs API_PROCESSES servers on one port, then on SIGTERM closes each gracefully and exits 0',
      async () => {
        if (adminUrl === undefined) return;
        const port = await freePort();
        const cluster = startServerProcess(clusterPath, {
          API_PROCESSES: '2',
          DATABASE_URL: databaseUrl(adminUrl, name),
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        });

        expect((await waitForHealth(cluster, port)).status).toBe(200);
        await expect
          .poll(() => occurrences(cluster.output(), 'Server listening at'), {
            timeout: processTimeoutMs,
          })
          .toBe(2);

        cluster.process.kill('SIGTERM');
        expect(await cluster.exited).toBe(0);
        expect(occurrences(cluster.output(), '"shutting down"')).toBe(2);
      },
      processTimeoutMs,
    );
  });
});
