import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a screen's `parts` to show: the first at once, then one more per browser task. Each part's first
 * render commits on its own (React's commit, with the styles it inserts, cannot be cut in slices), so a slow phone
 * runs a few short tasks instead of one long one and answers a tap in between (Lighthouse's Total
 * Blocking Time on New Ticket). The parts below the fold come last; nothing above them moves.
 */
export function useStagedReveal(parts: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= parts) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, parts]);
  return Math.min(shown, parts);
}
