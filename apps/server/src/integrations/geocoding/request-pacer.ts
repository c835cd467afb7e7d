/**
 * Keeps requests to an outside service at most one per `minIntervalMs`, in the order asked, across
 * every user of this process (Nominatim's policy allows one a second for a whole application). A
 * request that would wait more than `maxWaitMs` is refused instead, so a burst cannot hold a
 * page up: the caller answers without the service.
 */
export interface RequestPacer {
  /** Resolves when the request may go; false when it would wait too long (do not send it). */
  turn(): Promise<boolean>;
}

export interface RequestPacerOptions {
  minIntervalMs: number;
  maxWaitMs: number;
  /** Milliseconds of real time: the pace is the outside service's, whatever the app's clock says. */
  now?: () => number;
  /** Waits `ms` (tests pass one that moves their clock instead of sleeping). */
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

export function createRequestPacer({
  minIntervalMs,
  maxWaitMs,
  now = () => performance.now(),
  sleep = realSleep,
}: RequestPacerOptions): RequestPacer {
  /** When the last request granted went (or will go), in `now`'s milliseconds. */
  let lastSlot = Number.NEGATIVE_INFINITY;
  return {
    turn: async () => {
      const at = now();
      const slot = Math.max(at, lastSlot + minIntervalMs);
      const wait = slot - at;
      if (wait > maxWaitMs) return false;
      lastSlot = slot;
      if (wait > 0) await sleep(wait);
      return true;
    },
  };
}
