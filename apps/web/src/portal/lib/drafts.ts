import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

// The new-ticket form is a draft on the device from the first keystroke, photos included, and a ticket
// submitted offline waits in an outbox until the phone is back online, then is sent once. IndexedDB (through idb)
// holds both, because photos are Blobs and local storage takes only strings, a few MB in all.

export type PhotoKind = 'Defect' | 'Label';
export type DraftPhoto = { id: string; kind: PhotoKind; blob: Blob; name?: string };
export type TicketDraft = {
  /** The form's values as typed (a select's value is the chosen id as a string). */
  fields: Record<string, string>;
  photos: DraftPhoto[];
  /** Sent as Idempotency-Key: made once per draft, so every try of this draft raises one ticket at most. */
  idempotency_key: string;
  updated_at: string;
};
export type OutboxStatus = 'queued' | 'sending' | 'failed';
export type QueuedTicket = TicketDraft & { customer_id: number; status: OutboxStatus; last_error: string | null; queued_at: string };
type StoredDraft = TicketDraft & { customer_id: number };

/** What `send` made of one queued ticket: sent (or already sent), try again later, or refused for good. */
export type SendOutcome = 'sent' | 'retry' | { error: string };
export type FlushResult = { sent: string[]; failed: string[]; waiting: number };

/** What drafts need of storage: IndexedDB in the browser (idbStorage), a Map in tests. */
export interface DraftStorage {
  getDraft(customerId: number): Promise<StoredDraft | undefined>;
  putDraft(draft: StoredDraft): Promise<void>;
  deleteDraft(customerId: number): Promise<void>;
  /** Puts the ticket in the outbox and, in the same transaction, deletes the customer's draft if it is that one. */
  moveToOutbox(item: QueuedTicket): Promise<void>;
  updateQueued(key: string, patch: Partial<Pick<QueuedTicket, 'status' | 'last_error'>>): Promise<void>;
  deleteQueued(key: string): Promise<void>;
  listQueued(customerId: number): Promise<QueuedTicket[]>;
}

/** A random UUID: crypto.randomUUID exists only on https and localhost; a phone may open the portal on plain http. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const emptyDraft = (): TicketDraft => ({ fields: {}, photos: [], idempotency_key: newIdempotencyKey(), updated_at: new Date().toISOString() });

type LockManagerLike = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };
/** The Web Locks API where the browser has it (not on plain http, nor in old browsers). */
const webLocks = (): LockManagerLike | undefined => (typeof navigator === 'undefined' ? undefined : (navigator as { locks?: LockManagerLike }).locks);

/** The drafts and outbox API over a storage (the portal's own is `drafts` below, on IndexedDB). */
export function createDrafts(storage: DraftStorage, locks: () => LockManagerLike | undefined = webLocks) {
  const flushing = new Map<number, Promise<FlushResult>>();

  async function flushNow(customerId: number, send: (item: QueuedTicket) => Promise<SendOutcome>): Promise<FlushResult> {
    const sent: string[] = [];
    const failed: string[] = [];
    const tried = new Set<string>();
    const pending = async () => (await listQueued(customerId)).filter((item) => item.status !== 'failed' && !tried.has(item.idempotency_key));
    // One at a time, the list read again after each: a ticket queued meanwhile goes out in the same run. One left
    // 'sending' (its tab closed mid-send) goes again: its key makes the server answer the ticket it may have raised.
    for (let next = (await pending())[0]; next; next = (await pending())[0]) {
      const key = next.idempotency_key;
      tried.add(key);
      await storage.updateQueued(key, { status: 'sending' });
      let outcome: SendOutcome;
      try {
        outcome = await send({ ...next, status: 'sending' });
      } catch {
        outcome = 'retry';
      }
      if (outcome === 'sent') {
        await storage.deleteQueued(key);
        sent.push(key);
      } else if (outcome === 'retry') {
        // Still no network (or the server is down): the rest would fare no better; the next 'online' tries again.
        await storage.updateQueued(key, { status: 'queued' });
        break;
      } else {
        await storage.updateQueued(key, { status: 'failed', last_error: outcome.error });
        failed.push(key);
      }
    }
    const waiting = (await listQueued(customerId)).filter((item) => item.status !== 'failed').length;
    return { sent, failed, waiting };
  }

  async function listQueued(customerId: number) {
    return (await storage.listQueued(customerId)).sort((a, b) => a.queued_at.localeCompare(b.queued_at));
  }

  return {
    loadDraft: async (customerId: number): Promise<TicketDraft | undefined> => {
      const stored = await storage.getDraft(customerId);
      if (!stored) return undefined;
      const { customer_id: _id, ...draft } = stored;
      return draft;
    },
    /** Stores the form as it is now (the caller debounces keystrokes). */
    saveDraft: async (customerId: number, draft: TicketDraft) => {
      await storage.putDraft({ ...draft, customer_id: customerId, updated_at: new Date().toISOString() });
    },
    clearDraft: (customerId: number) => storage.deleteDraft(customerId),
    /** Submit while offline: the draft becomes a queued ticket (one transaction: it is never both, nor neither). */
    queueSubmission: async (customerId: number, draft: TicketDraft): Promise<QueuedTicket> => {
      const now = new Date().toISOString();
      const item: QueuedTicket = { ...draft, customer_id: customerId, updated_at: now, status: 'queued', last_error: null, queued_at: now };
      await storage.moveToOutbox(item);
      return item;
    },
    /** The customer's queued tickets, oldest first, failed ones included (with their last_error). */
    listQueued,
    markSending: (key: string) => storage.updateQueued(key, { status: 'sending' }),
    markFailed: (key: string, error: string) => storage.updateQueued(key, { status: 'failed', last_error: error }),
    removeQueued: (key: string) => storage.deleteQueued(key),
    /**
     * Sends the customer's queued tickets, one at a time, each once: a flush already running in this tab is joined
     * rather than started again (two 'online' events), and the Web Locks API, where there is one, keeps two tabs from
     * sending at the same time (the second waits, then finds the sent ones gone). Failed tickets wait for the
     * customer; a 'retry' stops the run.
     */
    flushOutbox: (customerId: number, send: (item: QueuedTicket) => Promise<SendOutcome>): Promise<FlushResult> => {
      const running = flushing.get(customerId);
      if (running) return running;
      const manager = locks();
      const run = () => flushNow(customerId, send);
      const started = (manager ? manager.request(`glassdesk-portal-outbox-${customerId}`, run) : run()).finally(() => flushing.delete(customerId));
      flushing.set(customerId, started);
      return started;
    },
  };
}

// ---- IndexedDB ------------------------------------------------------------------------------------------------

export const PORTAL_DB = 'glassdesk-portal';
const PORTAL_DB_VERSION = 1;

interface PortalDb extends DBSchema {
  drafts: { key: number; value: StoredDraft };
  outbox: { key: string; value: QueuedTicket; indexes: { by_customer: number } };
}

/** The database's shape, per version (a later version adds its own step below). */
export function upgradePortalDb(db: Pick<IDBPDatabase<PortalDb>, 'createObjectStore'>, oldVersion: number) {
  if (oldVersion < 1) {
    db.createObjectStore('drafts', { keyPath: 'customer_id' });
    db.createObjectStore('outbox', { keyPath: 'idempotency_key' }).createIndex('by_customer', 'customer_id');
  }
}

/** The portal's storage on IndexedDB, opened on first use (importing this module opens nothing). */
export function idbStorage(): DraftStorage {
  let opened: Promise<IDBPDatabase<PortalDb>> | undefined;
  const db = () =>
    (opened ??= openDB<PortalDb>(PORTAL_DB, PORTAL_DB_VERSION, {
      upgrade: (database, oldVersion) => upgradePortalDb(database, oldVersion),
      // A newer portal in another tab wants to upgrade: let it, and open again on next use.
      blocking: () => {
        void opened?.then((d) => d.close());
        opened = undefined;
      },
    }));
  return {
    getDraft: async (customerId) => (await db()).get('drafts', customerId),
    putDraft: async (draft) => void (await (await db()).put('drafts', draft)),
    deleteDraft: async (customerId) => (await db()).delete('drafts', customerId),
    async moveToOutbox(item) {
      const tx = (await db()).transaction(['drafts', 'outbox'], 'readwrite');
      const drafts = tx.objectStore('drafts');
      if ((await drafts.get(item.customer_id))?.idempotency_key === item.idempotency_key) await drafts.delete(item.customer_id);
      await tx.objectStore('outbox').put(item);
      await tx.done;
    },
    async updateQueued(key, patch) {
      const tx = (await db()).transaction('outbox', 'readwrite');
      const item = await tx.store.get(key);
      if (item) await tx.store.put({ ...item, ...patch });
      await tx.done;
    },
    deleteQueued: async (key) => (await db()).delete('outbox', key),
    listQueued: async (customerId) => (await db()).getAllFromIndex('outbox', 'by_customer', customerId),
  };
}

/** The portal's drafts and outbox. */
export const drafts = createDrafts(idbStorage());
export const { loadDraft, saveDraft, clearDraft, queueSubmission, listQueued, markSending, markFailed, removeQueued, flushOutbox } = drafts;
