import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import { freshAddress } from '../accounts.ts';
import { forEachDatabase } from '../test-app.ts';
import type { FuzzSession } from './fuzz-credentials.ts';
import type { FuzzRequest } from './fuzz-cases.ts';
import type { Target } from './fuzz-targets.ts';
import { requestsFor } from './fuzz-cases.ts';
import { targetsOf } from './fuzz-targets.ts';
import type { RouteSeen } from './fuzz-app.ts';
import {
  FuzzStatistics,
  fuzzSkipsDriver,
  openFuzzSession,
  routeRecorder,
  seedFor,
  sendAndCheck,
} from './fuzz-app.ts';
import type { Operation } from './openapi-operations.ts';
import { isSchemaNode, readOperations, resolver } from './openapi-operations.ts';
import type { SchemaContext } from './schema-values.ts';

/** Every limit small, so each operation meets its limit within a few requests. */
const limit = 3;
const limitedEnv = {
  RATE_LIMIT_MAX: String(limit),
  AUTH_RATE_LIMIT_MAX: String(limit),
  FIELD_CHECK_RATE_LIMIT_MAX: String(limit),
  GEOCODING_RATE_LIMIT_MAX: String(limit),
  WIDGET_RATE_LIMIT_MAX: String(limit),
  WIDGET_AGENT_RATE_LIMIT_MAX: String(limit),
  MAGIC_LINKS_PER_EMAIL: '2',
  MAGIC_LINK_VALIDATIONS_PER_USER: '2',
};

/** Ways a request is refused before it does anything: each must still cost the caller. */
const refusals: readonly { label: string; target: Target }[] = [
  { label: 'no token', target: { kind: 'auth', fault: 'anonymous' } },
  { label: 'a forged token', target: { kind: 'auth', fault: 'forgedSignature' } },
  { label: 'a role not held', target: { kind: 'role', fault: 'notHeld' } },
  { label: 'no anti-forgery header', target: { kind: 'xsrf', fault: 'missing' } },
];

function sameTarget(a: Target, b: Target): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

forEachDatabase((t) => {
  describe.skipIf(fuzzSkipsDriver(t.driver))(
    'the rate limits, walked operation by operation',
    () => {
      let app: App;
      let session: FuzzSession;
      let context: SchemaContext;
      let operations: Operation[];
      const recorder = routeRecorder();
      const seen: Map<string, RouteSeen> = recorder.seen;
      const statistics = new FuzzStatistics();

      beforeAll(async () => {
        app = await t.buildApp({ env: limitedEnv, setup: recorder.setup });
        const opened = await openFuzzSession(app);
        session = opened.session;
        const document: unknown = app.swagger();
        if (!isSchemaNode(document)) throw new Error('no OpenAPI document');
        context = { resolve: resolver(document), known: opened.known };
        operations = readOperations(document);
      });

      afterAll(() => {
        const file = statistics.write(`rate-limit-walk-${t.driver}`, { limit });
        console.log(`rate-limit walk on ${t.driver}: ${statistics.summary()}; report: ${file}`);
      });

      const sampleOf = (operation: Operation, target: Target, label: string): FuzzRequest => {
        const [request] = fc.sample(requestsFor(context, session, operation, target), {
          seed: seedFor(operation.key, 'rate limit', label),
          numRuns: 1,
        });
        if (request === undefined) throw new Error(`no request for ${operation.key}`);
        return request;
      };

      const statusesOf = async (
        operation: Operation,
        request: FuzzRequest,
        count: number,
        addresses: () => string,
      ): Promise<{ statuses: number[]; problems: string[] }> => {
        const statuses: number[] = [];
        const problems: string[] = [];
        for (let sent = 0; sent < count; sent++) {
          const answer = await sendAndCheck(
            app,
            request,
            seen,
            statistics,
            operation.key,
            addresses(),
          );
          statuses.push(answer.observed.statusCode);
          problems.push(...answer.problems.map((problem) => `${operation.key}: ${problem}`));
        }
        return { statuses, problems };
      };

      it('counts requests refused for a token, a role or the anti-forgery check against the per-IP limit', async () => {
        const uncounted: string[] = [];
        let walked = 0;
        for (const operation of operations) {
          const applicable = targetsOf(context, operation);
          for (const { label, target } of refusals) {
            if (!applicable.some((candidate) => sameTarget(candidate, target))) continue;
            const address = freshAddress();
            const request = sampleOf(operation, target, label);
            const { statuses } = await statusesOf(operation, request, limit + 1, () => address);
            const refused = statuses.slice(0, limit);
            if (!refused.every((status) => status === 401 || status === 403)) continue;
            walked += 1;
            if (statuses[limit] !== 429) {
              uncounted.push(`${operation.key} with ${label}: ${statuses.join(', ')}`);
            }
          }
        }
        expect(walked).toBeGreaterThan(0);
        expect(uncounted).toEqual([]);
      });

      it('says when to come back (Retry-After) on every 429, per IP or per account', async () => {
        const problems: string[] = [];
        for (const operation of operations) {
          const request = sampleOf(operation, { kind: 'valid' }, 'valid');
          const address = freshAddress();
          // From one IP: the per-IP limits. From a new IP each time: limits keyed on the account.
          problems.push(
            ...(await statusesOf(operation, request, limit + 1, () => address)).problems,
          );
          problems.push(
            ...(await statusesOf(operation, request, limit + 1, freshAddress)).problems,
          );
        }
        expect(statistics.byStatus.get(429) ?? 0).toBeGreaterThan(0);
        expect(problems).toEqual([]);
      });
    },
  );
});
