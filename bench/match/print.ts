import { loadavg } from 'node:os';

// ---------------------------------------------------------------------------------------------
// Printing

export function table(
  header: readonly string[],
  lines: readonly (readonly string[])[],
  left = 1,
): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return column < left ? cell.padEnd(width) : cell.padStart(width);
      })
      .join('  ');
  console.log(`\n${format(header)}\n${format(widths.map((width) => '-'.repeat(width)))}`);
  for (const line of lines) console.log(format(line));
}

export const ms = (value: number): string => value.toFixed(1);

/** A progress line: a run on a busy machine takes long, and this says where it is. */
export function step(what: string): void {
  console.log(
    `[${new Date().toISOString().slice(11, 19)}] ${what} (load ${loadavg()[0]?.toFixed(1) ?? '?'})`,
  );
}
export const loadAverage = (): string =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');
