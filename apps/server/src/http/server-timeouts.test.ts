import { describe, expect, it } from 'vitest';
import { httpServerTimeouts, proxyIdleTimeoutMs } from './server-timeouts.ts';

describe('the HTTP server timeouts', () => {
  const { keepAliveTimeout, requestTimeout, connectionTimeout, http } = httpServerTimeouts;

  it('keep an idle connection open longer than the proxy in front does, so the proxy closes first', () => {
    expect(keepAliveTimeout).toBeGreaterThan(proxyIdleTimeoutMs);
  });

  it('give the headers less time than the whole request, as Node requires, and check both often', () => {
    expect(http.headersTimeout).toBeLessThanOrEqual(requestTimeout);
    expect(http.connectionsCheckingInterval).toBeLessThan(http.headersTimeout);
  });

  it('set every deadline: none is left at 0, which would mean "no limit"', () => {
    for (const value of [
      keepAliveTimeout,
      requestTimeout,
      connectionTimeout,
      http.headersTimeout,
    ]) {
      expect(value).toBeGreaterThan(0);
    }
  });
});
