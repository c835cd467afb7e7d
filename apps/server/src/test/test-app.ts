import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { xsrf } from '@kinderwait/contract';
import { afterAll, afterEach, beforeAll, describe, inject } from 'vitest';
import type { App } from '../app/build-app.ts';
import { buildApp } from '../app/build-app.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseConnection, DatabaseDriver } from '../db/database.ts';
import { pgliteConnection } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';
import { openPgliteFromTemplate } from './pglite-template.ts';
import { adminQuery, databaseUrl } from './postgres-template.ts';

/** Environment variables as loadConfig reads them. */
export type TestEnv = Readonly<Record<string, string>>;

const testRoot = path.join(tmpdir(), 'kinderwait-test');

/**
 * Configuration for tests, independent of the developer's environment: quiet logs (set
 * TEST_LOG_LEVEL to see them) and no web build unless a test points WEB_DIST_DIR at one.
 */
export function testConfig(env: TestEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: path.join(testRoot, 'unused-data-dir'),
    WEB_DIST_DIR: path.join(testRoot, 'no-web-build'),
    // Never the internet: a name that cannot resolve (RFC 2606) is a geocoder that cannot be
    // reached. Tests that need one answering start a local fake (test/fake-geocoder.ts).
    GEOCODER_URL: 'http://geocoder.invalid',
    GEOCODER_MIN_INTERVAL_MS: '0',
    ...env,
  });
}

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL names a server we may create databases on. */
export function testDrivers(): DatabaseDriver[] {
  return process.env.TEST_DATABASE_URL === undefined ? ['pglite'] : ['pglite', 'postgres'];
}

export interface TestAppOptions {
  /** Config overrides, e.g. `{ RATE_LIMIT_MAX: '3' }`. */
  env?: TestEnv;
  /** Adds test-only routes or hooks before the app is ready. */
  setup?: (app: App) => void;
  /** Another database than this file's (see `openDatabase`). */
  database?: DatabaseConnection;
  /** The app's clock (see test-clock.ts); the real time otherwise. */
  clock?: Clock;
}

export interface AppTestContext {
  readonly driver: DatabaseDriver;
  /** This file's app: the production plugin graph on this file's fresh database. */
  app(): App;
  /** This file's database. */
  connection(): DatabaseConnection;
  /** Another app on this file's database (different config or test routes); closed after the file. */
  buildApp(options?: TestAppOptions): Promise<App>;
  /** Another fresh, migrated database of the same driver; closed (and dropped) after the file. */
  openDatabase(): Promise<DatabaseConnection>;
  /**
   * A second connection to this file's database, as another API process would open (its own
   * pool and listening session); closed after the file. On PGlite, which one process owns, it is
   * the same connection.
   */
  connectAgain(): DatabaseConnection;
  /** Lets the current test receive 5xx responses, which otherwise fail it. */
  allowServerErrors(): void;
}

/**
 * Runs `body` once per test database (see testDrivers), each time in its own `describe` with a
 * fresh migrated database and an app built on it. Any 5xx response fails the test that caused it (a
 * 5xx is always a bug: docs/product/platform.md#api-conventions) unless the test calls
 * `t.allowServerErrors()`.
 *
 *   forEachDatabase((t) => {
 *     it('answers', async () => {
 *       const response = await t.app().inject({ method: 'GET', url: '/api/health' });
 *       expect(response.statusCode).toBe(200);
 *     });
 *   });
 */
export function forEachDatabase(
  body: (t: AppTestContext) => void,
  options: TestAppOptions = {},
): void {
  for (const driver of testDrivers()) {
    describe(`on ${driver}`, () => {
      const disposers: (() => Promise<void>)[] = [];
      const serverErrors: string[] = [];
      let serverErrorsAllowed = false;
      let fileApp: App | undefined;
      let fileDatabase: TestDatabase | undefined;
      let fileConnection: DatabaseConnection | undefined;

      const openDatabase = async (): Promise<DatabaseConnection> => {
        const database = await openTestDatabase(driver);
        disposers.push(database.dispose);
        fileDatabase ??= database;
        return database.connection;
      };

      const connection = (): DatabaseConnection => {
        if (fileConnection === undefined) throw new Error('The database opens in beforeAll');
        return fileConnection;
      };

      const build = async (appOptions: TestAppOptions = {}): Promise<App> => {
        const app = await buildApp({
          config: testConfig(appOptions.env),
          database: appOptions.database ?? connection(),
          ...(appOptions.clock === undefined ? {} : { clock: appOptions.clock }),
        });
        disposers.push(() => app.close());
        app.addHook('onSend', async (request, reply, payload) => {
          if (reply.statusCode >= 500) {
            const detail = typeof payload === 'string' ? ` ${payload.slice(0, 300)}` : '';
            serverErrors.push(`${request.method} ${request.url} -> ${reply.statusCode}${detail}`);
          }
          return payload;
        });
        appOptions.setup?.(app);
        await app.ready();
        return app;
      };

      beforeAll(async () => {
        fileConnection = await openDatabase();
        fileApp = await build(options);
      });

      afterEach(() => {
        const errors = serverErrors.splice(0);
        const allowed = serverErrorsAllowed;
        serverErrorsAllowed = false;
        if (errors.length > 0 && !allowed) {
          throw new Error(
            `Unexpected 5xx response (a 5xx is always a bug; call t.allowServerErrors() in a test that expects one):\n${errors.join('\n')}`,
          );
        }
      });

      afterAll(async () => {
        // Apps first, then the databases under them.
        for (const dispose of disposers.reverse()) await dispose();
      });

      body({
        driver,
        app: () => {
          if (fileApp === undefined) throw new Error('The app is built in beforeAll');
          return fileApp;
        },
        connection,
        buildApp: build,
        openDatabase,
        connectAgain: () => {
          if (fileDatabase === undefined) throw new Error('The database opens in beforeAll');
          const again = fileDatabase.connectAgain();
          if (again !== fileDatabase.connection) disposers.push(() => again.close());
          return again;
        },
        allowServerErrors: () => {
          serverErrorsAllowed = true;
        },
      });
    });
  }
}

interface TestDatabase {
  connection: DatabaseConnection;
  connectAgain: () => DatabaseConnection;
  dispose: () => Promise<void>;
}

const logToConsole = {
  error: (details: object, message: string) => {
    console.error(message, details);
  },
};

async function openTestDatabase(driver: DatabaseDriver): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const connection = pgliteConnection(await openPgliteFromTemplate(inject('pgliteTemplateFile')));
    return { connection, connectAgain: () => connection, dispose: () => connection.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl === undefined) throw new Error('TEST_DATABASE_URL is not set');
  const template = inject('postgresTemplateDatabase');
  if (template === '') throw new Error('The global setup made no PostgreSQL template');
  const name = `kw_test_${String(process.pid)}_${randomBytes(4).toString('hex')}`;
  // A copy of the migrated template: migrating each file's database took seconds.
  await adminQuery(adminUrl, `create database "${name}" template "${template}"`);
  const url = databaseUrl(adminUrl, name);
  const connection = openPostgres(url, logToConsole);
  const dispose = async (): Promise<void> => {
    await connection.close();
    await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
  };
  return { connection, connectAgain: () => openPostgres(url, logToConsole), dispose };
}

/**
 * Headers that pass the anti-forgery check on a write call: fetches a token the way a browser
 * gets one (any GET), then sends it back as both cookie and header.
 */
export async function xsrfHeaders(app: App): Promise<Record<string, string>> {
  const response = await app.inject({ method: 'GET', url: '/api/health' });
  const token = response.cookies.find((cookie) => cookie.name === xsrf.cookieName)?.value;
  if (token === undefined) throw new Error(`no ${xsrf.cookieName} cookie was set`);
  return { cookie: `${xsrf.cookieName}=${token}`, [xsrf.headerName]: token };
}
