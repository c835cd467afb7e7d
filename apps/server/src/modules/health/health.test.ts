import { healthApiPaths } from '@kinderwait/contract';
import { expect, it } from 'vitest';
import { forEachDatabase } from '../../test/test-app.ts';

forEachDatabase((t) => {
  it('reports ok after a real query reaches the database', async () => {
    const response = await t.app().inject({ method: 'GET', url: healthApiPaths.health });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers 503 with db "error" when the database is unreachable', async () => {
    const database = await t.openDatabase();
    const app = await t.buildApp({ database });
    await database.close();
    t.allowServerErrors();

    const response = await app.inject({ method: 'GET', url: healthApiPaths.health });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', db: 'error' });
  });

  it('is not rate-limited, so load balancers can poll it', async () => {
    const app = await t.buildApp({ env: { RATE_LIMIT_MAX: '2' } });
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await app.inject({ method: 'GET', url: healthApiPaths.health })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200]);
  });
});
