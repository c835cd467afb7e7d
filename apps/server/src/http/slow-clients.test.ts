import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { healthApiPaths } from '@kinderwait/contract';
import { afterAll, afterEach, expect, it } from 'vitest';
import type { App } from '../app/build-app.ts';
import { buildApp } from '../app/build-app.ts';
import { forEachDatabase, testConfig } from '../test/test-app.ts';
import { httpServerLimits } from './server-limits.ts';

/**
 * A slow-client flood against the real listening server, on loopback only and bounded: a few
 * connections, small configured limits. Nothing here measures how fast the machine is: each wait
 * is for an event (the server closing a socket, dropping one), bounded only by the test's timeout;
 * the one duration asserted is a lower bound the server cannot beat, however fast it is.
 */
const headersTimeoutMs = 400;
const maxConnections = 4;
/** Never reached on a working server: a loaded machine is slow, not wrong. */
const testTimeoutMs = 60_000;

interface SlowClient {
  socket: Socket;
  /** Everything the server sent. */
  received: () => string;
  /** Settles when the connection is closed, by either side. */
  closed: Promise<void>;
}

const clients = new Set<Socket>();

/**
 * A slowloris client: connects and sends a request line and one header, then never the blank line
 * that ends the headers.
 */
function slowClient(port: number): Promise<SlowClient> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    clients.add(socket);
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    // A dropped connection may be reset rather than ended; either way it is closed.
    socket.on('error', () => undefined);
    const closed = new Promise<void>((settle) => {
      socket.once('close', () => {
        settle();
      });
    });
    socket.once('connect', () => {
      socket.write(`GET ${healthApiPaths.health} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
      resolve({ socket, received: () => received, closed });
    });
    socket.once('error', reject);
  });
}

/** A listening app with these limits, counting the connections it accepts and drops. */
interface ListeningApp {
  app: App;
  port: number;
  accepted: () => number;
  dropped: () => number;
  /** Connections the server holds open now. */
  open: () => number;
  /** Resolves once `check` holds, checked again at each connection accepted, dropped or closed. */
  until: (check: () => boolean) => Promise<void>;
}

forEachDatabase((t) => {
  const apps: App[] = [];

  async function listeningApp(env: Record<string, string>): Promise<ListeningApp> {
    const config = testConfig(env);
    const app = await buildApp({
      config,
      database: t.connection(),
      serverLimits: httpServerLimits(config),
    });
    apps.push(app);
    let accepted = 0;
    let dropped = 0;
    let open = 0;
    const waiting = new Set<() => void>();
    const changed = (): void => {
      for (const recheck of waiting) recheck();
    };
    app.server.on('connection', (socket: Socket) => {
      accepted += 1;
      open += 1;
      socket.once('close', () => {
        open -= 1;
        changed();
      });
      changed();
    });
    // Node's event for a connection refused because maxConnections were open.
    app.server.on('drop', () => {
      dropped += 1;
      changed();
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    return {
      app,
      port,
      accepted: () => accepted,
      dropped: () => dropped,
      open: () => open,
      until: (check) =>
        new Promise((resolve) => {
          const recheck = (): void => {
            if (!check()) return;
            waiting.delete(recheck);
            resolve();
          };
          waiting.add(recheck);
          recheck();
        }),
    };
  }

  afterEach(() => {
    for (const socket of clients) socket.destroy();
    clients.clear();
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it(
    'closes a client that never finishes its headers once the headers timeout has passed, with a 408',
    async () => {
      const { port } = await listeningApp({
        HTTP_HEADERS_TIMEOUT_MS: String(headersTimeoutMs),
        HTTP_REQUEST_TIMEOUT_MS: '5000',
      });
      const started = performance.now();
      const silent = await slowClient(port);
      // Sending a header line now and then does not buy time: the timeout counts from the start.
      const trickling = await slowClient(port);
      const trickle = setInterval(() => {
        trickling.socket.write('X-Slow: still here\r\n');
      }, headersTimeoutMs / 4);
      try {
        await Promise.all([silent.closed, trickling.closed]);
      } finally {
        clearInterval(trickle);
      }
      for (const client of [silent, trickling]) {
        expect(client.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      }
      // Not before the configured timeout: a lower bound, which no machine can make flaky.
      expect(performance.now() - started).toBeGreaterThanOrEqual(headersTimeoutMs);
    },
    testTimeoutMs,
  );

  it(
    'holds no more than HTTP_MAX_CONNECTIONS connections during a slow-client flood, and serves again once one is freed',
    async () => {
      // A long headers timeout here, so the held clients stay until the test lets them go.
      const server = await listeningApp({
        HTTP_HEADERS_TIMEOUT_MS: '30000',
        HTTP_REQUEST_TIMEOUT_MS: '30000',
        HTTP_MAX_CONNECTIONS: String(maxConnections),
      });
      const held = await Promise.all(
        Array.from({ length: maxConnections }, () => slowClient(server.port)),
      );
      await server.until(() => server.accepted() === maxConnections);

      // The flood goes on past the cap: each further connection is dropped at once, unanswered.
      const extra = await Promise.all(Array.from({ length: 3 }, () => slowClient(server.port)));
      await Promise.all(extra.map((client) => client.closed));
      await server.until(() => server.dropped() === extra.length);
      expect(server.accepted()).toBe(maxConnections);
      for (const client of extra) expect(client.received()).toBe('');

      // One held client leaves: its place is free for a real request.
      held[0]?.socket.destroy();
      await server.until(() => server.open() === maxConnections - 1);
      const health = await fetch(`http://127.0.0.1:${String(server.port)}${healthApiPaths.health}`);
      expect(health.status).toBe(200);
      expect(server.dropped()).toBe(extra.length);
    },
    testTimeoutMs,
  );
});
