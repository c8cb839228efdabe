import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { HandoverKind, HandoverLocation, Trolley } from '@glassdesk/shared';
import { WAITING_KEY } from './waiting';

// CONTRACT "Hand-over proof and the driver's offline Hand-over": every delivery and pickup the Hand-over screen
// records goes through this queue on the phone (IndexedDB, through idb), online or not. It is put here first, then
// sent; a hand-over the network did not take waits here (a reload, a closed tab, a server answer that never came)
// and goes again in order when the network returns and on the next start. Its client_id makes a resend safe: the
// server answers the first result again and records nothing more.

/** One trolley of a queued visit, with what the screen showed of it. */
export type QueuedTrolley = { id: number; uid: string; name: string; no_of_bars: number; /** The trolley as found, to show and edit the visit again. */ trolley: Trolley };
export type QueueStatus = 'queued' | 'sending' | 'failed';

export type QueuedHandover = {
  client_id: string;
  /** Only the staff member who recorded it sends it (a shared phone keeps another user's queue to itself). */
  user_id: number;
  kind: HandoverKind;
  /** The delivery's customer (chosen) or the pickup's (the trolleys' holder), for the list on the screen. */
  customer: { id: number; name: string } | null;
  trolleys: QueuedTrolley[];
  note: string | null;
  images: string[];
  signed_by: string | null;
  unsigned_reason: string | null;
  /** The PNG drawn on the screen, until it is uploaded (POST /files); then its url. */
  signature: Blob | null;
  signature_url: string | null;
  location: HandoverLocation | null;
  /** When it happened (the phone's time; the day and time typed for an earlier one). */
  at: string;
  queued_at: string;
  status: QueueStatus;
  /** The server's detail when it refused this hand-over (status 'failed'). */
  last_error: string | null;
};

/** What sending one queued hand-over came to: sent (or sent before), try again later, or refused with the detail. */
export type SendOutcome = { sent: unknown } | 'retry' | { error: string };
export type FlushResult = { sent: Map<string, unknown>; failed: Map<string, string>; waiting: number };

/** What the queue needs of storage: IndexedDB in the browser, a Map in tests. */
export interface QueueStorage {
  list(): Promise<QueuedHandover[]>;
  put(item: QueuedHandover): Promise<void>;
  delete(clientId: string): Promise<void>;
}

type LockManagerLike = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };
const webLocks = (): LockManagerLike | undefined => (typeof navigator === 'undefined' ? undefined : (navigator as { locks?: LockManagerLike }).locks);

/**
 * The queue over a storage. `flush(send)` sends the waiting hand-overs of `userId` oldest first, one at a time (one
 * flush at a time across tabs where the browser has Web Locks): a 'retry' stops the run (the rest would fare no
 * better); a refusal marks that one failed with the detail and goes on with the next, since visits do not depend
 * on each other. A failed one waits for the user: `retry(clientId, patch)` after an edit, or `discard`.
 */
export function createHandoverQueue(storage: QueueStorage, locks: () => LockManagerLike | undefined = webLocks) {
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  let running: Promise<FlushResult> | null = null;

  const byAge = (items: QueuedHandover[]) => [...items].sort((a, b) => a.queued_at.localeCompare(b.queued_at) || a.client_id.localeCompare(b.client_id));
  async function list(userId: number) {
    return byAge((await storage.list()).filter((item) => item.user_id === userId));
  }
  async function update(clientId: string, patch: Partial<QueuedHandover>) {
    const item = (await storage.list()).find((i) => i.client_id === clientId);
    if (item) await storage.put({ ...item, ...patch });
  }

  async function flushNow(userId: number, send: (item: QueuedHandover) => Promise<SendOutcome>): Promise<FlushResult> {
    const result: FlushResult = { sent: new Map(), failed: new Map(), waiting: 0 };
    const tried = new Set<string>();
    const pending = async () => (await list(userId)).filter((item) => item.status !== 'failed' && !tried.has(item.client_id));
    for (let next = (await pending())[0]; next; next = (await pending())[0]) {
      tried.add(next.client_id);
      await update(next.client_id, { status: 'sending' });
      changed();
      let outcome: SendOutcome;
      try {
        outcome = await send({ ...next, status: 'sending' });
      } catch {
        outcome = 'retry';
      }
      if (outcome === 'retry') {
        await update(next.client_id, { status: 'queued' });
        break;
      } else if ('sent' in outcome) {
        await storage.delete(next.client_id);
        result.sent.set(next.client_id, outcome.sent);
      } else {
        await update(next.client_id, { status: 'failed', last_error: outcome.error });
        result.failed.set(next.client_id, outcome.error);
      }
      changed();
    }
    result.waiting = (await list(userId)).length;
    changed();
    return result;
  }

  return {
    list,
    /** How many wait on this phone, every user's. */
    countAll: async () => (await storage.list()).length,
    /** Puts a new hand-over at the end of the queue. */
    async add(item: Omit<QueuedHandover, 'status' | 'last_error' | 'queued_at'> & { queued_at?: string }) {
      await storage.put({ ...item, queued_at: item.queued_at ?? new Date().toISOString(), status: 'queued', last_error: null });
      changed();
    },
    /** Sends what waits; a flush already running (this tab or another) is joined, then one more run picks up the rest. */
    flush(userId: number, send: (item: QueuedHandover) => Promise<SendOutcome>): Promise<FlushResult> {
      if (running) return running.then(() => this.flush(userId, send));
      const lock = locks();
      const run = lock ? lock.request('glassdesk-handover-queue', () => flushNow(userId, send)) : flushNow(userId, send);
      running = run.finally(() => {
        running = null;
      });
      return running;
    },
    /** Keeps the signature's url once uploaded, so a resend does not upload it again. */
    update: async (clientId: string, patch: Partial<Pick<QueuedHandover, 'signature_url' | 'signature'>>) => {
      await update(clientId, patch);
    },
    /** A failed one, edited (or not), goes back in line at its old place. */
    async retry(clientId: string, patch: Partial<QueuedHandover> = {}) {
      await update(clientId, { ...patch, status: 'queued', last_error: null });
      changed();
    },
    async discard(clientId: string) {
      await storage.delete(clientId);
      changed();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
export type HandoverQueue = ReturnType<typeof createHandoverQueue>;

interface QueueDb extends DBSchema {
  handovers: { key: string; value: QueuedHandover };
}

/** The queue's IndexedDB store; a browser without IndexedDB (a private window in some) keeps it in memory. */
export function idbQueueStorage(): QueueStorage {
  let db: Promise<IDBPDatabase<QueueDb>> | null = null;
  const open = () => (db ??= openDB<QueueDb>('glassdesk-handovers', 1, { upgrade: (d) => d.createObjectStore('handovers', { keyPath: 'client_id' }) }));
  return {
    list: async () => (await open()).getAll('handovers'),
    put: async (item) => {
      await (await open()).put('handovers', item);
    },
    delete: async (clientId) => (await open()).delete('handovers', clientId),
  };
}

export function memoryQueueStorage(): QueueStorage {
  const items = new Map<string, QueuedHandover>();
  return {
    list: () => Promise.resolve([...items.values()].map((i) => ({ ...i }))),
    put: (item) => {
      items.set(item.client_id, { ...item });
      return Promise.resolve();
    },
    delete: (clientId) => {
      items.delete(clientId);
      return Promise.resolve();
    },
  };
}

const hasIndexedDb = () => typeof indexedDB !== 'undefined';
/** The phone's one queue (module-wide, so the page and the flush on the app's start share it). */
export const handoverQueue = createHandoverQueue(hasIndexedDb() ? idbQueueStorage() : memoryQueueStorage());

// The shell's cue (waiting.ts): whether anything waits, kept up to date with every change.
handoverQueue.subscribe(() => {
  void handoverQueue.countAll().then((count) => {
    try {
      if (count > 0) localStorage.setItem(WAITING_KEY, '1');
      else localStorage.removeItem(WAITING_KEY);
    } catch {
      // No storage (a private window): the Hand-over screen still sends them when it opens.
    }
  });
});
