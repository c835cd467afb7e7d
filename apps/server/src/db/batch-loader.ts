export interface BatchLoaderOptions<K, V> {
  /** Reads every key at once; a key missing from the answer is a row that does not exist. */
  load: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>;
  /** Keys per query at most; more are split into several loads. */
  maxBatchSize?: number;
}

interface Waiter<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Loads by key, combining the keys asked for in one turn of the event loop into one query (the
 * DataLoader pattern). Under load, requests read from several sockets in the same turn share a
 * round trip to the database instead of taking one each; alone, a request waits for nothing but
 * the end of the current turn. Every caller gets rows read by a query that started after it asked,
 * so nothing is older than without batching.
 */
export function createBatchLoader<K, V>({
  load,
  maxBatchSize = 100,
}: BatchLoaderOptions<K, V>): (key: K) => Promise<V | undefined> {
  let pending: Map<K, Waiter<V>[]> | undefined;

  const run = async (batch: Map<K, Waiter<V>[]>): Promise<void> => {
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += maxBatchSize) {
      const chunk = keys.slice(start, start + maxBatchSize);
      try {
        const found = await load(chunk);
        for (const key of chunk) {
          for (const waiter of batch.get(key) ?? []) waiter.resolve(found.get(key));
        }
      } catch (error) {
        for (const key of chunk) for (const waiter of batch.get(key) ?? []) waiter.reject(error);
      }
    }
  };

  return (key) =>
    new Promise((resolve, reject) => {
      if (pending === undefined) {
        const batch = new Map<K, Waiter<V>[]>();
        pending = batch;
        // setImmediate runs after the I/O callbacks of this turn: every request read from a
        // socket in this turn has asked by then.
        setImmediate(() => {
          pending = undefined;
          void run(batch);
        });
      }
      const waiters = pending.get(key);
      if (waiters === undefined) pending.set(key, [{ resolve, reject }]);
      else waiters.push({ resolve, reject });
    });
}
