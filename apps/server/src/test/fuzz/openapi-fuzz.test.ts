import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import { forEachDatabase } from '../test-app.ts';
import type { FuzzSession } from './fuzz-credentials.ts';
import type { FuzzRequest } from './fuzz-cases.ts';
import { requestsFor } from './fuzz-cases.ts';
import { describeTarget, targetsOf } from './fuzz-targets.ts';
import type { RouteSeen } from './fuzz-app.ts';
import {
  conformanceProblems,
  FuzzStatistics,
  fuzzRuns,
  fuzzSeed,
  fuzzSkipsDriver,
  openFuzzSession,
  routeRecorder,
  seedFor,
  sendAndCheck,
  unlimitedEnv,
} from './fuzz-app.ts';
import type { Operation } from './openapi-operations.ts';
import { isSchemaNode, readOperations, resolver } from './openapi-operations.ts';
import type { SchemaContext } from './schema-values.ts';

/*
 * The fuzz runs in conformance mode: besides the answer's own faults it checks that each status is
 * one the operation's OpenAPI document lists, so the document states everything the server can
 * answer (docs/decisions/security.md). One run serves both tests below.
 *
 * Why one case per (operation, target) is enough for `npm test`: the targets are enumerated, not
 * sampled. Every operation of the OpenAPI document gets, for each of its path, query and body
 * fields, one request per kind of fault that applies to that field (wrong type, missing, empty,
 * over the length limit, 1 MB, control character, lone surrogate, odd Unicode, boundary numbers,
 * injection text, case variant, value outside the enum, prototype keys, deep nesting...), plus each
 * kind of malformed body, query, token, role header and anti-forgery fault, with every other input
 * valid so the request reaches as deep as it can. The defects this test exists for
 * (docs/decisions/security.md#input-hardening-issue-14) each needed one such request: one field ×
 * one fault kind, not a rare combination. Randomness chooses the value within the kind and the
 * valid rest, and changes with FUZZ_SEED; `npm run fuzz` multiplies the cases per target
 * (FUZZ_RUNS) to explore further.
 */

const validRuns = 5 * fuzzRuns;
/**
 * About 30 s a run on PGlite on an idle 2-core machine: a bound far above it, only for a hung
 * run, since other work shares the cores.
 */
const fuzzTimeoutMs = 900_000 * fuzzRuns;

interface Failure {
  operation: string;
  target: string;
  problems: string;
  request: string;
}

/**
 * What one generated request got wrong, thrown from the property so fast-check finds (and
 * shrinks to) a failing request: `problems` are the answer's own faults (a 5xx, a leak, a body
 * off the contract...), `undocumented` its status when the operation's document does not list it.
 */
class CaseFailure extends Error {
  readonly problems: string[];
  readonly undocumented: string[];

  constructor(problems: string[], undocumented: string[]) {
    super([...problems, ...undocumented].join('; '));
    this.problems = problems;
    this.undocumented = undocumented;
  }
}

function describeRequest(request: FuzzRequest): string {
  const headers = Object.entries(request.headers).map(
    ([name, value]) => `${name}: ${truncate(String(value), 200)}`,
  );
  const payload = request.payload === undefined ? '' : `\n    ${truncate(request.payload, 300)}`;
  return `${request.method} ${truncate(request.url, 300)}\n    ${headers.join('\n    ')}${payload}`;
}

function truncate(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length)}… (${String(text.length)} chars)`;
}

forEachDatabase((t) => {
  describe.skipIf(fuzzSkipsDriver(t.driver))(
    'the OpenAPI document, fuzzed operation by operation',
    () => {
      let app: App;
      let session: FuzzSession;
      let context: SchemaContext;
      let operations: Operation[];
      const recorder = routeRecorder();
      const seen: Map<string, RouteSeen> = recorder.seen;
      const statistics = new FuzzStatistics();
      const failures: Failure[] = [];
      const undocumented: Failure[] = [];

      /** Every operation × target, each case checked in conformance mode. */
      async function run(): Promise<void> {
        for (const operation of operations) {
          for (const target of targetsOf(context, operation)) {
            const label = describeTarget(target);
            const details = await fc.check(
              fc.asyncProperty(
                requestsFor(context, session, operation, target),
                async (request) => {
                  const { problems, observed, route } = await sendAndCheck(
                    app,
                    request,
                    seen,
                    statistics,
                    operation.key,
                  );
                  const statuses = conformanceProblems(operation, route, observed.statusCode);
                  if (problems.length > 0 || statuses.length > 0) {
                    throw new CaseFailure(problems, statuses);
                  }
                },
              ),
              {
                seed: seedFor(operation.key, label),
                numRuns: target.kind === 'valid' ? validRuns : fuzzRuns,
                // Reported as generated: shrinking replays requests, minutes of them on a busy
                // machine when many cases fail, and each case already breaks one thing only.
                endOnFailure: true,
              },
            );
            const [counterexample] = details.counterexample ?? [];
            const error = details.errorInstance;
            if (!details.failed || counterexample === undefined) continue;
            const failure = (problems: string): Failure => ({
              operation: operation.key,
              target: label,
              problems,
              request: describeRequest(counterexample),
            });
            if (!(error instanceof CaseFailure)) {
              failures.push(failure(error instanceof Error ? error.message : String(error)));
              continue;
            }
            if (error.problems.length > 0) failures.push(failure(error.problems.join('; ')));
            if (error.undocumented.length > 0) {
              undocumented.push(failure(error.undocumented.join('; ')));
            }
          }
        }
      }

      beforeAll(async () => {
        app = await t.buildApp({ env: unlimitedEnv, setup: recorder.setup });
        const opened = await openFuzzSession(app);
        session = opened.session;
        const document: unknown = app.swagger();
        if (!isSchemaNode(document)) throw new Error('no OpenAPI document');
        context = { resolve: resolver(document), known: opened.known };
        operations = readOperations(document);
        await run();
      }, fuzzTimeoutMs);

      afterAll(() => {
        const file = statistics.write(`fuzz-${t.driver}`, {
          seed: fuzzSeed,
          runs: fuzzRuns,
          failures,
          undocumented,
        });
        console.log(`fuzz on ${t.driver}: ${statistics.summary()}; report: ${file}`);
      });

      const listed = (list: Failure[]): string[] =>
        list.map(
          (failure) =>
            `${failure.operation} [${failure.target}] ${failure.problems}\n    ${failure.request}`,
        );

      it('answers every generated request under 500, without stack traces or SQL, in the contract', () => {
        expect(operations.length).toBeGreaterThan(0);
        expect(statistics.requests).toBeGreaterThan(operations.length);
        expect(listed(failures)).toEqual([]);
      });

      it('answers only with statuses the operation’s document lists (conformance)', () => {
        expect(listed(undocumented)).toEqual([]);
      });

      it('treats a UUID the same in upper or mixed case as in lower case, as RFC 9562 says', async () => {
        const unequal: string[] = [];
        const reads = operations.filter(
          (operation) =>
            operation.method === 'GET' &&
            operation.parameters.some((parameter) => parameter.schema.format === 'uuid'),
        );
        const ownIds: SchemaContext = {
          ...context,
          known: { ...context.known, ids: [session.userId] },
        };
        for (const operation of reads) {
          const details = await fc.check(
            fc.asyncProperty(
              requestsFor(ownIds, session, operation, { kind: 'valid' }),
              fc.mixedCase(fc.constant(session.userId)),
              async (request, variantId) => {
                const variant = { ...request, url: request.url.replace(session.userId, variantId) };
                const original = await sendAndCheck(app, request, seen, statistics, operation.key);
                const changed = await sendAndCheck(app, variant, seen, statistics, operation.key);
                expect(changed.observed.statusCode, variant.url).toBe(original.observed.statusCode);
              },
            ),
            { seed: seedFor(operation.key, 'uuid case'), numRuns: 10 * fuzzRuns },
          );
          if (details.failed) unequal.push(`${operation.key}: ${String(details.errorInstance)}`);
        }
        expect(unequal).toEqual([]);
      });
    },
  );
});
