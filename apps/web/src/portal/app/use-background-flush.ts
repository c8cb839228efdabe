import { useEffect } from 'react';
import { whenIdle } from '../../lib/when-idle';
import { useSession } from '../lib/session';

/**
 * Sends what this phone keeps for the signed-in customer (background-flush.ts) from whichever signed-in page is open:
 * once the first screen is on and the browser idle, and on every 'online' event after; stopped when the layout
 * goes (signing out) or the customer changes.
 */
export function useBackgroundFlush() {
  const customerId = useSession()?.id;
  useEffect(() => {
    if (customerId === undefined) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      import('./background-flush')
        .then(({ startBackgroundFlush }) => {
          if (!cancelled) stop = startBackgroundFlush(customerId);
        })
        // Its code could not load (offline before the service worker had it): the next start tries again.
        .catch(() => undefined);
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [customerId]);
}
