import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { contentSecurityPolicyDirectives } from './content-security-policy.ts';

export interface SecurityHeadersOptions {
  production: boolean;
  analytics: boolean;
}

/** helmet's headers with our Content-Security-Policy, on every response. */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, { production, analytics }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicyDirectives({ production, analytics }),
      },
      // Matches frame-ancestors 'none' for browsers that only know X-Frame-Options.
      xFrameOptions: { action: 'deny' },
      // Browsers ignore HSTS over http anyway; sending it from dev hosts only pins localhost.
      strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // OpenStreetMap's tile and Nominatim usage policies require a Referer; helmet's default
      // "no-referrer" would get the map blocked. This is the browsers' own default.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
