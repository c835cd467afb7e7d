import helmet from '@fastify/helmet';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ContentSecurityPolicyOptions } from './content-security-policy.ts';
import { contentSecurityPolicyDirectives } from './content-security-policy.ts';

export type SecurityHeadersOptions = ContentSecurityPolicyOptions;

type Headers = Partial<ReturnType<FastifyReply['getHeaders']>>;

/**
 * helmet's headers with our Content-Security-Policy, on every response. @fastify/helmet builds
 * helmet's middleware again for each request (parsing the whole policy every time, several percent
 * of a request's CPU when profiled under `npm run bench:api`); the headers depend only on these
 * options, so helmet computes them once at start-up and each request copies them.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    const headers = await helmetHeaders(helmetOptions(options));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);

function helmetOptions(options: SecurityHeadersOptions): FastifyHelmetOptions {
  const { production } = options;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyDirectives(options),
    },
    // Matches frame-ancestors 'none' for browsers that only know X-Frame-Options.
    xFrameOptions: { action: 'deny' },
    // Browsers ignore HSTS over http anyway; sending it from dev hosts only pins localhost.
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // OpenStreetMap's tile and Nominatim usage policies require a Referer; helmet's default
    // "no-referrer" would get the map blocked. This is the browsers' own default.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** The headers @fastify/helmet sets with `options`, read from one request to a throw-away app. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Headers> {
  const probe = Fastify();
  let headers: Headers = {};
  try {
    await probe.register(helmet, options);
    // Added after helmet's own onRequest hooks, so it sees what they set and nothing else.
    probe.addHook('onRequest', (_request, reply, done) => {
      headers = reply.getHeaders();
      done();
    });
    probe.get('/', () => '');
    await probe.inject({ method: 'GET', url: '/' });
  } finally {
    await probe.close();
  }
  return headers;
}
