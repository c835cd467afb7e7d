import autocannon from 'autocannon';
import type { Client } from 'autocannon';
import type { RunningServer } from '../api-servers.ts';

/** autocannon's connections and seconds (warm-up not counted). */
export interface LoadSettings {
  connections: number;
  duration: number;
  warmup: number;
}

// ---------------------------------------------------------------------------------------------
// Measuring

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function percentiles(values: readonly number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number): number =>
    sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN };
}

/** Sequential requests of one path: each one's time from sending to the whole body read. */
export async function sequentialLatency(
  origin: string,
  path: string,
  headers: Record<string, string>,
  requests: number,
): Promise<Percentiles> {
  const times: number[] = [];
  const warmupRequests = Math.min(100, requests);
  for (let index = 0; index < warmupRequests + requests; index += 1) {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, { headers });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    if (index >= warmupRequests) times.push(elapsed);
  }
  return percentiles(times);
}

/** `requests` sequential requests over `calls` in turn (no warm-up). */
export async function roundRobinLatency(
  origin: string,
  calls: readonly { path: string; headers: Record<string, string> }[],
  requests: number,
): Promise<Percentiles> {
  const times: number[] = [];
  for (let index = 0; index < requests; index += 1) {
    const call = calls[index % calls.length];
    if (call === undefined) throw new Error('no call to make');
    const started = performance.now();
    const response = await fetch(`${origin}${call.path}`, { headers: call.headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET ${call.path} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return percentiles(times);
}

export interface ThroughputRow {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  cpuPerRequestUs: number | undefined;
  failures: number;
}

/** autocannon on `server`: connection i sends requests[i % length] (path and headers). */
export async function throughput(
  label: string,
  server: RunningServer,
  requests: readonly { path: string; headers: Record<string, string> }[],
  { connections, duration, warmup }: LoadSettings,
): Promise<ThroughputRow> {
  let opened = 0;
  const options = {
    url: server.origin,
    connections,
    setupClient: (client: Client) => {
      const request = requests[opened % requests.length];
      if (request !== undefined) client.setRequests([{ method: 'GET', ...request }]);
      opened += 1;
    },
  };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  opened = 0;
  const cpuBefore = server.cpuMs();
  const result = await autocannon({ ...options, duration });
  const cpuAfter = server.cpuMs();
  return {
    label,
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequestUs:
      cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
        ? undefined
        : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
    failures: result.non2xx + result.errors,
  };
}
