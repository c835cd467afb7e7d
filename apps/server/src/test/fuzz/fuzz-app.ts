import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { roleIds, xsrf } from '@kinderwait/contract';
import type { FastifySchema } from 'fastify';
import type { App } from '../../app/build-app.ts';
import type { DatabaseDriver } from '../../db/database.ts';
import { routePath } from '../../http/route-path.ts';
import { confirmationUrl, signUp } from '../accounts.ts';
import { xsrfHeaders } from '../test-app.ts';
import type { FuzzSession } from './fuzz-credentials.ts';
import type { FuzzRequest } from './fuzz-cases.ts';
import type { Operation } from './openapi-operations.ts';
import type { ObservedResponse } from './response-checks.ts';
import { responseProblems, undocumentedStatus } from './response-checks.ts';
import type { KnownValues } from './schema-values.ts';

/**
 * Limits high enough that no fuzz request is refused for its rate: a 429 would hide what the
 * request would otherwise have done (the limits have their own walk, rate-limit-walk.test.ts).
 */
export const unlimitedEnv = {
  RATE_LIMIT_MAX: '100000000',
  AUTH_RATE_LIMIT_MAX: '100000000',
  FIELD_CHECK_RATE_LIMIT_MAX: '100000000',
  WIDGET_RATE_LIMIT_MAX: '100000000',
  WIDGET_AGENT_RATE_LIMIT_MAX: '100000000',
  MAGIC_LINKS_PER_EMAIL: '100000000',
  MAGIC_LINK_VALIDATIONS_PER_USER: '100000000',
} as const;

/**
 * FUZZ_SEED fixes every generated value (default: the same run each time); FUZZ_RUNS is the
 * number of cases per operation × target (see the test for why 1 is enough in `npm test`).
 */
export const fuzzSeed = Number(process.env.FUZZ_SEED ?? '14');
export const fuzzRuns = Math.max(1, Number(process.env.FUZZ_RUNS ?? '1'));

/**
 * `npm test` fuzzes on PGlite only, to stay within its time; a longer run (FUZZ_RUNS above 1,
 * as `npm run fuzz` sets) also covers PostgreSQL when TEST_DATABASE_URL is set.
 */
export function fuzzSkipsDriver(driver: DatabaseDriver): boolean {
  return driver !== 'pglite' && fuzzRuns === 1;
}

/** A seed per case family, so adding a route or a fault kind leaves the others' cases alone. */
export function seedFor(...parts: string[]): number {
  let hash = fuzzSeed | 0;
  for (const character of parts.join('\u0001')) {
    hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 0x01000193);
  }
  return hash | 0;
}

const caseHeader = 'x-fuzz-case';

/** The route that answered a request, as Fastify matched it. */
export interface RouteSeen {
  method: string;
  /** The route's path (`/api/users/:userId`); undefined when no route matched (404). */
  url: string | undefined;
  schema: FastifySchema | undefined;
}

/** Remembers which route answered each fuzz request; pass as `setup` when building the app. */
export function routeRecorder(): { setup: (app: App) => void; seen: Map<string, RouteSeen> } {
  const seen = new Map<string, RouteSeen>();
  const setup = (app: App): void => {
    app.addHook('onSend', async (request, _reply, payload) => {
      const id = request.headers[caseHeader];
      if (typeof id === 'string') {
        seen.set(id, {
          method: request.method,
          url: request.routeOptions.url,
          schema: request.routeOptions.schema,
        });
      }
      return payload;
    });
  };
  return { setup, seen };
}

/** A signed-in parent, another parent whose ids are fair game, and a genuine xsrf token. */
export async function openFuzzSession(
  app: App,
): Promise<{ session: FuzzSession; known: KnownValues }> {
  const user = await signUp(app, { name: 'Fuzz Parent', roles: ['Parent'] });
  const stranger = await signUp(app, { name: 'Other Parent', roles: ['Parent'] });
  const xsrfToken = (await xsrfHeaders(app))[xsrf.headerName];
  if (xsrfToken === undefined) throw new Error('no anti-forgery token');
  return {
    session: {
      userId: user.id,
      email: user.email,
      accessToken: user.token.accessToken,
      heldRoleId: roleIds.Parent,
      notHeldRoleId: roleIds.SuperAdmin,
      xsrfToken,
      jwtSecret: app.config.JWT_SECRET,
    },
    known: {
      ids: [user.id, stranger.id],
      emails: [user.email, stranger.email],
      urls: [confirmationUrl],
    },
  };
}

/** Status counts, overall and per operation, printed and written at the end of a run. */
export class FuzzStatistics {
  readonly byStatus = new Map<number, number>();
  readonly byOperation = new Map<string, Map<number, number>>();
  requests = 0;
  slowestMs = 0;

  record(operation: string, statusCode: number, elapsedMs: number): void {
    this.requests += 1;
    this.slowestMs = Math.max(this.slowestMs, elapsedMs);
    this.byStatus.set(statusCode, (this.byStatus.get(statusCode) ?? 0) + 1);
    const counts = this.byOperation.get(operation) ?? new Map<number, number>();
    counts.set(statusCode, (counts.get(statusCode) ?? 0) + 1);
    this.byOperation.set(operation, counts);
  }

  summary(): string {
    const statuses = [...this.byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${String(status)}: ${String(count)}`);
    return `${String(this.requests)} requests (${statuses.join(', ')}); slowest ${this.slowestMs.toFixed(0)} ms`;
  }

  /** Writes `.test-reports/<name>.json` at the repository root (kept out of git). */
  write(name: string, extra: Record<string, unknown>): string {
    const directory = path.resolve(import.meta.dirname, '../../../../../.test-reports');
    mkdirSync(directory, { recursive: true });
    const file = path.join(directory, `${name}.json`);
    const byOperation = Object.fromEntries(
      [...this.byOperation].map(([operation, counts]) => [operation, Object.fromEntries(counts)]),
    );
    const report = {
      requests: this.requests,
      byStatus: Object.fromEntries(this.byStatus),
      slowestMs: Math.round(this.slowestMs),
      byOperation,
      ...extra,
    };
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    return file;
  }
}

/**
 * Statuses of a request no route answered: a URL the framework refused before routing (400), a
 * path no route has (404), or a path that has routes, for other methods (405).
 */
const unroutedStatuses: ReadonlySet<string> = new Set(['400', '404', '405']);

/**
 * What the conformance mode adds to the checks of every answer: when `operation`'s own route
 * answered, the status is one the document lists for it; when no route did (a path fault led
 * nowhere), it is one of the statuses of an unrouted request. An answer from another route (a
 * path fault that named it) is that operation's business.
 */
export function conformanceProblems(
  operation: Operation,
  route: RouteSeen | undefined,
  statusCode: number,
): string[] {
  if (route?.url === undefined) return undocumentedStatus(statusCode, unroutedStatuses);
  const ownRoute = route.method === operation.method && route.url === routePath(operation.path);
  return ownRoute ? undocumentedStatus(statusCode, operation.responses) : [];
}

let caseCounter = 0;

/** Sends one fuzz request and says what is wrong with the answer (empty: nothing). */
export async function sendAndCheck(
  app: App,
  request: FuzzRequest,
  seen: Map<string, RouteSeen>,
  statistics: FuzzStatistics,
  operation: string,
  remoteAddress?: string,
): Promise<{ observed: ObservedResponse; problems: string[]; route: RouteSeen | undefined }> {
  caseCounter += 1;
  const id = String(caseCounter);
  const started = performance.now();
  const response = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...request.headers, [caseHeader]: id },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });
  const elapsedMs = performance.now() - started;
  const route = seen.get(id);
  seen.delete(id);
  statistics.record(operation, response.statusCode, elapsedMs);
  const observed: ObservedResponse = {
    statusCode: response.statusCode,
    headers: response.headers,
    body: response.body,
    elapsedMs,
    responseSchemas: route?.schema?.response,
  };
  return {
    observed,
    problems: responseProblems(observed, request, { timed: fuzzRuns > 1 }),
    route,
  };
}
