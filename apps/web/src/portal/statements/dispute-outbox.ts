import { readStored, useStored, writeStored } from '../lib/local-store';
import { newIdempotencyKey } from '../lib/drafts';

// A dispute is a draft on the phone from the first tick (local storage: a few short texts), and one sent without a
// network waits here until the phone is back online, then goes once: its Idempotency-Key, made with the draft, makes
// a resend after a lost answer answer the same dispute.

export type DisputeDraft = {
  /** The signed-in customer whose phone keeps it. */
  viewer: number;
  /** Whose statement (the master may dispute a customer of its business). */
  customer_id: number;
  month: string;
  /** trolley_id -> reason, for the ticked lines (in the order ticked). */
  reasons: Array<{ trolley_id: number; reason: string }>;
  note: string;
  key: string;
  /** Sent while offline: waits for the network. */
  queued: boolean;
  /** The server's words when it refused the dispute for good. */
  error: string | null;
};

const PREFIX = 'glassdesk-portal-dispute';
const draftKey = (viewer: number, customerId: number, month: string) => `${PREFIX}:${viewer}:${customerId}:${month}`;

export const emptyDispute = (viewer: number, customerId: number, month: string): DisputeDraft => ({
  viewer,
  customer_id: customerId,
  month,
  reasons: [],
  note: '',
  key: newIdempotencyKey(),
  queued: false,
  error: null,
});

function parse(raw: string | null): DisputeDraft | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as DisputeDraft;
  } catch {
    return null;
  }
}

/** The draft of this month's dispute kept on the phone, if any. */
export function useDisputeDraft(viewer: number, customerId: number, month: string) {
  const key = draftKey(viewer, customerId, month);
  const raw = useStored(key);
  return {
    draft: parse(raw),
    save: (draft: DisputeDraft) => writeStored(key, JSON.stringify(draft)),
    discard: () => writeStored(key, null),
  };
}

/** Every queued dispute of this customer's phone. */
function queuedDrafts(viewer: number): DisputeDraft[] {
  const found: DisputeDraft[] = [];
  try {
    for (let i = 0; i < window.localStorage.length; i++) {
      const k = window.localStorage.key(i);
      if (!k?.startsWith(`${PREFIX}:${viewer}:`)) continue;
      const d = parse(readStored(k));
      if (d?.queued) found.push(d);
    }
  } catch {
    // Storage blocked: nothing was kept.
  }
  return found;
}

export type DisputeSendOutcome = 'sent' | 'retry' | { error: string };

let flushing: Promise<void> | null = null;

/** Sends the queued disputes one after the other; a refused one keeps the server's words for the customer to see. */
export function flushDisputes(viewer: number, send: (d: DisputeDraft) => Promise<DisputeSendOutcome>): Promise<void> {
  if (flushing) return flushing;
  const run = async () => {
    for (const d of queuedDrafts(viewer)) {
      const outcome = await send(d);
      const key = draftKey(d.viewer, d.customer_id, d.month);
      if (outcome === 'sent') writeStored(key, null);
      else if (outcome !== 'retry') writeStored(key, JSON.stringify({ ...d, queued: false, error: outcome.error }));
      else break;
    }
  };
  // Cleared once settled (a run with nothing to send settles before this assignment would otherwise be made).
  const current = run().finally(() => {
    if (flushing === current) flushing = null;
  });
  flushing = current;
  return flushing;
}
