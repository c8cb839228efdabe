import type { QueryClient } from '@tanstack/react-query';
import { queryKey } from '../../../lib/query-keys';
import { handoverQueue } from './queue';
import { sendQueuedHandover } from './use-handover-queue';

/**
 * Sends the hand-overs waiting on this phone from any screen (CONTRACT: "sent in order when the network returns",
 * and on the next start): now if online, then at each `online` event. Loaded by the app's shell only when the queue
 * said something waits (queue.ts WAITING_KEY). The queue joins a flush already running, so the Hand-over screen's own
 * flush and this one never send a hand-over twice. Returns the cleanup.
 */
export function startBackgroundFlush(userId: number, queryClient: QueryClient): () => void {
  const flush = async () => {
    const result = await handoverQueue.flush(userId, (item) => sendQueuedHandover(item));
    if (result.sent.size > 0) void queryClient.invalidateQueries({ queryKey: queryKey('trolleys') });
  };
  if (navigator.onLine) void flush();
  const online = () => void flush();
  window.addEventListener('online', online);
  return () => window.removeEventListener('online', online);
}
