import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { forEachDatabase } from './test/test-app.ts';

forEachDatabase((t) => {
  describe('compression', () => {
    it('gzips a large response for a client that accepts it', async () => {
      const url = '/policies/getPolicy?id=privacy-policy';
      const plain = await t.app().inject({ method: 'GET', url });
      const compressed = await t.app().inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(gunzipSync(compressed.rawPayload).toString()).toBe(plain.body);
    });

    it('sends plain bytes to a client that does not accept compression', async () => {
      const response = await t.app().inject({
        method: 'GET',
        url: '/policies/getPolicy?id=privacy-policy',
      });
      expect(response.headers['content-encoding']).toBeUndefined();
    });
  });
});
