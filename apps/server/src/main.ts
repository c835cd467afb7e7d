import closeWithGrace from 'close-with-grace';
import type { App } from './app/build-app.ts';
import { buildApp } from './app/build-app.ts';
import type { Config } from './config.ts';
import { ConfigError, loadConfig } from './config.ts';
import { httpServerLimits } from './http/server-limits.ts';

/** Entry point: read config, build, listen, and close gracefully on SIGTERM/SIGINT. */
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

// The timeouts and the connection cap come from the configuration (http/server-limits.ts).
const starting = buildApp({ config, serverLimits: httpServerLimits(config) });
// An object, not a let: the flag changes inside a callback control-flow analysis cannot see.
const shutdown = { requested: false };

// Installed before start-up finishes, so a signal during a migration or PGlite's first initdb
// waits for it instead of killing the process mid-write. Then: stop accepting connections, let
// in-flight requests finish, close the database (the database plugin's onClose hook). A stuck
// shutdown is cut off after 10 s.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  shutdown.requested = true;
  const app = await starting.catch(() => undefined);
  if (app === undefined) return;
  if (err !== undefined) app.log.error({ err }, 'shutting down after an unexpected error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

let app: App;
try {
  app = await starting;
} catch (error) {
  console.error('Start-up failed:', error);
  process.exit(1);
}

// What the listening server really uses, read back from it, so a log shows what is in force.
const { server } = app;
app.log.info(
  {
    headersTimeout: server.headersTimeout,
    requestTimeout: server.requestTimeout,
    keepAliveTimeout: server.keepAliveTimeout,
    connectionTimeout: server.timeout,
    connectionsCheckingInterval:
      'connectionsCheckingInterval' in server ? server.connectionsCheckingInterval : undefined,
    maxConnections: server.maxConnections,
  },
  'HTTP server limits',
);

// A signal during start-up: the graceful close above is already running.
if (!shutdown.requested) await app.listen({ host: config.HOST, port: config.PORT });
