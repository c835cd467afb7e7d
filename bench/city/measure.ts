// The load of `npm run bench:city`: each row's latencies recorded one by one, so p50 and p95 are
// exact (autocannon's own summary has no p95), over HTTP with autocannon or in-process for a
// repository call.
import autocannon from 'autocannon';

export interface LoadSettings {
  connections: number;
  /** Seconds measured, after `warmup` seconds not counted. */
  duration: number;
  warmup: number;
}

export interface Measured {
  p50: number;
  p95: number;
  /** Answers a second. */
  throughput: number;
  /** Non-2xx answers, errors and timeouts: any makes the figures meaningless. */
  failures: number;
}

export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

function summary(latencies: number[], seconds: number, failures: number): Measured {
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    throughput: latencies.length / seconds,
    failures,
  };
}

/** GETs `paths` in turn on every connection, each with `headers`. */
export async function measureHttp(
  origin: string,
  paths: readonly string[],
  headers: Record<string, string>,
  settings: LoadSettings,
): Promise<Measured> {
  const run = (duration: number, latencies?: number[]) => {
    const instance = autocannon({
      url: `${origin}${paths[0] ?? '/'}`,
      connections: settings.connections,
      duration,
      headers,
      setupClient: (client) => {
        client.setRequests(paths.map((path) => ({ method: 'GET', path })));
      },
    });
    if (latencies !== undefined) {
      instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
    }
    return instance;
  };
  if (settings.warmup > 0) await run(settings.warmup);
  const latencies: number[] = [];
  const result = await run(settings.duration, latencies);
  return summary(latencies, result.duration, result.non2xx + result.errors + result.timeouts);
}

/** Calls `call` from `connections` loops at once for the duration (a repository's own query). */
export async function measureCalls(
  call: (turn: number) => Promise<unknown>,
  settings: LoadSettings,
): Promise<Measured> {
  const loop = async (seconds: number, latencies: number[], failures: { count: number }) => {
    const end = performance.now() + seconds * 1000;
    let turn = 0;
    const one = async (): Promise<void> => {
      while (performance.now() < end) {
        const started = performance.now();
        try {
          await call(turn);
          turn += 1;
          latencies.push(performance.now() - started);
        } catch {
          failures.count += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: settings.connections }, one));
  };
  if (settings.warmup > 0) await loop(settings.warmup, [], { count: 0 });
  const latencies: number[] = [];
  const failures = { count: 0 };
  const started = performance.now();
  await loop(settings.duration, latencies, failures);
  return summary(latencies, (performance.now() - started) / 1000, failures.count);
}
