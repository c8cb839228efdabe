import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDrafts, emptyDraft, newIdempotencyKey, upgradePortalDb, type DraftStorage, type QueuedTicket, type SendOutcome, type TicketDraft } from './drafts';

// fake-indexeddb is not installed: the logic runs here over a Map-backed storage with IndexedDB's semantics (each
// call one transaction, values copied in and out); the IndexedDB adapter itself is a line per call (idbStorage).

function memoryStorage(): DraftStorage {
  const drafts = new Map<number, unknown>();
  const outbox = new Map<string, QueuedTicket>();
  // IndexedDB hands back copies, never the object stored (happy-dom's Blob does not survive structuredClone: kept).
  const copy = <T>(value: T): T => {
    if (value instanceof Blob || value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map(copy) as T;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copy(v)])) as T;
  };
  return {
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

/** navigator.locks as two tabs of one browser share it: one holder per name, the others wait their turn. */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const held: string[] = [];
  return {
    held,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const mine = previous.then(async () => {
        held.push(name);
        try {
          return await callback();
        } finally {
          held.splice(held.indexOf(name), 1);
        }
      });
      tails.set(
        name,
        mine.catch(() => {}),
      );
      return mine;
    },
  };
}

const photo = (kind: 'Defect' | 'Label') => ({ id: newIdempotencyKey(), kind, blob: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], { type: 'image/jpeg' }) });
const draftWith = (glass_order_no: string): TicketDraft => ({ ...emptyDraft(), fields: { glass_order_no, glass_type_id: '3' }, photos: [photo('Defect'), photo('Label')] });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('drafts', () => {
  it('keeps one draft per customer, photos as Blobs, until cleared', async () => {
    const d = createDrafts(memoryStorage(), () => undefined);
    expect(await d.loadDraft(1)).toBeUndefined();
    const draft = draftWith('GO-1');
    await d.saveDraft(1, draft);
    await d.saveDraft(2, draftWith('GO-2'));
    const loaded = await d.loadDraft(1);
    expect(loaded).toMatchObject({ fields: draft.fields, idempotency_key: draft.idempotency_key });
    expect(loaded).not.toHaveProperty('customer_id');
    expect(loaded!.photos.map((p) => [p.id, p.kind, p.blob.size, p.blob.type])).toEqual(draft.photos.map((p) => [p.id, p.kind, 6, 'image/jpeg']));
    expect(Date.parse(loaded!.updated_at)).toBeGreaterThan(0);
    await d.saveDraft(1, { ...draft, fields: { glass_order_no: 'GO-1b' } });
    expect((await d.loadDraft(1))!.fields).toEqual({ glass_order_no: 'GO-1b' });
    await d.clearDraft(1);
    expect(await d.loadDraft(1)).toBeUndefined();
    expect((await d.loadDraft(2))!.fields.glass_order_no).toBe('GO-2');
  });

  it('queues a submission: the draft becomes a queued ticket with its key, oldest first, per customer', async () => {
    const d = createDrafts(memoryStorage(), () => undefined);
    const first = draftWith('GO-1');
    await d.saveDraft(1, first);
    const queued = await d.queueSubmission(1, first);
    expect(queued).toMatchObject({ customer_id: 1, status: 'queued', last_error: null, idempotency_key: first.idempotency_key, fields: first.fields });
    expect(await d.loadDraft(1)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 2));
    await d.queueSubmission(1, draftWith('GO-2'));
    await d.queueSubmission(2, draftWith('GO-3'));
    expect((await d.listQueued(1)).map((q) => q.fields.glass_order_no)).toEqual(['GO-1', 'GO-2']);
    expect((await d.listQueued(2)).map((q) => q.fields.glass_order_no)).toEqual(['GO-3']);
  });

  it('leaves a newer draft alone when queueing another one', async () => {
    const d = createDrafts(memoryStorage(), () => undefined);
    const newer = draftWith('GO-new');
    await d.saveDraft(1, newer);
    await d.queueSubmission(1, draftWith('GO-old'));
    expect((await d.loadDraft(1))!.idempotency_key).toBe(newer.idempotency_key);
  });

  it('marks a queued ticket sending or failed, and removes it', async () => {
    const d = createDrafts(memoryStorage(), () => undefined);
    const { idempotency_key: key } = await d.queueSubmission(1, draftWith('GO-1'));
    await d.markSending(key);
    expect((await d.listQueued(1))[0].status).toBe('sending');
    await d.markFailed(key, 'Glass Size is required.');
    expect((await d.listQueued(1))[0]).toMatchObject({ status: 'failed', last_error: 'Glass Size is required.' });
    await d.removeQueued(key);
    expect(await d.listQueued(1)).toEqual([]);
  });
});

describe('flushOutbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends each queued ticket once, oldest first: sent ones go, refused ones stay failed with the reason', async () => {
    const d = createDrafts(memoryStorage(), () => undefined);
    const a = await d.queueSubmission(1, draftWith('GO-A'));
    await new Promise((resolve) => setTimeout(resolve, 2));
    const b = await d.queueSubmission(1, draftWith('GO-B'));
    await new Promise((resolve) => setTimeout(resolve, 2));
    const c = await d.queueSubmission(1, draftWith('GO-C'));
    const seen: Array<[string, string]> = [];
    const send = vi.fn(async (item: QueuedTicket): Promise<SendOutcome> => {
      seen.push([item.fields.glass_order_no, item.status]);
      return item.idempotency_key === b.idempotency_key ? { error: 'The chosen Glass Type does not exist.' } : 'sent';
    });
    expect(await d.flushOutbox(1, send)).toEqual({ sent: [a.idempotency_key, c.idempotency_key], failed: [b.idempotency_key], waiting: 0 });
    expect(seen).toEqual([
      ['GO-A', 'sending'],
      ['GO-B', 'sending'],
      ['GO-C', 'sending'],
    ]);
    expect(await d.listQueued(1)).toEqual([expect.objectContaining({ idempotency_key: b.idempotency_key, status: 'failed', last_error: 'The chosen Glass Type does not exist.' })]);
    // A failed ticket waits for the customer: the next flush leaves it.
    expect(await d.flushOutbox(1, send)).toEqual({ sent: [], failed: [], waiting: 0 });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it("stops at a 'retry' (still offline) or a send that throws, keeping that ticket and the rest queued", async () => {
    const d = createDrafts(memoryStorage(), () => undefined);
    const a = await d.queueSubmission(1, draftWith('GO-A'));
    await new Promise((resolve) => setTimeout(resolve, 2));
    await d.queueSubmission(1, draftWith('GO-B'));
    const offline = vi.fn(async (): Promise<SendOutcome> => 'retry');
    expect(await d.flushOutbox(1, offline)).toEqual({ sent: [], failed: [], waiting: 2 });
    expect(offline).toHaveBeenCalledTimes(1);
    expect((await d.listQueued(1)).map((q) => q.status)).toEqual(['queued', 'queued']);
    const broken = vi.fn(async (): Promise<SendOutcome> => {
      throw new TypeError('Failed to fetch');
    });
    expect(await d.flushOutbox(1, broken)).toEqual({ sent: [], failed: [], waiting: 2 });
    expect((await d.listQueued(1))[0]).toMatchObject({ idempotency_key: a.idempotency_key, status: 'queued' });
  });

  it("sends again a ticket left 'sending' (its tab closed mid-send): its key keeps the server from raising it twice", async () => {
    const d = createDrafts(memoryStorage(), () => undefined);
    const a = await d.queueSubmission(1, draftWith('GO-A'));
    await d.markSending(a.idempotency_key);
    const send = vi.fn(async (): Promise<SendOutcome> => 'sent');
    expect(await d.flushOutbox(1, send)).toEqual({ sent: [a.idempotency_key], failed: [], waiting: 0 });
  });

  it('sends a ticket queued during the run in the same run', async () => {
    const d = createDrafts(memoryStorage(), () => undefined);
    await d.queueSubmission(1, draftWith('GO-A'));
    let late: QueuedTicket | undefined;
    const send = vi.fn(async (): Promise<SendOutcome> => {
      if (!late) late = await d.queueSubmission(1, draftWith('GO-late'));
      return 'sent';
    });
    const result = await d.flushOutbox(1, send);
    expect(result.sent).toHaveLength(2);
    expect(result.sent[1]).toBe(late!.idempotency_key);
  });

  it("two 'online' events at once: one run, each ticket sent once", async () => {
    const d = createDrafts(memoryStorage(), () => undefined);
    await d.queueSubmission(1, draftWith('GO-A'));
    await d.queueSubmission(1, draftWith('GO-B'));
    const send = vi.fn(async (): Promise<SendOutcome> => {
      await tick();
      return 'sent';
    });
    const [first, second] = await Promise.all([d.flushOutbox(1, send), d.flushOutbox(1, send)]);
    expect(send).toHaveBeenCalledTimes(2);
    expect(second).toBe(first);
    // Once finished, a new run can start.
    await d.queueSubmission(1, draftWith('GO-C'));
    expect((await d.flushOutbox(1, send)).sent).toHaveLength(1);
  });

  it('two tabs at once: the Web Lock makes the second wait, and it finds nothing left to send', async () => {
    const storage = memoryStorage();
    const locks = fakeLocks();
    const tabA = createDrafts(storage, () => locks);
    const tabB = createDrafts(storage, () => locks);
    await tabA.queueSubmission(7, draftWith('GO-A'));
    await tabA.queueSubmission(7, draftWith('GO-B'));
    const sent: string[] = [];
    const send = async (item: QueuedTicket): Promise<SendOutcome> => {
      expect(locks.held).toEqual(['glassdesk-portal-outbox-7']);
      await tick();
      sent.push(item.idempotency_key);
      return 'sent';
    };
    const [a, b] = await Promise.all([tabA.flushOutbox(7, send), tabB.flushOutbox(7, send)]);
    expect(sent).toHaveLength(2);
    expect(new Set(sent).size).toBe(2);
    expect(a.sent.length + b.sent.length).toBe(2);
    expect(await tabB.listQueued(7)).toEqual([]);
  });

  it('without Web Locks two tabs could both send (what the lock prevents): shown here so the test above means something', async () => {
    const storage = memoryStorage();
    const tabA = createDrafts(storage, () => undefined);
    const tabB = createDrafts(storage, () => undefined);
    await tabA.queueSubmission(7, draftWith('GO-A'));
    const send = vi.fn(async (): Promise<SendOutcome> => {
      await tick();
      return 'sent';
    });
    await Promise.all([tabA.flushOutbox(7, send), tabB.flushOutbox(7, send)]);
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('keys and the database shape', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes UUID keys that the server takes (8-100 of A-Z a-z 0-9 -), with or without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(uuid);
    // Plain http (a phone on the LAN): no randomUUID, getRandomValues still there.
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array<ArrayBuffer>) => real.getRandomValues(a) });
    const keys = Array.from({ length: 50 }, () => newIdempotencyKey());
    vi.unstubAllGlobals();
    for (const key of keys) expect(key).toMatch(uuid);
    expect(new Set(keys).size).toBe(50);
    expect(emptyDraft().idempotency_key).not.toBe(emptyDraft().idempotency_key);
  });

  it("creates the 'drafts' store (by customer) and the 'outbox' store (by key, indexed by customer)", () => {
    const created: Array<[string, unknown]> = [];
    const indexes: Array<[string, string]> = [];
    const db = {
      createObjectStore: (name: string, options: unknown) => {
        created.push([name, options]);
        return { createIndex: (index: string, keyPath: string) => void indexes.push([index, keyPath]) };
      },
    };
    upgradePortalDb(db as never, 0);
    expect(created).toEqual([
      ['drafts', { keyPath: 'customer_id' }],
      ['outbox', { keyPath: 'idempotency_key' }],
    ]);
    expect(indexes).toEqual([['by_customer', 'customer_id']]);
    created.length = 0;
    upgradePortalDb(db as never, 1);
    expect(created).toEqual([]);
  });
});
