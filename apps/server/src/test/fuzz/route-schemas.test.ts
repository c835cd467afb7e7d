import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../../app/build-app.ts';
import { forEachDatabase } from '../test-app.ts';
import { requestsFor } from './fuzz-cases.ts';
import type { RouteSeen } from './fuzz-app.ts';
import {
  FuzzStatistics,
  openFuzzSession,
  routeRecorder,
  seedFor,
  sendAndCheck,
  unlimitedEnv,
} from './fuzz-app.ts';
import { isSchemaNode, readOperations, resolver } from './openapi-operations.ts';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What a route must declare so that validation covers its input and the OpenAPI walk of the fuzz
 * test can generate it: its path parameters, some input schema when it writes, and its answers.
 */
export function undeclaredSchemas(route: RouteSeen): string[] {
  const { schema } = route;
  if (schema === undefined) return ['declares no schema at all'];
  const problems: string[] = [];
  const names = [...(route.url ?? '').matchAll(/:(\w+)/g)].map(([, name]) => name ?? '');
  const params = schema.params instanceof z.ZodObject ? schema.params.shape : undefined;
  for (const name of names) {
    if (params === undefined || !(name in params)) problems.push(`no params schema for :${name}`);
  }
  if (
    writeMethods.has(route.method) &&
    schema.body === undefined &&
    schema.querystring === undefined &&
    names.length === 0
  ) {
    problems.push('a write route that declares no body, querystring or params schema');
  }
  const responses =
    typeof schema.response === 'object' && schema.response !== null ? schema.response : {};
  if (!Object.keys(responses).some((status) => /^2(\d\d|XX)$/.test(status))) {
    problems.push('no response schema for its success status');
  }
  return problems;
}

/** Sends one valid, signed-in request to every operation of the document; lists what is missing. */
async function walkRoutes(app: App, seen: Map<string, RouteSeen>): Promise<string[]> {
  const { session, known } = await openFuzzSession(app);
  const document: unknown = app.swagger();
  if (!isSchemaNode(document)) throw new Error('no OpenAPI document');
  const context = { resolve: resolver(document), known };
  const statistics = new FuzzStatistics();
  const problems: string[] = [];
  for (const operation of readOperations(document)) {
    const [request] = fc.sample(requestsFor(context, session, operation, { kind: 'valid' }), {
      seed: seedFor(operation.key, 'route schemas'),
      numRuns: 1,
    });
    if (request === undefined) continue;
    const { route, observed } = await sendAndCheck(app, request, seen, statistics, operation.key);
    if (route?.url === undefined) {
      const answer = `${String(observed.statusCode)} for ${request.method} ${request.url}`;
      problems.push(`${operation.key}: no route answered a valid request (${answer})`);
      continue;
    }
    problems.push(...undeclaredSchemas(route).map((problem) => `${operation.key}: ${problem}`));
  }
  return problems;
}

forEachDatabase((t) => {
  describe('request schemas, which the OpenAPI walk of the fuzz test needs', () => {
    it('are declared by every route of the OpenAPI document', async () => {
      const recorder = routeRecorder();
      const app = await t.buildApp({ env: unlimitedEnv, setup: recorder.setup });
      expect(await walkRoutes(app, recorder.seen)).toEqual([]);
    });

    it('fails for a route registered without them', async () => {
      const recorder = routeRecorder();
      const app = await t.buildApp({
        env: unlimitedEnv,
        setup: (instance) => {
          recorder.setup(instance);
          instance.post('/api/test/without-schemas/:id', () => ({ ok: true }));
        },
      });
      expect(await walkRoutes(app, recorder.seen)).toContain(
        'POST /api/test/without-schemas/{id}: declares no schema at all',
      );
    });
  });
});
