import type { DraftStorage, QueuedTicket, TicketDraft } from '../lib/drafts';

/**
 * The drafts' storage in memory, with IndexedDB's semantics (each call one transaction, values copied in and out),
 * for component tests: happy-dom has no IndexedDB. The same as drafts.test.ts uses.
 */
export function memoryStorage(): DraftStorage & { reset: () => void } {
  const drafts = new Map<number, unknown>();
  const outbox = new Map<string, QueuedTicket>();
  const copy = <T>(value: T): T => {
    if (value instanceof Blob || value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map(copy) as T;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copy(v)])) as T;
  };
  return {
    reset: () => {
      drafts.clear();
      outbox.clear();
    },
    getDraft: async (id) => copy(drafts.get(id) as never),
    putDraft: async (draft) => void drafts.set(draft.customer_id, copy(draft)),
    deleteDraft: async (id) => void drafts.delete(id),
    async moveToOutbox(item) {
      if ((drafts.get(item.customer_id) as TicketDraft | undefined)?.idempotency_key === item.idempotency_key) drafts.delete(item.customer_id);
      outbox.set(item.idempotency_key, copy(item));
    },
    async updateQueued(key, patch) {
      const item = outbox.get(key);
      if (item) outbox.set(key, { ...item, ...patch });
    },
    deleteQueued: async (key) => void outbox.delete(key),
    listQueued: async (id) => copy([...outbox.values()].filter((item) => item.customer_id === id)),
  };
}
