/**
 * The HTTP server's timeouts, which main.ts gives Fastify (tests use `inject`, no socket). The
 * defaults are not fit for a public server: Fastify sets requestTimeout to 0 (a body may trickle
 * in forever) and no socket timeout, and Node checks its deadlines only every 30 s.
 */
export interface HttpServerTimeouts {
  /** Fastify's `connectionTimeout`: Node's `server.timeout`, socket inactivity in a request. */
  connectionTimeout: number;
  keepAliveTimeout: number;
  requestTimeout: number;
  /** Passed to `http.createServer`, the only way to set these before the server exists. */
  http: { headersTimeout: number; connectionsCheckingInterval: number };
}

/**
 * The idle timeout of the proxies we expect in front: AWS's Application Load Balancer and nginx
 * (`keepalive_timeout`) both default to 60 s.
 */
export const proxyIdleTimeoutMs = 60_000;

export const httpServerTimeouts: HttpServerTimeouts = {
  // An idle keep-alive connection must outlive the proxy's idle timeout, so that the proxy is
  // always the side that closes it. If the server closed first, a request the proxy sent at that
  // moment would meet a closing socket and the user would get a 502. Behind a proxy that keeps
  // connections longer (Google's load balancer: 600 s), raise this above its value.
  keepAliveTimeout: proxyIdleTimeoutMs + 5_000,
  // The whole request, body included. Bodies are at most 1 MiB (Fastify's bodyLimit), about 20 s
  // on a slow mobile link, so this cuts only clients that trickle on purpose.
  requestTimeout: 60_000,
  // Silence on a socket while a request is in flight, e.g. a client that stopped reading our
  // answer: longer than any handler should take, so it only frees sockets that are stuck.
  connectionTimeout: 120_000,
  http: {
    // Headers are a few KB: a client still sending them after 15 s holds a socket on purpose
    // (slowloris). Node times each request's headers from its first byte, not the idle time
    // before it, so this need not exceed keepAliveTimeout (that was advice for Node < 18).
    headersTimeout: 15_000,
    // Node enforces the two deadlines above on this tick (default 30 s, which would let a 15 s
    // headers timeout last 45 s); 5 s keeps each within 5 s of its value, for a cheap scan.
    connectionsCheckingInterval: 5_000,
  },
};
