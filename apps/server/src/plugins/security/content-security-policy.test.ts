import { healthApiPaths, mapSettingsApiPaths } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import { forEachDatabase } from '../../test/test-app.ts';
import { contentSecurityPolicyDirectives } from './content-security-policy.ts';

const osm = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  geocoderUrl: 'https://nominatim.openstreetmap.org',
};

const directives = (map: { tileUrl: string; geocoderUrl: string }) =>
  contentSecurityPolicyDirectives({ production: false, analytics: false, map });

describe('the map origins of the Content-Security-Policy', () => {
  it('allows exactly the tile host for images and the geocoder for fetches', () => {
    expect(directives(osm)['img-src']).toEqual([
      "'self'",
      'data:',
      'https://tile.openstreetmap.org',
    ]);
    expect(directives(osm)['connect-src']).toEqual([
      "'self'",
      'https://nominatim.openstreetmap.org',
    ]);
  });

  it('turns a {s} subdomain into a wildcard of that host only', () => {
    const policy = directives({
      tileUrl: 'https://{s}.tiles.example.com/styles/{z}/{x}/{y}{r}.png?key=secret',
      geocoderUrl: 'https://geo.example.com/nominatim',
    });
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://*.tiles.example.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://geo.example.com']);
  });

  it('keeps the port of a local service', () => {
    const policy = directives({
      tileUrl: 'http://127.0.0.1:8081/tiles/{z}/{x}/{y}.png',
      geocoderUrl: 'http://localhost:8082',
    });
    expect(policy['img-src']).toContain('http://127.0.0.1:8081');
    expect(policy['connect-src']).toContain('http://localhost:8082');
  });
});

/** The CSP header as a map of directive name to its sources. */
function parseCsp(header: string | string[] | number | undefined): Map<string, string[]> {
  if (typeof header !== 'string') throw new Error('no Content-Security-Policy header');
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0] !== undefined && parts[0] !== '')
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

forEachDatabase((t) => {
  it('follows MAP_TILE_URL and GEOCODER_URL, which GET /api/map-settings serves', async () => {
    const env = {
      MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example Maps',
      GEOCODER_URL: 'http://127.0.0.1:9099/geo/',
    };
    const app = await t.buildApp({ env });

    const settings = await app.inject({ method: 'GET', url: mapSettingsApiPaths.mapSettings });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toEqual({
      tileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      tileAttribution: '© Example Maps',
      geocoderUrl: 'http://127.0.0.1:9099/geo',
      addressSuggestions: true,
    });
    const health = await app.inject({ method: 'GET', url: healthApiPaths.health });
    const csp = parseCsp(health.headers['content-security-policy']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://*.tile.example.org']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:9099']);
  });

  it('serves OpenStreetMap’s settings by default, to anyone, cacheable for a few minutes', async () => {
    // Tests point GEOCODER_URL at a name that never resolves (test-app.ts); '' is unset.
    const app = await t.buildApp({ env: { GEOCODER_URL: '' } });
    const settings = await app.inject({ method: 'GET', url: mapSettingsApiPaths.mapSettings });
    expect(settings.json()).toEqual({
      tileUrl: osm.tileUrl,
      tileAttribution: '© OpenStreetMap contributors',
      geocoderUrl: osm.geocoderUrl,
      // OpenStreetMap's usage policy forbids autocomplete on its geocoder.
      addressSuggestions: false,
    });
    expect(settings.headers['cache-control']).toBe('public, max-age=300');
  });
});
