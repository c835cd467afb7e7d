import { healthApiPaths } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import { forEachDatabase } from '../../test/test-app.ts';

const productionEnv = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(40),
  COOKIE_SECRET: 'c'.repeat(40),
  SMTP_URL: 'smtp://mail.example.com',
  STRIPE_SECRET_KEY: 'sk_test_production0configuration',
  STRIPE_WEBHOOK_SECRET: 'whsec_production0configuration',
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'production0twilio0token',
  TWILIO_FROM_NUMBER: '+14165550100',
};

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
  describe('Content-Security-Policy', () => {
    it('lets the SPA run without inline scripts, with the map and geocoder origins', async () => {
      // The default geocoder: tests point GEOCODER_URL elsewhere (test-app.ts); '' is unset.
      const app = await t.buildApp({ env: { GEOCODER_URL: '' } });
      const response = await app.inject({ method: 'GET', url: healthApiPaths.health });
      const csp = parseCsp(response.headers['content-security-policy']);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://tile.openstreetmap.org']);
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://nominatim.openstreetmap.org']);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
    });

    it('allows no Google Analytics origin unless GA_MEASUREMENT_ID is set', async () => {
      const response = await t.app().inject({ method: 'GET', url: healthApiPaths.health });
      expect(response.headers['content-security-policy']).not.toMatch(/google/);
    });

    it('allows the Google Analytics script and collection origins when GA_MEASUREMENT_ID is set', async () => {
      const app = await t.buildApp({ env: { GA_MEASUREMENT_ID: 'G-TEST123' } });
      const response = await app.inject({ method: 'GET', url: healthApiPaths.health });
      const csp = parseCsp(response.headers['content-security-policy']);
      expect(csp.get('script-src')).toContain('https://*.googletagmanager.com');
      expect(csp.get('connect-src')).toEqual(
        expect.arrayContaining([
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
        ]),
      );
    });

    it('upgrades insecure requests in production', async () => {
      const app = await t.buildApp({ env: productionEnv });
      const response = await app.inject({ method: 'GET', url: healthApiPaths.health });
      expect(
        parseCsp(response.headers['content-security-policy']).has('upgrade-insecure-requests'),
      ).toBe(true);
    });
  });

  describe('other security headers', () => {
    it('are sent on every response, including 404s', async () => {
      const response = await t.app().inject({ method: 'GET', url: '/api/missing' });
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(response.headers['content-security-policy']).toBeDefined();
    });

    it('include HSTS in production only', async () => {
      const development = await t.app().inject({ method: 'GET', url: healthApiPaths.health });
      expect(development.headers['strict-transport-security']).toBeUndefined();
      const app = await t.buildApp({ env: productionEnv });
      const production = await app.inject({ method: 'GET', url: healthApiPaths.health });
      expect(production.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    });
  });
});
