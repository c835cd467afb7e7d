import { afterEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { apiGet } from '../api/api-requests';
import { maxReadRetries } from '../api/retry-policy';
import { setupApiTestContext } from '../test/api-test-context';
import { sendJson } from '../test/http-test-server';
import { createQueryClient } from './query-client';

const context = setupApiTestContext();

const Answer = z.object({ ok: z.boolean() });

const client = createQueryClient();
// The app's policy with the app's defaults; only the wait between attempts is shortened.
client.setDefaultOptions({
  ...client.getDefaultOptions(),
  queries: { ...client.getDefaultOptions().queries, retryDelay: 1 },
});

afterEach(() => {
  client.clear();
});

/** GET /api/flaky fails `failures` times with `status` (0: the connection drops), then answers. */
function serveFlaky(failures: number, status: number) {
  let calls = 0;
  context.server.route('GET', '/api/flaky', (request, response) => {
    calls += 1;
    if (calls > failures) sendJson(response, 200, { ok: true });
    else if (status === 0) response.socket?.destroy();
    else sendJson(response, status, { message: 'Failed' });
  });
  return () => calls;
}

/** Reads GET /api/flaky through the client and tells how the read ended. */
async function settle(handleErrors: boolean): Promise<'success' | 'error'> {
  try {
    await client.query({
      queryKey: ['flaky', handleErrors],
      queryFn: () => apiGet('/api/flaky', Answer, { handleErrors }),
    });
    return 'success';
  } catch {
    return 'error';
  }
}

describe('the app’s QueryClient: what a failed read does', () => {
  test('a screen that shows its own errors gets a dropped connection asked again', async () => {
    const calls = serveFlaky(1, 0);
    expect(await settle(false)).toBe('success');
    expect(calls()).toBe(2);
  });

  test('a server error (5xx) is asked again, at most twice', async () => {
    const calls = serveFlaky(5, 503);
    expect(await settle(false)).toBe('error');
    expect(calls()).toBe(1 + maxReadRetries);
  });

  test('a 4xx is not asked again: it will not change', async () => {
    const calls = serveFlaky(1, 404);
    expect(await settle(false)).toBe('error');
    expect(calls()).toBe(1);
  });

  test('an answer that breaks the contract is not asked again', async () => {
    let calls = 0;
    context.server.route('GET', '/api/flaky', (request, response) => {
      calls += 1;
      sendJson(response, 200, { ok: 'yes' });
    });
    expect(await settle(false)).toBe('error');
    expect(calls).toBe(1);
  });

  test('a call that left the error to the error screen is not asked again behind it', async () => {
    const calls = serveFlaky(1, 503);
    expect(await settle(true)).toBe('error');
    expect(calls()).toBe(1);
    expect(context.navigations).toEqual([`/error/503/Failed`]);
  });
});
