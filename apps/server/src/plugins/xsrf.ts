import { createHash, createHmac, randomFillSync, timingSafeEqual } from 'node:crypto';
import type { ApiErrorBody } from '@kinderwait/contract';
import { commonErrorCodes, specMessages, xsrf } from '@kinderwait/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Skips the anti-forgery check. Only for calls that cannot carry our cookie and prove their
     * origin another way, i.e. signed webhooks from outside services.
     */
    xsrfExempt?: boolean;
    /**
     * False: the response never sets the anti-forgery cookie. For public calls made from other
     * websites (the voice agent's widget), which must leave no cookie of ours in a visitor's browser.
     */
    xsrfCookie?: boolean;
  }
}

export interface XsrfPluginOptions {
  /** Signs tokens so a cookie planted by another site (e.g. from a sibling subdomain) is refused. */
  secret: string;
  /** Secure cookie (https only); on in production. */
  secureCookie: boolean;
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const headerName = xsrf.headerName.toLowerCase();
const maxRememberedTokens = 10_000;

/**
 * Anti-forgery by signed double-submit cookie: every client gets a random, signed, JS-readable
 * `XSRF-TOKEN` cookie; every write must echo it in `X-XSRF-TOKEN` (axios does this by default).
 * Another site can make the browser send the cookie but cannot read it to set the header.
 */
export const xsrfPlugin = fp<XsrfPluginOptions>(
  (app, { secret, secureCookie }, done) => {
    const sign = (nonce: string): string =>
      createHmac('sha256', secret).update(nonce).digest('base64url');
    // A browser sends the same cookie with every request. Whether a token is genuine depends only
    // on the token and the secret, so the tokens found genuine are remembered (a bounded number,
    // the least recently seen make room; no TTL, the answer never changes): an HMAC and two hashes
    // less per request (docs/decisions/performance.md#server), and the answer is the same.
    const knownGenuine = new LRUCache<string, true>({ max: maxRememberedTokens });
    const isGenuine = (token: string): boolean => {
      if (knownGenuine.get(token) === true) return true;
      const [nonce, signature, ...rest] = token.split('.');
      const genuine =
        nonce !== undefined &&
        signature !== undefined &&
        rest.length === 0 &&
        constantTimeEqual(signature, sign(nonce));
      if (genuine) knownGenuine.set(token, true);
      return genuine;
    };

    // Clients seen without a genuine token; they get a new one with the response.
    const needsCookie = new WeakSet<FastifyRequest>();

    app.addHook('onRequest', async (request, reply) => {
      const cookieToken = request.cookies[xsrf.cookieName];
      const genuineCookie =
        cookieToken !== undefined && isGenuine(cookieToken) ? cookieToken : null;
      if (genuineCookie === null) needsCookie.add(request);
      if (!unsafeMethods.has(request.method)) return;
      if (request.routeOptions.config.xsrfExempt === true) return;
      const headerToken = request.headers[headerName];
      if (
        genuineCookie !== null &&
        typeof headerToken === 'string' &&
        constantTimeEqual(headerToken, genuineCookie)
      ) {
        return;
      }
      const body: ApiErrorBody = {
        message: specMessages.invalidAntiForgeryToken,
        code: commonErrorCodes.invalidAntiForgeryToken,
      };
      return reply.code(403).send(body);
    });

    // Set when the response is known: a response shared caches may keep (Cache-Control: public,
    // e.g. immutable /assets/*) must not carry one client's cookie, nor lose its cacheability.
    app.addHook('onSend', async (request, reply) => {
      if (!needsCookie.has(request) || isSharedCacheable(reply.getHeader('cache-control'))) return;
      if (request.routeOptions.config.xsrfCookie === false) return;
      const nonce = nextNonce();
      reply.setCookie(xsrf.cookieName, `${nonce}.${sign(nonce)}`, {
        path: '/',
        sameSite: 'lax',
        secure: secureCookie,
        httpOnly: false,
      });
    });
    done();
  },
  { name: 'xsrf', fastify: '5.x', dependencies: ['@fastify/cookie'] },
);

const nonceBytes = 32;
const noncePool = Buffer.alloc(nonceBytes * 256);
let noncePoolOffset = noncePool.length;

/**
 * 32 random bytes for a new token. Each cookieless request (a load balancer's health check, a
 * first visit) gets one; drawing them from the CSPRNG 256 at a time saves a call per request
 * (docs/decisions/performance.md#server). Every slice is handed out once.
 */
function nextNonce(): string {
  if (noncePoolOffset === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString('base64url', noncePoolOffset, noncePoolOffset + nonceBytes);
  noncePoolOffset += nonceBytes;
  return nonce;
}

function isSharedCacheable(cacheControl: ReturnType<FastifyReply['getHeader']>): boolean {
  return typeof cacheControl === 'string' && /(^|,)\s*public\s*(,|$)/i.test(cacheControl);
}

/** Compares digests, so neither the content nor the length of a guess leaks through timing. */
function constantTimeEqual(a: string, b: string): boolean {
  const digest = (value: string): Buffer => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}
