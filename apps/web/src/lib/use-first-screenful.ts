import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a long list to render: `first` (about a phone's screenful) until the list is
 * `ready`, then every item, the rest rendered in a transition. React renders a transition in short
 * slices between the browser's other work, where the whole list at once was one task of most of a
 * second on a phone when the data arrived (docs/decisions/performance.md). Once all are
 * shown they stay shown, so later updates (a withdrawn request) render at once as before.
 */
export function useFirstScreenful(ready: boolean, first: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (ready && !all) {
      startTransition(() => {
        setAll(true);
      });
    }
  }, [ready, all]);
  return all ? Number.POSITIVE_INFINITY : first;
}
