/** The first batch of an opening's families: small, so the first in line are told at once. */
export const firstFanOutBatch = 10;
/** The largest batch: a statement's worth of notices and their emails and texts. */
export const largestFanOutBatch = 1_000;

/**
 * Splits `items` into consecutive batches, in their order: the first of `firstFanOutBatch`, each
 * next ten times larger, up to `largestFanOutBatch`.
 */
export function fanOutBatches<T>(items: readonly T[]): T[][] {
  const batches: T[][] = [];
  let size = firstFanOutBatch;
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) size = Math.min(size * 10, largestFanOutBatch);
    batches.push(items.slice(start, start + size));
  }
  return batches;
}
