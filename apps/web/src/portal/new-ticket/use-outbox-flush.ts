import { portalQueryClient } from '../app/query-client';
import { flushOutbox } from '../lib/drafts';
import { portalKeys } from '../lib/query-keys';
import { sendQueued } from './send-ticket';

/**
 * Sends the customer's queued tickets (one at a time, each once: drafts.ts), then refreshes what shows them: the
 * outbox on the new-ticket page, and My Tickets when one went out. Run from every signed-in page once it is on
 * (app/background-flush.ts: when the portal opens and on every 'online' event) and by the outbox's Send now.
 */
export async function flushQueued(customerId: number) {
  const result = await flushOutbox(customerId, sendQueued);
  await portalQueryClient.invalidateQueries({ queryKey: portalKeys.outbox });
  if (result.sent.length > 0) await portalQueryClient.invalidateQueries({ queryKey: portalKeys.tickets });
  return result;
}
