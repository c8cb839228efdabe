import { useCallback } from 'react';
import { portalQueryClient } from '../app/query-client';
import { useSession } from '../lib/session';
import { type DisputeDraft, useDisputeFlush } from './dispute-outbox';
import { sendDispute } from './send-dispute';

/** Sends the disputes kept on this phone from any signed-in page, when it opens and when the network comes back. */
export function useStatementsFlush() {
  const session = useSession();
  const send = useCallback(async (d: DisputeDraft) => {
    const outcome = await sendDispute(d);
    if (outcome === 'sent') {
      await portalQueryClient.invalidateQueries({ queryKey: ['portal', 'statement'] });
      await portalQueryClient.invalidateQueries({ queryKey: ['portal', 'statements'] });
    }
    return outcome;
  }, []);
  useDisputeFlush(session?.id, send);
}
