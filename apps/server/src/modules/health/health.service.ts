import type { HealthResponse } from '@kinderwait/contract';
import type { DatabaseConnection } from '../../db/database.ts';

/** A load balancer must get an answer even when the database hangs instead of failing. */
const pingTimeoutMs = 2000;

export type HealthReport =
  | { healthy: true; body: HealthResponse }
  | { healthy: false; body: HealthResponse; error: unknown };

/** Healthy when a real query reaches the database in time. */
export async function checkHealth(
  connection: DatabaseConnection,
  timeoutMs: number = pingTimeoutMs,
): Promise<HealthReport> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`database ping timed out after ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    await Promise.race([connection.ping(), timeout]);
    return { healthy: true, body: { status: 'ok', db: 'ok' } };
  } catch (error) {
    return { healthy: false, body: { status: 'error', db: 'error' }, error };
  } finally {
    clearTimeout(timer);
  }
}

export interface HealthService {
  /** Healthy when a real query reaches the database in time. */
  check(): Promise<HealthReport>;
}

export function createHealthService(connection: DatabaseConnection): HealthService {
  return { check: () => checkHealth(connection) };
}
