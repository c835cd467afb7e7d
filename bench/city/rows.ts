// One row of the `npm run bench:city` table, and what a benchmark that adds its rows (the fan-out
// of an opening, the job queue with several workers) is given.
import type { LoadSettings, Measured } from './measure.ts';
import type { CityTargets } from './targets.ts';

export interface CityRow {
  path: string;
  /** The figures; a row that is not a latency (a fan-out's total time) gives `text` instead. */
  measured?: Measured;
  text?: string;
  /** The goal, in words (p95 ≤ 25 ms). */
  goal: string;
  /** Undefined: no goal (the yardstick). */
  met?: boolean;
}

/** What a row module gets: the seeded database, the running API and who to measure as. */
export interface CityBenchContext {
  databaseUrl: string;
  /** The API started on the seeded database (MATCH_LIST_TTL_MS=0). */
  origin: string;
  workDir: string;
  targets: CityTargets;
  settings: LoadSettings;
}

/** A latency row against its p95 goal in ms. */
export function p95Row(path: string, measured: Measured, goalMs: number): CityRow {
  return {
    path,
    measured,
    goal: `p95 ≤ ${String(goalMs)} ms`,
    met: measured.failures === 0 && measured.p95 <= goalMs,
  };
}

export function printRows(rows: readonly CityRow[]): void {
  const header = ['path', 'p50 ms', 'p95 ms', 'req/s', 'failed', 'goal', 'result'];
  const lines = rows.map((row) => [
    row.path,
    row.measured === undefined ? (row.text ?? '') : row.measured.p50.toFixed(1),
    row.measured === undefined ? '' : row.measured.p95.toFixed(1),
    row.measured === undefined ? '' : Math.round(row.measured.throughput).toLocaleString('en-US'),
    row.measured === undefined ? '' : String(row.measured.failures),
    row.goal,
    row.met === undefined ? '' : row.met ? 'pass' : 'MISS',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return column === 0 || column >= 5 ? cell.padEnd(width) : cell.padStart(width);
      })
      .join('  ')
      .trimEnd();
  console.log(`\n${format(header)}\n${format(widths.map((width) => '-'.repeat(width)))}`);
  for (const line of lines) console.log(format(line));
}
