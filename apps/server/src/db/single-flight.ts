/**
 * Wraps `run` so that callers share runs, one at a time: a call starts a run when none is in
 * progress, and otherwise joins the next one, which starts when the run in progress ends. For a
 * health ping under load this turns one query per request into about one per round trip, and
 * every caller still gets the outcome of a query that started after it asked.
 */
export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let inProgress: Promise<T> | undefined;
  let next: Promise<T> | undefined;

  const start = (): Promise<T> => {
    const current = run();
    inProgress = current;
    const settled = (): void => {
      if (inProgress === current) inProgress = undefined;
    };
    current.then(settled, settled);
    return current;
  };

  return () => {
    if (next !== undefined) return next;
    if (inProgress === undefined) return start();
    next = inProgress
      .then(undefined, () => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
