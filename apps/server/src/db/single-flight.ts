/**
 * Wraps `run` so that calls made while one run is in progress share its outcome instead of
 * starting another. For a health ping under load this turns one query per request into one
 * query per round trip, and every caller still waits for a query that ended after it asked.
 */
export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    inFlight ??= run().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
