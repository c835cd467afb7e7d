/**
 * Wraps `run` so that calls made while one run is in progress share its outcome instead of
 * starting another. For a health ping under load this turns one query per request into one per
 * round trip, and every caller still waits for a query that ends after it asked: the database
 * answered while the caller was waiting. (Waiting for a run started after the call instead
 * doubled the wait and cost a third of the health check's throughput.)
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
