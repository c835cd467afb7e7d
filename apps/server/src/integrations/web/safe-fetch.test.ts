import type { Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lookup, SafeFetcher } from './safe-fetch.ts';
import { createSafeFetcher } from './safe-fetch.ts';

const userAgent = 'KinderWait-test';
const limits = { maxBytes: 1000, timeoutMs: 2000 };

/** Resolves every name to 127.0.0.1, as a DNS record pointing at loopback would (no network). */
const toLoopback: Lookup = (_hostname, options, callback) => {
  if ('all' in options && options.all === true)
    callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

function listen(server: Server, host: string): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, host, () => {
      resolve((server.address() as AddressInfo).port);
    });
  });
}

describe('the safe fetcher', () => {
  let loopbackPort = 0;
  let publicPort = 0;
  const requests: string[] = [];
  const loopback = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url === '/big') {
      response.end('x'.repeat(5000));
      return;
    }
    if (request.url === '/slow') return; // never answers
    response.setHeader('content-type', 'text/html');
    response.end(`<p>loopback ${request.headers['user-agent'] ?? ''}</p>`);
  });
  // Stands for a public website: the tests let this one loopback address through.
  const publicSite = createServer((request, response) => {
    if (request.url === '/to-loopback') {
      response.writeHead(302, { location: `http://127.0.0.1:${String(loopbackPort)}/secret` });
      response.end();
      return;
    }
    if (request.url === '/to-other-site') {
      response.writeHead(301, { location: 'https://elsewhere.example/' });
      response.end();
      return;
    }
    response.end('public page');
  });

  beforeAll(async () => {
    loopbackPort = await listen(loopback, '127.0.0.1');
    publicPort = await listen(publicSite, '127.0.0.2');
  });
  afterAll(() => {
    loopback.close();
    publicSite.close();
  });

  const strict = (lookup?: Lookup): SafeFetcher =>
    createSafeFetcher({
      allowLoopback: false,
      userAgent,
      extraAllowedAddresses: ['127.0.0.2'],
      ...(lookup === undefined ? {} : { lookup }),
    });

  it('refuses loopback, private, link-local and metadata addresses when loopback is off', async () => {
    const fetcher = strict();
    for (const address of [
      `http://127.0.0.1:${String(loopbackPort)}/`,
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://0.0.0.0/',
    ]) {
      const result = await fetcher.fetch(new URL(address), limits);
      expect({ address, result: result.ok ? 'fetched' : result.failure }).toEqual({
        address,
        result: 'refusedAddress',
      });
    }
    expect(requests).toEqual([]);
  });

  it('refuses a name that resolves to loopback, checked on the address it resolves to', async () => {
    const fetcher = strict(toLoopback);
    const url = new URL(`http://school.test:${String(loopbackPort)}/`);
    expect(await fetcher.checkAddress(url)).toBe('refused');
    const result = await fetcher.fetch(url, limits);
    expect(result.ok ? 'fetched' : result.failure).toBe('refusedAddress');
    expect(requests).toEqual([]);
  });

  it('refuses a redirect to loopback, and one to another site when told to keep to one', async () => {
    const fetcher = strict();
    const start = new URL(`http://127.0.0.2:${String(publicPort)}/to-loopback`);
    expect((await fetcher.fetch(start, limits)).ok).toBe(false);
    expect(await fetcher.fetch(start, limits)).toMatchObject({
      ok: false,
      failure: 'refusedAddress',
      url: new URL(`http://127.0.0.1:${String(loopbackPort)}/secret`),
    });
    expect(requests).toEqual([]);
    const away = new URL(`http://127.0.0.2:${String(publicPort)}/to-other-site`);
    expect(
      await fetcher.fetch(away, {
        ...limits,
        mayRedirectTo: (url) => url.hostname === '127.0.0.2',
      }),
    ).toMatchObject({ ok: false, failure: 'otherSite' });
    expect(
      await fetcher.fetch(new URL(`http://127.0.0.2:${String(publicPort)}/`), limits),
    ).toMatchObject({
      ok: true,
      status: 200,
    });
  });

  it('reaches loopback only with the setting on, says who it is, and caps size and time', async () => {
    const fetcher = createSafeFetcher({ allowLoopback: true, userAgent });
    const page = await fetcher.fetch(new URL(`http://127.0.0.1:${String(loopbackPort)}/`), limits);
    expect(page.ok && page.body.toString()).toBe(`<p>loopback ${userAgent}</p>`);
    expect(
      await fetcher.fetch(new URL(`http://127.0.0.1:${String(loopbackPort)}/big`), limits),
    ).toMatchObject({ ok: false, failure: 'tooLarge' });
    expect(
      await fetcher.fetch(new URL(`http://127.0.0.1:${String(loopbackPort)}/slow`), {
        ...limits,
        timeoutMs: 200,
      }),
    ).toMatchObject({ ok: false, failure: 'timedOut' });
    // Still nothing private but loopback.
    expect(await fetcher.fetch(new URL('http://10.0.0.1/'), limits)).toMatchObject({
      failure: 'refusedAddress',
    });
    expect(await fetcher.checkAddress(new URL('http://169.254.169.254/'))).toBe('refused');
  });
});
