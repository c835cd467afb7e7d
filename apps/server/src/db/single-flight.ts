/**
 * Wraps `run` so that callers share runs, one at a time: a call joins the next run, which starts
 * at the end of the current turn of the event loop, or when the run in progress ends if that is
 * later. For a health ping under load this turns one query per request into one per round trip,
 * and every caller still gets the outcome of a query that started after it asked.
 */
export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let inProgress: Promise<unknown> | undefined;
  let next: Promise<T> | undefined;

  const start = (): Promise<T> => {
    next = undefined;
    const current = run();
    inProgress = current;
    const settled = (): void => {
      if (inProgress === current) inProgress = undefined;
    };
    current.then(settled, settled);
    return current;
  };

  return () => {
    // setImmediate runs after this turn's I/O callbacks, so every request read in it has asked.
    next ??= new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => inProgress?.then(undefined, () => undefined))
      .then(start);
    return next;
  };
}
