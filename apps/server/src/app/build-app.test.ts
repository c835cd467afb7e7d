import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { healthApiPaths } from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './build-app.ts';
import { testConfig } from '../test/test-app.ts';

/**
 * The app opening, migrating and closing its own embedded database, as `main.ts` runs it (the
 * other test files hand the app a database they own).
 */
describe('the app with its own database', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kinderwait-app-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps data in DATA_DIR across a restart and closes the database on close', async () => {
    const config = testConfig({ DATA_DIR: dataDir });
    const first = await buildApp({ config });
    await first.ready();
    await first.db.execute(sql`create table restart_probe (note text)`);
    await first.db.execute(sql`insert into restart_probe values ('still here')`);
    const connection = first.dbConnection;
    await first.close();

    await expect(connection.ping()).rejects.toThrow();

    const second = await buildApp({ config });
    await second.ready();
    const result = await second.db.execute<{ note: string }>(sql`select note from restart_probe`);
    expect([...result.rows]).toEqual([{ note: 'still here' }]);
    expect((await second.inject({ method: 'GET', url: healthApiPaths.health })).statusCode).toBe(
      200,
    );
    await second.close();
  });

  it('lets an in-flight request finish before closing the database', async () => {
    const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }) });
    let releaseRequest = (): void => undefined;
    const requestStarted = new Promise<void>((resolveStarted) => {
      app.get('/api/test/slow', async () => {
        resolveStarted();
        await new Promise<void>((resolve) => {
          releaseRequest = resolve;
        });
        await app.dbConnection.ping();
        return { done: true };
      });
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on TCP');

    const pending = fetch(`http://127.0.0.1:${address.port}/api/test/slow`);
    await requestStarted;
    const closing = app.close();
    releaseRequest();

    const response = await pending;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    await expect(app.dbConnection.ping()).rejects.toThrow();
  });
});
