import { get } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { healthApiPaths } from '@kinderwait/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { httpServerLimits } from './http/server-limits.ts';
import type { Started } from './test/server-process.ts';
import {
  freePort,
  runningServerProcesses as running,
  startServerProcess,
  waitForHealth,
} from './test/server-process.ts';

/** `node src/main.ts` as `npm start` runs it: real process, real signals, real port. */

const mainPath = path.resolve(import.meta.dirname, 'main.ts');
const startMain = (env: Record<string, string>): Started => startServerProcess(mainPath, env);

/** The headers of a GET, read with node:http so hop-by-hop ones such as Keep-Alive are kept. */
function headersOf(url: string): Promise<IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      response.resume();
      response.once('end', () => {
        resolve(response.headers);
      });
    }).once('error', reject);
  });
}

/** The JSON log line with this message, parsed. */
function logLine(output: string, message: string): Record<string, unknown> | undefined {
  for (const line of output.split('\n')) {
    if (!line.includes(message)) continue;
    const parsed: unknown = JSON.parse(line);
    if (typeof parsed === 'object' && parsed !== null) return { ...parsed };
  }
  return undefined;
}

/**
 * A bound for a whole start and stop of the real process, never reached but on a broken server:
 * how fast the machine is decides nothing here (a start took 9 s on a loaded 2-core machine).
 */
const processTimeoutMs = 300_000;

describe('main.ts', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kinderwait-main-'));
  });

  // A test that fails before it stops its server (the health check never answered on a loaded
  // machine) would otherwise leave it running, its data directory removed under it.
  afterEach(() => {
    for (const child of running) child.kill('SIGKILL');
    running.clear();
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'serves, then on %s closes gracefully, exits 0 and leaves the database fit to reopen',
    async (signal) => {
      const port = await freePort();
      const env = {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      };
      const server = startMain(env);
      const health = await waitForHealth(server, port);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', db: 'ok' });

      server.process.kill(signal);
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('shutting down');
      expect(server.output()).toContain(signal);
      await expect(
        fetch(`http://127.0.0.1:${String(port)}${healthApiPaths.health}`),
      ).rejects.toThrow();
    },
    processTimeoutMs,
  );

  it(
    'listens with the configured timeouts and connection cap, read back from the real server',
    async () => {
      const port = await freePort();
      const limitsEnv = {
        HTTP_HEADERS_TIMEOUT_MS: '12000',
        HTTP_REQUEST_TIMEOUT_MS: '45000',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '70000',
        HTTP_MAX_CONNECTIONS: '321',
      };
      const server = startMain({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        ...limitsEnv,
      });
      await waitForHealth(server, port);

      // Node advertises its keep-alive timeout to the client (and a proxy) in whole seconds.
      const headers = await headersOf(`http://127.0.0.1:${String(port)}${healthApiPaths.health}`);
      const { keepAliveTimeout, connectionTimeout, http } = httpServerLimits(loadConfig(limitsEnv));
      expect(headers['keep-alive']).toBe(`timeout=${String(keepAliveTimeout / 1000)}`);
      expect(logLine(server.output(), 'HTTP server limits')).toMatchObject({
        keepAliveTimeout: 70_000,
        requestTimeout: 45_000,
        connectionTimeout,
        headersTimeout: 12_000,
        connectionsCheckingInterval: http.connectionsCheckingInterval,
        maxConnections: 321,
      });

      server.process.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    },
    processTimeoutMs,
  );

  it(
    'refuses to start on a bad variable, naming it, with exit code 1',
    async () => {
      const server = startMain({ PORT: 'not-a-port', DATA_DIR: dataDir });
      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(/PORT: /);
    },
    processTimeoutMs,
  );
});
