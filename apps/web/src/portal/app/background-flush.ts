import { flushQueued } from '../new-ticket/use-outbox-flush';
import { flushDisputes, type DisputeDraft } from '../statements/dispute-outbox';
import { sendDispute } from '../statements/send-dispute';
import { portalQueryClient } from './query-client';

/** Sends one kept dispute; once it went, the statements that show it are asked for again. */
async function sendKeptDispute(d: DisputeDraft) {
  const outcome = await sendDispute(d);
  if (outcome === 'sent') {
    await portalQueryClient.invalidateQueries({ queryKey: ['portal', 'statement'] });
    await portalQueryClient.invalidateQueries({ queryKey: ['portal', 'statements'] });
  }
  return outcome;
}

/**
 * What this phone keeps for the customer to send, sent: the tickets submitted offline (use-outbox-flush.ts) and the
 * disputes (dispute-outbox.ts), now when online and on every 'online' event. Answers the stop. The signed-in layout
 * loads this module once the first screen is on (useBackgroundFlush), so no page's start-up opens IndexedDB or loads
 * the upload code for it.
 */
export function startBackgroundFlush(customerId: number): () => void {
  const run = () => {
    if (!navigator.onLine) return;
    flushQueued(customerId).catch(() => undefined);
    void flushDisputes(customerId, sendKeptDispute);
  };
  run();
  window.addEventListener('online', run);
  return () => window.removeEventListener('online', run);
}
