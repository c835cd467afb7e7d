import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { httpServerLimits, proxyIdleTimeoutMs } from './server-limits.ts';

describe('the HTTP server limits', () => {
  const defaults = httpServerLimits(loadConfig({}));
  const { keepAliveTimeout, requestTimeout, connectionTimeout, http, maxConnections } = defaults;

  it('keep an idle connection open longer than the proxy in front does, so the proxy closes first', () => {
    expect(keepAliveTimeout).toBeGreaterThan(proxyIdleTimeoutMs);
  });

  it('give the headers less time than the whole request, as Node requires, and check both often', () => {
    expect(http.headersTimeout).toBeLessThanOrEqual(requestTimeout);
    expect(http.connectionsCheckingInterval).toBeLessThan(http.headersTimeout);
  });

  it('set every deadline and the connection cap: none is left at 0, which would mean "no limit"', () => {
    for (const value of [
      keepAliveTimeout,
      requestTimeout,
      connectionTimeout,
      http.headersTimeout,
      maxConnections,
    ]) {
      expect(value).toBeGreaterThan(0);
    }
  });

  it('take their values from the configuration', () => {
    const limits = httpServerLimits(
      loadConfig({
        HTTP_HEADERS_TIMEOUT_MS: '3000',
        HTTP_REQUEST_TIMEOUT_MS: '9000',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '700000',
        HTTP_MAX_CONNECTIONS: '250',
      }),
    );
    expect(limits).toMatchObject({
      keepAliveTimeout: 700_000,
      requestTimeout: 9_000,
      http: { headersTimeout: 3_000 },
      maxConnections: 250,
    });
  });

  it('check the deadlines within a third of the headers timeout, and at least every 5 s', () => {
    expect(http.connectionsCheckingInterval).toBe(5_000);
    const short = httpServerLimits(loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '300' }));
    expect(short.http.connectionsCheckingInterval).toBe(100);
  });
});
