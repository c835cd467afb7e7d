import { describe, expect, test, vi } from 'vitest';
import { setupApiTestContext } from '../test/api-test-context';
import { sendJson } from '../test/http-test-server';

const context = setupApiTestContext();

describe('the map settings (run-time, from the server)', () => {
  test("are the server's, read once, with the attribution escaped", async () => {
    vi.resetModules();
    const { loadMapSettings } = await import('./map-settings');
    context.server.route('GET', '/api/map-settings', (_request, response) => {
      sendJson(response, 200, {
        tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
        tileAttribution: '© Tiles <b>',
        geocoderUrl: 'http://127.0.0.1:9',
        addressSuggestions: true,
      });
    });
    const settings = await loadMapSettings();
    await loadMapSettings();
    expect(settings).toEqual({
      tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      tileAttribution: '© Tiles &lt;b&gt;',
      geocoderUrl: 'http://127.0.0.1:9',
      addressSuggestions: true,
    });
    expect(context.server.requests).toHaveLength(1);
  });

  test("fall back to OpenStreetMap's services when the server does not answer them", async () => {
    vi.resetModules();
    const { loadMapSettings, openStreetMapSettings } = await import('./map-settings');
    context.server.route('GET', '/api/map-settings', (_request, response) => {
      sendJson(response, 404, { message: 'Not found' });
    });
    expect(await loadMapSettings()).toEqual(openStreetMapSettings);
  });
});
