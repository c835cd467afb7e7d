import { availableParallelism } from 'node:os';
import { matchesPageSize } from '@kinderwait/contract';
import type { CapturedStatement } from '../pg-statement-capture.ts';
import type { Percentiles, ThroughputRow } from './measure.ts';
import { loadAverage, ms, table } from './print.ts';
import type { Explained } from './sql.ts';

/** The matching goals (docs/benchmarks.md#matching-goals). */
const goals = { p95Ms: 20, requestsPerSecond: 1000 } as const;

/** What one run of bench:match measured, as its report prints it. */
export interface MatchBenchResults {
  families: number;
  latency: Record<
    'oneChild' | 'everyChild' | 'oneChildCold' | 'everyChildCold' | 'sqlAlone' | 'sqlMatching',
    Percentiles
  >;
  throughput: Record<
    'bare' | 'spread' | 'dense' | 'densePage50' | 'denseCompressed',
    ThroughputRow
  >;
  /** Every statement of one first request, and those of them that match. */
  captured: readonly CapturedStatement[];
  matching: readonly CapturedStatement[];
  explained: readonly Explained[];
  loadAfter: string;
}

const latencyRow = (label: string, value: Percentiles): string[] => [
  label,
  ms(value.p50),
  ms(value.p95),
  ms(value.p99),
  ms(value.max),
];

const requestsPerSecond = (row: ThroughputRow): string =>
  Math.round(row.requestsPerSecond).toString();

/**
 * Prints the statements, their plans, the latency and throughput tables and the matching goals
 * (docs/benchmarks.md#matching-goals); false when some request failed (the figures are then not
 * valid).
 */
export function printReport(results: MatchBenchResults): boolean {
  const { families, latency, throughput, captured, matching, explained, loadAfter } = results;
  const { bare, spread, dense, densePage50, denseCompressed } = throughput;
  console.log(`\nThe endpoint ran ${String(captured.length)} statements for one request:`);
  for (const statement of captured) {
    console.log(
      `  - ${statement.text.replace(/\s+/g, ' ').slice(0, 140)}${statement.text.length > 140 ? ' ...' : ''}`,
    );
  }
  for (const [index, item] of explained.entries()) {
    console.log(`\nMatching statement ${String(index + 1)} of ${String(explained.length)}:`);
    console.log(item.statement.text);
    console.log(`parameters: ${JSON.stringify(item.statement.params)}`);
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS):\n${item.plan}`);
    console.log(
      `\nproviders and age groups read through: ${item.providerIndexes.length > 0 ? item.providerIndexes.join(', ') : 'no index'}${item.sequentialScanOfProviders ? ' (and a SEQUENTIAL SCAN)' : ''}`,
    );
  }

  // Summary.
  table(
    ['match latency (downtown child unless said)', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
    [
      latencyRow('HTTP GET matches, one child, sequential', latency.oneChild),
      latencyRow(`HTTP GET matches, ${String(families)} children in turn`, latency.everyChild),
      latencyRow('HTTP GET matches, one child, nothing remembered', latency.oneChildCold),
      latencyRow(
        `HTTP GET matches, ${String(families)} children in turn, nothing remembered`,
        latency.everyChildCold,
      ),
      latencyRow(
        `SQL alone, all ${String(captured.length)} statements of the request`,
        latency.sqlAlone,
      ),
      latencyRow(
        `SQL alone, the ${String(matching.length)} matching statement(s)`,
        latency.sqlMatching,
      ),
    ],
  );
  const rows = [bare, spread, dense, densePage50, denseCompressed];
  table(
    ['throughput', 'req/s', 'p50 ms', 'p99 ms', 'vs bare', 'CPU µs/req', 'failed'],
    rows.map((row) => [
      row.label,
      Math.round(row.requestsPerSecond).toLocaleString('en-US'),
      ms(row.p50),
      ms(row.p99),
      `${((100 * row.requestsPerSecond) / bare.requestsPerSecond).toFixed(1)} %`,
      row.cpuPerRequestUs === undefined ? '' : Math.round(row.cpuPerRequestUs).toString(),
      String(row.failures),
    ]),
  );
  console.log(
    `\nLoad average after the load ${loadAfter}, now ${loadAverage()} (1 / 5 / 15 min) on ${String(availableParallelism())} cores.`,
  );

  const indexUsed = explained.some((item) => item.providerIndexes.length > 0);
  const noSeqScan = explained.every((item) => !item.sequentialScanOfProviders);
  const checks: [boolean, string][] = [
    [
      latency.oneChild.p95 <= goals.p95Ms,
      `match query for one child p95 <= ${String(goals.p95Ms)} ms over HTTP (${ms(latency.oneChild.p95)} ms)`,
    ],
    [
      latency.oneChildCold.p95 <= goals.p95Ms,
      `match query for one child p95 <= ${String(goals.p95Ms)} ms over HTTP, nothing remembered (${ms(latency.oneChildCold.p95)} ms)`,
    ],
    [
      latency.sqlMatching.p95 <= goals.p95Ms,
      `match query for one child p95 <= ${String(goals.p95Ms)} ms as SQL alone, nothing remembered (${ms(latency.sqlMatching.p95)} ms)`,
    ],
    [
      spread.requestsPerSecond >= goals.requestsPerSecond,
      `providers list >= ${String(goals.requestsPerSecond)} req/s, ${String(families)} families (${requestsPerSecond(spread)})`,
    ],
    [
      dense.requestsPerSecond >= goals.requestsPerSecond,
      `providers list >= ${String(goals.requestsPerSecond)} req/s, downtown child (${requestsPerSecond(dense)})`,
    ],
    [
      densePage50.requestsPerSecond >= goals.requestsPerSecond,
      `providers list >= ${String(goals.requestsPerSecond)} req/s, downtown child, the API's default page of ${String(matchesPageSize.default)} (${requestsPerSecond(densePage50)})`,
    ],
    [
      indexUsed && noSeqScan && matching.length > 0,
      'distance filtering through an index (provider_age_groups_match_idx), no sequential scan',
    ],
  ];
  console.log('\nGoals (docs/benchmarks.md#matching-goals):');
  for (const [met, goal] of checks) console.log(`  ${met ? 'met   ' : 'missed'}  ${goal}`);
  if (rows.some((row) => row.failures > 0)) {
    console.error('\nSome requests failed (see the "failed" column): the figures are not valid.');
    return false;
  }
  return true;
}
