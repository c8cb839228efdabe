import { useEffect } from 'react';
import { portalQueryClient } from '../app/query-client';
import { flushOutbox } from '../lib/drafts';
import { portalKeys } from '../lib/query-keys';
import { useSession } from '../lib/session';
import { sendQueued } from './send-ticket';

/**
 * Sends the customer's queued tickets (one at a time, each once: drafts.ts), then refreshes what shows them: the
 * outbox on the new-ticket page, and My Tickets when one went out.
 */
export async function flushQueued(customerId: number) {
  const result = await flushOutbox(customerId, sendQueued);
  await portalQueryClient.invalidateQueries({ queryKey: portalKeys.outbox });
  if (result.sent.length > 0) await portalQueryClient.invalidateQueries({ queryKey: portalKeys.tickets });
  return result;
}

/**
 * A ticket submitted offline is sent when the phone is back online. Mounted in the signed-in layout, so
 * it runs on whichever page is open: once when the portal opens, and on every 'online' event.
 */
export function useOutboxFlush() {
  const customerId = useSession()?.id;
  useEffect(() => {
    if (customerId === undefined) return;
    const run = () => {
      if (navigator.onLine) flushQueued(customerId).catch(() => undefined);
    };
    run();
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
  }, [customerId]);
}
