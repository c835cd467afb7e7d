import type { LookupAddress, LookupAllOptions, LookupOneOptions } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns';
import type { IncomingMessage } from 'node:http';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/*
 * Outbound fetches of addresses users give (docs/product/platform.md#rules-that-hold-everywhere):
 * http(s) only, no private, loopback, link-local or metadata address, checked on the address the
 * connection really uses (after DNS resolution, by request-filtering-agent's http.Agent) and again
 * on every redirect (each hop is a new request through the same agents), with a size and a time
 * cap. Loopback (127.0.0.1 and ::1 only) is allowed when the setting says so (tests, local demos).
 */

/** dns.lookup's shape, so tests can make a name resolve where they want without a network. */
export type Lookup = (
  hostname: string,
  options: LookupOneOptions | LookupAllOptions,
  callback: (
    error: NodeJS.ErrnoException | null,
    address: string | LookupAddress[],
    family?: number,
  ) => void,
) => void;

export interface SafeFetchOptions {
  /** Lets 127.0.0.1 and ::1 through (KNOWLEDGE_CRAWL_ALLOW_LOOPBACK); nothing else private. */
  allowLoopback: boolean;
  userAgent: string;
  /** The resolver; the system's unless given (tests). */
  lookup?: Lookup;
  /** Addresses let through besides (tests stand a "public" site on one loopback address). */
  extraAllowedAddresses?: readonly string[];
}

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
  /** Redirects followed at most (5 unless set). */
  maxRedirects?: number;
  /** Whether a redirect may go to this address (a crawl keeps to its site); any if unset. */
  mayRedirectTo?: (url: URL) => boolean;
  accept?: string;
}

export type FetchFailure =
  | 'refusedAddress'
  | 'timedOut'
  | 'tooLarge'
  | 'tooManyRedirects'
  | 'otherSite'
  | 'unreachable'
  | 'notHttp';

export type FetchResult =
  | { ok: true; url: URL; status: number; contentType: string; body: Buffer }
  | { ok: false; url: URL; failure: FetchFailure };

export type AddressCheck = 'public' | 'refused' | 'notFound';

export interface SafeFetcher {
  /** Fetches `url` (GET), following redirects within the limits; never throws for the network. */
  fetch(url: URL, limits: FetchLimits): Promise<FetchResult>;
  /** Resolves the URL's host now and says whether every address it has may be fetched. */
  checkAddress(url: URL): Promise<AddressCheck>;
}

const loopbackAddresses = ['127.0.0.1', '::1'];
const defaultMaxRedirects = 5;

/** The agents' refusal (request-filtering-agent words it so; it has no error class). */
function isRefusal(error: Error): boolean {
  return /^DNS lookup .* is not allowed\./.test(error.message);
}

function isTimeout(error: Error): boolean {
  return error.name === 'TimeoutError' || error.name === 'AbortError';
}

class TooLargeError extends Error {
  override name = 'TooLargeError';
}

export function createSafeFetcher(options: SafeFetchOptions): SafeFetcher {
  const allowed = [
    ...(options.allowLoopback ? loopbackAddresses : []),
    ...(options.extraAllowedAddresses ?? []),
  ];
  const filter = {
    allowPrivateIPAddress: false,
    allowMetaIPAddress: false,
    allowIPAddressList: allowed,
    keepAlive: false,
  };
  const httpAgent = new RequestFilteringHttpAgent(filter);
  const httpsAgent = new RequestFilteringHttpsAgent(filter);
  const lookup: Lookup = options.lookup ?? dnsLookup;

  /** The same rule as the agents', for an address known before connecting. */
  const isAllowedAddress = (address: string): boolean => {
    if (allowed.includes(address)) return true;
    try {
      return ipaddr.parse(address).range() === 'unicast';
    } catch {
      return false;
    }
  };

  const fetchOnce = (url: URL, limits: FetchLimits, signal: AbortSignal) =>
    new Promise<{ response: IncomingMessage; body: Buffer | null }>((resolve, reject) => {
      const client = url.protocol === 'https:' ? https : http;
      const request = client.request(
        url,
        {
          method: 'GET',
          agent: url.protocol === 'https:' ? httpsAgent : httpAgent,
          lookup,
          signal,
          headers: {
            'user-agent': options.userAgent,
            accept: limits.accept ?? '*/*',
            'accept-encoding': 'identity',
          },
        },
        (response) => {
          const status = response.statusCode ?? 0;
          if (status >= 300 && status < 400 && response.headers.location !== undefined) {
            response.resume();
            resolve({ response, body: null });
            return;
          }
          const declared = Number(response.headers['content-length'] ?? '0');
          if (declared > limits.maxBytes) {
            response.destroy();
            reject(new TooLargeError());
            return;
          }
          const chunks: Buffer[] = [];
          let total = 0;
          response.on('data', (chunk: Buffer) => {
            total += chunk.length;
            if (total > limits.maxBytes) {
              response.destroy(new TooLargeError());
              return;
            }
            chunks.push(chunk);
          });
          response.on('error', reject);
          response.on('end', () => {
            resolve({ response, body: Buffer.concat(chunks) });
          });
        },
      );
      request.on('error', reject);
      request.end();
    });

  return {
    fetch: async (start, limits) => {
      const signal = AbortSignal.timeout(limits.timeoutMs);
      const maxRedirects = limits.maxRedirects ?? defaultMaxRedirects;
      let url = start;
      for (let hop = 0; ; hop += 1) {
        if (url.protocol !== 'http:' && url.protocol !== 'https:') {
          return { ok: false, url, failure: 'notHttp' };
        }
        try {
          const { response, body } = await fetchOnce(url, limits, signal);
          const status = response.statusCode ?? 0;
          if (body !== null) {
            return {
              ok: true,
              url,
              status,
              contentType: response.headers['content-type'] ?? '',
              body,
            };
          }
          if (hop >= maxRedirects) return { ok: false, url, failure: 'tooManyRedirects' };
          const next = new URL(response.headers.location ?? '', url);
          next.hash = '';
          if (limits.mayRedirectTo !== undefined && !limits.mayRedirectTo(next)) {
            return { ok: false, url: next, failure: 'otherSite' };
          }
          url = next;
        } catch (error) {
          if (!(error instanceof Error)) throw error;
          if (error instanceof TooLargeError) return { ok: false, url, failure: 'tooLarge' };
          if (isRefusal(error)) return { ok: false, url, failure: 'refusedAddress' };
          if (signal.aborted || isTimeout(error)) return { ok: false, url, failure: 'timedOut' };
          return { ok: false, url, failure: 'unreachable' };
        }
      }
    },

    checkAddress: (url) => {
      const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
      if (isIP(host) !== 0) return Promise.resolve(isAllowedAddress(host) ? 'public' : 'refused');
      return new Promise((resolve) => {
        lookup(host, { all: true }, (error, addresses) => {
          if (error !== null || !Array.isArray(addresses) || addresses.length === 0) {
            resolve('notFound');
            return;
          }
          resolve(
            addresses.every(({ address }) => isAllowedAddress(address)) ? 'public' : 'refused',
          );
        });
      });
    },
  };
}
