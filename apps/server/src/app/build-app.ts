import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import { voiceRelayLimits } from '@kinderwait/contract';
import Fastify from 'fastify';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyServerOptions,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { createAccessTokens } from '../auth/access-tokens.ts';
import type { Clock } from '../clock.ts';
import { systemClock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { DatabaseConnection } from '../db/database.ts';
import { runMigrations } from '../db/migrate.ts';
import { createChangeSignals } from '../events/change-signals.ts';
import { createDomainEvents } from '../events/domain-events.ts';
import { createGeocoder } from '../integrations/geocoding/create-geocoder.ts';
import { createPostalAreaGeocoder } from '../integrations/geocoding/postal-area-geocoder.ts';
import { createAssistantEngine } from '../integrations/llm/create-assistant-engine.ts';
import { createEmbedder } from '../integrations/llm/embedder.ts';
import { createPaymentProvider } from '../integrations/payments/create-payment-provider.ts';
import { createFileStorage } from '../integrations/storage/create-file-storage.ts';
import { createTelephony } from '../integrations/telephony/create-telephony.ts';
import { createSafeFetcher } from '../integrations/web/safe-fetch.ts';
import { jobsPlugin } from '../jobs/jobs-plugin.ts';
import { openDatabase } from '../db/open-database.ts';
import { createResponseSerializerCompiler } from '../http/response-serializer.ts';
import { refuseTextWithoutRule } from '../http/request-text-rule.ts';
import type { HttpServerLimits } from '../http/server-limits.ts';
import { loggerOptions, requestLogController } from '../logger.ts';
import { modules } from './routes.ts';
import { crawlerUserAgent } from '../modules/knowledge-base/website-crawl.ts';
import { importLicensedCentresAtStartUp } from '../modules/childcare-providers/licensed-centres-import.ts';
import { authenticationPlugin } from '../plugins/authentication.ts';
import { clockPlugin } from '../plugins/clock.ts';
import { addCommonErrors } from '../plugins/common-errors.ts';
import { configPlugin } from '../plugins/config.ts';
import { databasePlugin } from '../plugins/database.ts';
import {
  clientErrorHandler,
  errorHandlerPlugin,
  frameworkErrorHandler,
} from '../plugins/error-handler.ts';
import { mailPlugin } from '../plugins/mail.ts';
import { notFoundPlugin } from '../plugins/not-found.ts';
import { openApiPlugin } from '../plugins/openapi.ts';
import { rateLimitPlugin } from '../plugins/rate-limit.ts';
import { securityHeadersPlugin } from '../plugins/security/security-headers.ts';
import { subscribeToEvents } from './event-subscriptions.ts';
import { jobDefinitions } from './jobs.ts';
import type { ServiceInfrastructure } from './services.ts';
import { buildServices } from './services.ts';
import { webAppPlugin } from '../plugins/web-app/web-app.ts';
import { xsrfPlugin } from '../plugins/xsrf.ts';

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface BuildAppOptions {
  config: Config;
  /**
   * An open, migrated database (tests). The caller keeps ownership: the app neither migrates
   * nor closes it. Without it the app opens the configured one, migrates it and closes it on
   * `app.close()`.
   */
  database?: DatabaseConnection;
  /** Overrides the logger chosen from the config (tests silence it). */
  logger?: FastifyServerOptions['logger'];
  /** The current time; tests pass a clock they move forward instead of sleeping. */
  clock?: Clock;
  /**
   * The listening server's timeouts and connection cap (main.ts, the slow-client test); `inject`
   * needs none, so other tests leave them out.
   */
  serverLimits?: HttpServerLimits;
  /**
   * How often the job queue looks for due jobs: every second unless set; under NODE_ENV=test
   * never by itself, so tests run jobs with `app.jobs.drain()`.
   */
  jobPollIntervalMs?: number;
}

/** Responses up to this size are compressed in one synchronous call (see buildApp). */
export const compressSyncThreshold = 64 * 1024;

/**
 * The whole production plugin graph, not listening yet. Order matters: the error handler and
 * the hooks (rate limit, headers, compression, anti-forgery) come before the routes they cover,
 * and the web app's catch-all route comes last.
 */
export async function buildApp({
  config,
  database,
  logger,
  clock = systemClock,
  serverLimits,
  jobPollIntervalMs,
}: BuildAppOptions): Promise<App> {
  const { maxConnections, ...timeouts } = serverLimits ?? {};
  const app = Fastify({
    ...timeouts,
    logger: loggerOptions(config, logger),
    logController: requestLogController(),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  // Node's own cap (Fastify has no option for it): connections past it are closed on arrival.
  if (maxConnections !== undefined) app.server.maxConnections = maxConnections;
  app.setValidatorCompiler(validatorCompiler);
  // The one text rule at the boundary: a route whose request schemas let unsafe text through
  // is not registered (docs/product/platform.md#text-we-accept).
  app.addHook('onRoute', refuseTextWithoutRule);
  // Every documented route lists the statuses the plugins may answer it with.
  app.addHook('onRoute', addCommonErrors);
  const production = config.NODE_ENV === 'production';
  app.setSerializerCompiler(
    createResponseSerializerCompiler({
      checkResponses: (config.CHECK_RESPONSES ?? (production ? 'off' : 'on')) === 'on',
    }),
  );
  const connection = database ?? (await openMigratedDatabase(config, app.log));
  try {
    await app.register(configPlugin, { config });
    await app.register(clockPlugin, { clock });
    // Headers first, so even a 429 carries them; then the rate limit, which counts every
    // request before the anti-forgery and signed-in hooks can refuse it (rate-limit.ts).
    await app.register(securityHeadersPlugin, {
      production,
      analytics: config.GA_MEASUREMENT_ID !== undefined,
      map: { tileUrl: config.MAP_TILE_URL, geocoderUrl: config.GEOCODER_URL },
    });
    await app.register(rateLimitPlugin, {
      max: config.RATE_LIMIT_MAX,
      redisUrl: config.REDIS_URL,
    });
    await app.register(errorHandlerPlugin);
    await app.register(notFoundPlugin);
    // Responses up to 64 KiB (a page of matches is 15-35 KiB) are compressed in one synchronous
    // call: the plugin's default on two cores (8 KiB) streamed them through the threadpool at three
    // times the request's CPU in bench:match
    // (docs/decisions/matching.md#matching-at-scale-second-pass-issue-10-speed-2026-11-23).
    await app.register(compress, { syncThreshold: compressSyncThreshold });
    await app.register(cookie, { secret: config.COOKIE_SECRET });
    await app.register(xsrfPlugin, { secret: config.COOKIE_SECRET, secureCookie: production });
    await app.register(openApiPlugin);
    await app.register(databasePlugin, { connection, closeOnShutdown: database === undefined });
    await app.register(mailPlugin);
    await app.register(jobsPlugin, {
      pollIntervalMs: jobPollIntervalMs ?? (config.NODE_ENV === 'test' ? 0 : 1000),
    });
    const accessTokens = createAccessTokens({
      secret: config.JWT_SECRET,
      ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
      clock,
    });
    const infrastructure: ServiceInfrastructure = {
      config,
      clock,
      db: app.db,
      dbConnection: app.dbConnection,
      log: app.log,
      mail: app.mail,
      jobs: app.jobs,
      events: createDomainEvents(app.db),
      changes: createChangeSignals(app.dbConnection, app.log),
      accessTokens,
      createRateLimit: app.createRateLimit.bind(app),
      telephony: await createTelephony({ config, db: app.db, clock }),
      payments: createPaymentProvider(config),
      assistantEngine: await createAssistantEngine(config),
      geocoder: createGeocoder({ config, clock, log: app.log }),
      postalAreas: createPostalAreaGeocoder(app.db),
      fileStorage: await createFileStorage(config),
      webFetcher: createSafeFetcher({
        allowLoopback: config.KNOWLEDGE_CRAWL_ALLOW_LOOPBACK === 'on',
        userAgent: crawlerUserAgent(config.PUBLIC_ORIGIN),
      }),
      embedder: await createEmbedder(config),
    };
    const services = await buildServices(infrastructure);
    app.decorate('events', infrastructure.events);
    app.decorate('services', services);
    app.jobs.register(jobDefinitions, { ...infrastructure, ...services });
    subscribeToEvents(infrastructure.events, services);
    await infrastructure.changes.start();
    app.addHook('onClose', async () => {
      await infrastructure.changes.stop();
    });
    await app.register(authenticationPlugin, {
      accessTokens,
      findHeldRole: (userId, roleId) => services.roles.findHeldRole(userId, roleId),
    });
    // The live call sockets (voice relay); a frame past the limit closes its socket (1009).
    await app.register(websocket, { options: { maxPayload: voiceRelayLimits.maxFrameBytes } });
    for (const module of modules) await app.register(module);
    await app.register(webAppPlugin, {
      distDir: config.WEB_DIST_DIR,
      publicOrigin: config.PUBLIC_ORIGIN,
    });
  } catch (error) {
    if (database === undefined) await connection.close();
    throw error;
  }
  return app;
}

async function openMigratedDatabase(
  config: Config,
  log: FastifyBaseLogger,
): Promise<DatabaseConnection> {
  const connection = await openDatabase(config, log);
  try {
    await runMigrations(connection);
    log.info({ driver: connection.driver }, 'database ready');
    await importLicensedCentresAtStartUp(connection.db, log);
    return connection;
  } catch (error) {
    await connection.close();
    throw error;
  }
}

/** Fastify accepts a hop count at run time but does not type it; a function says the same. */
function trustProxyOption(
  setting: Config['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
