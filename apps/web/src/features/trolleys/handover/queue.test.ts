import { describe, expect, it } from 'vitest';
import { createHandoverQueue, memoryQueueStorage, type QueuedHandover, type SendOutcome } from './queue';
import { queuedText, waitingText } from './queue-panel';

const noLocks = () => undefined;
let n = 0;
function item(overrides: Partial<QueuedHandover> = {}): Omit<QueuedHandover, 'status' | 'last_error' | 'queued_at'> & { queued_at: string } {
  n += 1;
  return {
    client_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    user_id: 1,
    kind: 'delivery',
    customer: { id: 7, name: 'Erin Walker' },
    trolleys: [{ id: n, uid: `TR-${n}`, name: `T${n}`, no_of_bars: 0, trolley: {} as never }],
    note: null,
    images: [],
    signed_by: null,
    unsigned_reason: 'Customer not present',
    signature: null,
    signature_url: null,
    location: null,
    at: '2026-03-01T08:30:00.000Z',
    queued_at: new Date(2026, 2, 1, 8, n).toISOString(),
    ...overrides,
  };
}

describe('the hand-over queue on the phone', () => {
  it('sends what waits oldest first, one at a time, and forgets each once the server has it', async () => {
    const queue = createHandoverQueue(memoryQueueStorage(), noLocks);
    const [a, b, c] = [item(), item(), item()];
    // Put in out of order: the queue goes by when each was queued.
    await queue.add(c);
    await queue.add(a);
    await queue.add(b);
    const sent: string[] = [];
    const result = await queue.flush(1, (i) => {
      sent.push(i.client_id);
      return Promise.resolve({ sent: { id: sent.length } });
    });
    expect(sent).toEqual([a.client_id, b.client_id, c.client_id]);
    expect([...result.sent.keys()]).toEqual(sent);
    expect(result.waiting).toBe(0);
    expect(await queue.list(1)).toEqual([]);
  });

  it('stops at the first that cannot go (no network) and keeps it and the rest, in order, for the next try', async () => {
    const queue = createHandoverQueue(memoryQueueStorage(), noLocks);
    const [a, b] = [item(), item()];
    await queue.add(a);
    await queue.add(b);
    const tried: string[] = [];
    const result = await queue.flush(1, (i) => {
      tried.push(i.client_id);
      return Promise.resolve<SendOutcome>('retry');
    });
    expect(tried).toEqual([a.client_id]);
    expect(result.waiting).toBe(2);
    expect((await queue.list(1)).map((i) => [i.client_id, i.status])).toEqual([
      [a.client_id, 'queued'],
      [b.client_id, 'queued'],
    ]);
    // A send that throws (a network error) is a retry too; the same item goes again with the same client_id.
    const again: string[] = [];
    await queue.flush(1, (i) => {
      again.push(i.client_id);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    expect(again).toEqual([a.client_id]);
  });

  it('marks one the server refuses with its detail, goes on with the next, and leaves it until edited or discarded', async () => {
    const queue = createHandoverQueue(memoryQueueStorage(), noLocks);
    const [a, b] = [item(), item()];
    await queue.add(a);
    await queue.add(b);
    const result = await queue.flush(1, (i) =>
      Promise.resolve(i.client_id === a.client_id ? { error: 'This Trolley does not fit this delivery: TR-1 (it is delivered).' } : { sent: {} }),
    );
    expect(result.failed.get(a.client_id)).toBe('This Trolley does not fit this delivery: TR-1 (it is delivered).');
    expect(result.sent.has(b.client_id)).toBe(true);
    const [left] = await queue.list(1);
    expect(left).toMatchObject({ client_id: a.client_id, status: 'failed', last_error: 'This Trolley does not fit this delivery: TR-1 (it is delivered).' });
    // A refused one is not sent again by itself.
    let calls = 0;
    await queue.flush(1, () => {
      calls += 1;
      return Promise.resolve({ sent: {} });
    });
    expect(calls).toBe(0);
    // Retried after an edit, it goes; discarded, it is gone.
    await queue.retry(a.client_id, { note: 'edited' });
    expect((await queue.list(1))[0]).toMatchObject({ status: 'queued', last_error: null, note: 'edited' });
    await queue.discard(a.client_id);
    expect(await queue.list(1)).toEqual([]);
  });

  it("keeps each user's hand-overs to that user, and joins a flush already running instead of sending twice", async () => {
    const queue = createHandoverQueue(memoryQueueStorage(), noLocks);
    const mine = item();
    const theirs = item({ user_id: 2 });
    await queue.add(mine);
    await queue.add(theirs);
    expect((await queue.list(1)).map((i) => i.client_id)).toEqual([mine.client_id]);
    const sent: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send = async (i: QueuedHandover) => {
      await gate;
      sent.push(i.client_id);
      return { sent: {} };
    };
    const first = queue.flush(1, send);
    const second = queue.flush(1, send);
    release();
    await Promise.all([first, second]);
    expect(sent).toEqual([mine.client_id]);
    expect((await queue.list(2)).map((i) => i.client_id)).toEqual([theirs.client_id]);
  });

  it('says how many wait and what each is, in a line', () => {
    expect(waitingText(0)).toBe('Nothing waits to be sent.');
    expect(waitingText(1)).toBe('1 hand-over waits to be sent.');
    expect(waitingText(3)).toBe('3 hand-overs wait to be sent.');
    const now = new Date('2026-03-01T12:00:00');
    const one = { ...item({ at: new Date('2026-03-01T08:30:00').toISOString() }), status: 'queued', last_error: null } as QueuedHandover;
    expect(queuedText(one, now)).toBe(`Deliver to Erin Walker · ${one.trolleys[0]!.uid} · 08:30`);
    const pickup = { ...one, kind: 'pickup' as const, trolleys: [...one.trolleys, { ...one.trolleys[0]!, id: 99 }] };
    expect(queuedText(pickup, now)).toBe('Pick up from Erin Walker · 2 trolleys · 08:30');
  });
});
