/**
 * The wait before retry number `attempt` (1 after the first failed run): `backoffMs`, doubled for
 * each later retry, never above `maxBackoffMs`.
 */
export function retryDelayMs(attempt: number, backoffMs: number, maxBackoffMs: number): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 30);
  return Math.min(backoffMs * 2 ** exponent, maxBackoffMs);
}

/** The singleton key of a schedule's period containing `now`: its start, as an ISO time. */
export function scheduleSlotKey(now: Date, everyMs: number): string {
  const start = Math.floor(now.getTime() / everyMs) * everyMs;
  return `every-${String(everyMs)}:${new Date(start).toISOString()}`;
}
