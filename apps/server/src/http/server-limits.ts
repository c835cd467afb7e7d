import type { Config } from '../config.ts';

/**
 * The HTTP server's timeouts and connection cap, which main.ts gives Fastify (tests use `inject`,
 * no socket, except the slow-client test). Node's defaults are not fit for a public server:
 * Fastify sets requestTimeout to 0 (a body may trickle in forever), there is no socket timeout,
 * no cap on connections, and Node checks its deadlines only every 30 s. The values come from the
 * configuration (config.ts, the README's table); the reasons for the defaults are there and in
 * docs/decisions/operations.md.
 */
export interface HttpServerLimits {
  /** Fastify's `connectionTimeout`: Node's `server.timeout`, socket inactivity in a request. */
  connectionTimeout: number;
  keepAliveTimeout: number;
  requestTimeout: number;
  /** Passed to `http.createServer`, the only way to set these before the server exists. */
  http: { headersTimeout: number; connectionsCheckingInterval: number };
  /** Node's `server.maxConnections`: connections past it are closed as they arrive. */
  maxConnections: number;
}

/**
 * The idle timeout of the proxies we expect in front: AWS's Application Load Balancer and nginx
 * (`keepalive_timeout`) both default to 60 s. The keep-alive default is above it.
 */
export const proxyIdleTimeoutMs = 60_000;

/**
 * Silence on a socket while a request is in flight, e.g. a client that stopped reading our answer:
 * longer than any handler should take, so it only frees sockets that are stuck.
 */
export const connectionTimeoutMs = 120_000;

/** How often Node enforces the headers and request deadlines, at most. */
const longestCheckingIntervalMs = 5_000;

type LimitSettings = Pick<
  Config,
  | 'HTTP_HEADERS_TIMEOUT_MS'
  | 'HTTP_REQUEST_TIMEOUT_MS'
  | 'HTTP_KEEP_ALIVE_TIMEOUT_MS'
  | 'HTTP_MAX_CONNECTIONS'
>;

export function httpServerLimits(config: LimitSettings): HttpServerLimits {
  return {
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: connectionTimeoutMs,
    http: {
      headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
      // Node enforces both deadlines on this tick (default 30 s, which would let a 15 s headers
      // timeout last 45 s). A third of the headers timeout, at most 5 s, keeps a slow client
      // within a third of its deadline, for a cheap scan of the open connections.
      connectionsCheckingInterval: Math.min(
        longestCheckingIntervalMs,
        Math.max(1, Math.floor(config.HTTP_HEADERS_TIMEOUT_MS / 3)),
      ),
    },
    maxConnections: config.HTTP_MAX_CONNECTIONS,
  };
}
