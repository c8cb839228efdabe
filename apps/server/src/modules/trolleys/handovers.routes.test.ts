import { randomUUID } from 'node:crypto';
import type { Kysely, KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import type { AuthUser } from '../../plugins/auth.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createCustomer, createPlant, createStoredImage, createTrolley, grantPlants, quickTokenWith } from '../../test/factories.js';
import { multipart, testImage } from '../../test/multipart.js';
import { pdfText } from '../../test/pdf.js';
import { recordHandover } from './handovers.service.js';
import { updateMovedTrolleys } from './trolley-moves.repository.js';
import { findTrolleyRows } from './trolleys.repository.js';

// CONTRACT "Hand-over proof and the driver's offline Hand-over": every delivery and pickup is a hand-over with its
// proof; POST /handovers moves several trolleys in one visit, all or nothing; a client_id makes a resend safe.

let t: TestApp;
let admin: string;
/** Update Trolley and the lists, at plant A only. */
let staff: string;
let staffId: number;
let A: { id: number; name: string };
let B: { id: number; name: string };
let customer: { id: number; first_name: string; last_name: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
  [A, B] = [await createPlant(t.ctx), await createPlant(t.ctx)];
  const u = await quickTokenWith(t, ['List Trolleys', 'View Trolley', 'Update Trolley']);
  staff = u.token;
  staffId = u.user.id;
  await grantPlants(t.ctx, staffId, [A.id]);
  customer = await createCustomer(t.ctx, { approved: true, first_name: 'Holly', last_name: 'Day' });
});
afterAll(() => t.close());

const post = (payload: object, token = staff) => t.api({ method: 'POST', url: '/handovers', payload, token });
const put = (id: number, action: 'delivery' | 'pickup', payload: object, token = staff) => t.api({ method: 'PUT', url: `/trolleys/${id}/${action}`, payload, token });
const trolleyStatus = async (id: number) => (await t.api({ method: 'GET', url: `/trolleys/${id}`, token: admin })).json().trolley_status as string;
const countHandovers = async () =>
  Number(
    (
      await t.ctx.db
        .selectFrom('handovers')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
const DAY = 86_400_000;
// Since yesterday: a hand-over given an earlier `at` (made on the phone a minute ago) is after the trolley's last step.
const onPlant = () => createTrolley(t.ctx, { plantId: A.id, since: at(DAY) });
const held = (customerId: number) => createTrolley(t.ctx, { plantId: A.id, status: 'Delivery', customerId, since: at(DAY) });

describe('one visit of several trolleys (POST /handovers)', () => {
  it('delivers three trolleys with one signature: one hand-over, one transaction each naming it', async () => {
    const trolleys = [await onPlant(), await onPlant(), await onPlant()];
    const [signature, photo] = [await createStoredImage(t.ctx), await createStoredImage(t.ctx)];
    const when = at(60_000);
    const res = await post({
      kind: 'delivery',
      customer_id: customer.id,
      trolleys: trolleys.map((tr, i) => ({ id: tr.id, no_of_bars: i + 1 })),
      images: [photo],
      note: 'Gate 3',
      signature,
      signed_by: 'Holly Day',
      location: { lat: -33.8688, lng: 151.2093, accuracy: 12.5 },
      at: when,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      kind: 'delivery',
      customer: { id: customer.id, first_name: 'Holly', last_name: 'Day', business: null },
      at: when,
      images: [photo],
      note: 'Gate 3',
      signed_by: 'Holly Day',
      signature_url: signature,
      location: { lat: -33.8688, lng: 151.2093, accuracy: 12.5 },
      recorded_by: { id: staffId },
    });
    expect(Date.parse(body.recorded_at)).toBeGreaterThanOrEqual(Date.parse(when));
    expect(body.trolleys.map((x: { uid: string; no_of_bars: number }) => [x.uid, x.no_of_bars])).toEqual(trolleys.map((tr, i) => [tr.uid, i + 1]));
    for (const tr of trolleys) expect(await trolleyStatus(tr.id)).toBe('Delivery');
    // Each trolley's history names the hand-over, as does GET /handovers/{id}.
    const tx = (await t.api({ method: 'GET', url: `/trolleys/${trolleys[1].id}/transactions`, token: staff })).json().list[0];
    expect(tx).toMatchObject({ trolley_status: 'Delivery', handover_id: body.id, no_of_bars: 2, created_at: when });
    expect(body.trolleys[1].transaction_id).toBe(tx.id);
    const one = await t.api({ method: 'GET', url: `/handovers/${body.id}`, token: staff });
    expect(one.json()).toEqual(body);
  });

  it('moves none when one does not fit, naming each that does not with why', async () => {
    const fits = await onPlant();
    const away = await createTrolley(t.ctx, { plantId: B.id, since: at(DAY) });
    const out = await held(customer.id);
    const before = await countHandovers();
    const res = await post({ kind: 'delivery', customer_id: customer.id, trolleys: [fits, away, out].map((x) => ({ id: x.id, no_of_bars: 0 })) });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(`These Trolleys do not fit this delivery: ${away.uid} (not at one of your plants); ${out.uid} (it is delivered).`);
    expect(await trolleyStatus(fits.id)).toBe('OnPlant');
    expect(await countHandovers()).toBe(before);
  });

  it('picks up trolleys held by one customer; two customers in one pickup: 409 naming the other one', async () => {
    const other = await createCustomer(t.ctx, { approved: true });
    const [a, b, c] = [await held(customer.id), await held(customer.id), await held(other.id)];
    const refused = await post({ kind: 'pickup', trolleys: [a, b, c].map((x) => ({ id: x.id, no_of_bars: 1 })) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(`This Trolley does not fit this pickup: ${c.uid} (another customer holds it).`);
    expect(await trolleyStatus(a.id)).toBe('Delivery');
    // A customer named that holds none of them: each is named.
    const named = await post({ kind: 'pickup', customer_id: other.id, trolleys: [a].map((x) => ({ id: x.id, no_of_bars: 1 })) });
    expect(named.json().detail).toBe(`This Trolley does not fit this pickup: ${a.uid} (another customer holds it).`);

    const ok = await post({ kind: 'pickup', trolleys: [a, b].map((x) => ({ id: x.id, no_of_bars: 1 })), signed_by: 'Site manager' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ kind: 'pickup', customer: { id: customer.id }, signed_by: 'Site manager', signature_url: null, location: null });
    expect([await trolleyStatus(a.id), await trolleyStatus(b.id)]).toEqual(['Pickup', 'Pickup']);
  });

  it('refuses a customer that is missing or not approved, and a trolley that does not exist, as 422 or 409 on its field', async () => {
    const tr = await onPlant();
    const unapproved = await createCustomer(t.ctx, { approved: false });
    expect((await post({ kind: 'delivery', customer_id: 987654, trolleys: [{ id: tr.id }] })).json().detail[0]).toMatchObject({ loc: ['body', 'customer_id'] });
    expect((await post({ kind: 'delivery', customer_id: unapproved.id, trolleys: [{ id: tr.id }] })).statusCode).toBe(409);
    const missing = await post({ kind: 'delivery', customer_id: customer.id, trolleys: [{ id: tr.id }, { id: 987654 }] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail[0]).toMatchObject({ loc: ['body', 'trolleys.1.id'], msg: 'The chosen Trolley does not exist.' });
    const notOurs = await post({ kind: 'delivery', customer_id: customer.id, trolleys: [{ id: tr.id }], signature: '/files/not-ours' });
    expect(notOurs.statusCode).toBe(422);
    expect(notOurs.json().detail[0].loc).toEqual(['body', 'signature']);
    expect(await trolleyStatus(tr.id)).toBe('OnPlant');
  });

  it('needs Update Trolley to record and List Trolleys to read', async () => {
    const reader = await quickTokenWith(t, ['List Trolleys']);
    expect((await post({ kind: 'pickup', trolleys: [{ id: 1 }] }, reader.token)).statusCode).toBe(403);
    expect((await t.api({ method: 'GET', url: '/handovers', token: reader.token })).statusCode).toBe(200);
    const none = await quickTokenWith(t, ['View Trolley']);
    expect((await t.api({ method: 'GET', url: '/handovers', token: none.token })).statusCode).toBe(403);
    expect((await t.api({ method: 'GET', url: '/handovers/1', token: none.token })).statusCode).toBe(403);
    expect((await t.api({ method: 'GET', url: '/handovers/987654', token: staff })).statusCode).toBe(404);
  });
});

describe("a visit's writes are one statement each, whatever its size", () => {
  /** The statements `work` runs through a handle on the test's database that counts them. */
  async function counted(work: (db: Kysely<Database>) => Promise<unknown>) {
    let n = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        n++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    await work(t.ctx.db.withPlugin(counter));
    return n;
  }
  const staffUser = async (): Promise<AuthUser> => {
    const row = await t.ctx.db.selectFrom('users').select(['id', 'first_name', 'last_name', 'email', 'role_id']).where('id', '=', staffId).executeTakeFirstOrThrow();
    return {
      sessionId: 0,
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      role: { id: row.role_id, name: 'Driver', editable: true },
      operations: new Set(['Update Trolley']),
      signedInAt: new Date().toISOString(),
      mfaEnrolmentRequired: false,
    };
  };

  it('a delivery and a pickup of 12 trolleys run the statements a visit of 2 does, and each trolley moves as alone', async () => {
    const user = await staffUser();
    const signature = await createStoredImage(t.ctx);
    const visit = (db: Kysely<Database>, kind: 'delivery' | 'pickup', trolleys: Array<{ id: number }>) =>
      recordHandover(
        { db },
        user,
        {
          kind,
          customer_id: kind === 'delivery' ? customer.id : null,
          trolleys: trolleys.map((x, i) => ({ id: x.id, no_of_bars: i })),
          images: [],
          note: null,
          at: null,
          signature,
        },
        'handover',
      );
    const small = [await onPlant(), await onPlant()];
    const large: Array<{ id: number; uid: string }> = [];
    for (let i = 0; i < 12; i++) large.push(await onPlant());
    const delivered = { small: await counted((db) => visit(db, 'delivery', small)), large: await counted((db) => visit(db, 'delivery', large)) };
    expect(delivered.large).toBe(delivered.small);
    const pickedUp = { small: await counted((db) => visit(db, 'pickup', small)), large: await counted((db) => visit(db, 'pickup', large)) };
    expect(pickedUp.large).toBe(pickedUp.small);

    // Each trolley's history as a move of its own writes it: its delivery's hold ended by its own pickup, the bars of
    // its line, its last transaction, its status and a new version.
    const history = await t.ctx.db
      .selectFrom('trolley_transactions')
      .select(['id', 'trolley_id', 'trolley_status', 'previous_status', 'no_of_bars', 'customer_id', 'hold_start_id', 'hold_end_id', 'handover_id'])
      .where(
        'trolley_id',
        'in',
        large.map((x) => x.id),
      )
      .where('trolley_status', 'in', ['Delivery', 'Pickup'])
      .orderBy('id')
      .execute();
    expect(history).toHaveLength(24);
    for (const [i, tr] of large.entries()) {
      const [d, p] = history.filter((h) => h.trolley_id === tr.id);
      expect(d).toMatchObject({ trolley_status: 'Delivery', previous_status: 'OnPlant', no_of_bars: i, customer_id: customer.id, hold_end_id: p.id });
      expect(p).toMatchObject({ trolley_status: 'Pickup', previous_status: 'Delivery', no_of_bars: i, customer_id: customer.id, hold_start_id: d.id, hold_end_id: null });
      expect(d.handover_id).not.toBe(p.handover_id);
    }
    const rows = await t.ctx.db
      .selectFrom('trolleys')
      .select(['id', 'trolley_status', 'customer_id', 'plant_id', 'state_version', 'last_transaction_id'])
      .where(
        'id',
        'in',
        large.map((x) => x.id),
      )
      .execute();
    for (const r of rows) {
      const last = history.filter((h) => h.trolley_id === r.id).at(-1)!;
      expect(r).toMatchObject({ trolley_status: 'Pickup', customer_id: null, plant_id: A.id, state_version: 2, last_transaction_id: last.id });
    }
  });

  it("one trolley changed since it was read: the guarded update says so, and the visit's transaction moves none", async () => {
    const [a, b] = [await onPlant(), await onPlant()];
    const read = await findTrolleyRows(t.ctx.db, [a.id, b.id]);
    // Another move of b between the visit's read and its write.
    await t.ctx.db.updateTable('trolleys').set({ state_version: 1 }).where('id', '=', b.id).execute();
    const later = new Date().toISOString();
    const moves = [a, b].map((x) => ({ row: read.get(x.id)!, to: 'Delivery' as const, at: later, set: { customer_id: customer.id } }));
    await expect(
      t.ctx.db.transaction().execute(async (trx) => {
        if (!(await updateMovedTrolleys(trx, moves))) throw new Error('changed meanwhile');
      }),
    ).rejects.toThrow('changed meanwhile');
    expect([await trolleyStatus(a.id), await trolleyStatus(b.id)]).toEqual(['OnPlant', 'OnPlant']);
    // Read again, both move, each with its own values.
    const again = await findTrolleyRows(t.ctx.db, [a.id, b.id]);
    const [atA, atB] = [at(30_000), at(20_000)];
    const ok = await updateMovedTrolleys(t.ctx.db, [
      { row: again.get(a.id)!, to: 'Delivery', at: atA, set: { customer_id: customer.id } },
      { row: again.get(b.id)!, to: 'Maintenance', at: atB, set: {} },
    ]);
    expect(ok).toBe(true);
    const moved = await findTrolleyRows(t.ctx.db, [a.id, b.id]);
    expect(moved.get(a.id)).toMatchObject({ trolley_status: 'Delivery', status_at: atA, customer_id: customer.id, plant_id: A.id, state_version: 1 });
    expect(moved.get(b.id)).toMatchObject({ trolley_status: 'Maintenance', status_at: atB, customer_id: null, plant_id: A.id, state_version: 2 });
  });
});

describe('the fields at their edges (CONTRACT)', () => {
  const body = async (over: object) => ({ kind: 'delivery', customer_id: customer.id, trolleys: [{ id: (await onPlant()).id, no_of_bars: 0 }], ...over });
  const loc = async (over: object) => {
    const res = await post(await body(over));
    return res.statusCode === 422 ? (res.json().detail[0].loc as string[]).join('.') : res.statusCode;
  };

  it.each([
    [0, 'body.trolleys'],
    [1, 201],
    [50, 201],
    [51, 'body.trolleys'],
  ])('%i trolleys: %s', async (n, expected) => {
    const ids = await Promise.all(Array.from({ length: n }, onPlant));
    const res = await post({ kind: 'delivery', customer_id: customer.id, trolleys: ids.map((x) => ({ id: x.id, no_of_bars: 0 })) });
    expect(res.statusCode === 422 ? (res.json().detail[0].loc as string[]).join('.') : res.statusCode).toBe(expected);
    if (n === 50) expect(res.json().trolleys).toHaveLength(50);
  });

  it('names each trolley once', async () => {
    const tr = await onPlant();
    const res = await post({ kind: 'delivery', customer_id: customer.id, trolleys: [{ id: tr.id }, { id: tr.id }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].msg).toBe('Each Trolley may be named once.');
  });

  it.each([
    [{ signed_by: '' }, 201],
    [{ signed_by: 'A' }, 201],
    [{ signed_by: 'a'.repeat(100) }, 201],
    [{ signed_by: 'a'.repeat(101) }, 'body.signed_by'],
    [{ location: { lat: -90, lng: -180, accuracy: 0 } }, 201],
    [{ location: { lat: 90, lng: 180, accuracy: 100_000 } }, 201],
    [{ location: { lat: -90.0001, lng: 0, accuracy: 1 } }, 'body.location.lat'],
    [{ location: { lat: 90.0001, lng: 0, accuracy: 1 } }, 'body.location.lat'],
    [{ location: { lat: 0, lng: -180.0001, accuracy: 1 } }, 'body.location.lng'],
    [{ location: { lat: 0, lng: 180.0001, accuracy: 1 } }, 'body.location.lng'],
    [{ location: { lat: 0, lng: 0, accuracy: -0.1 } }, 'body.location.accuracy'],
    [{ location: { lat: 0, lng: 0, accuracy: 100_000.1 } }, 'body.location.accuracy'],
    [{ location: { lat: 0, lng: 0 } }, 'body.location.accuracy'],
    [{ location: null }, 201],
    [{ client_id: 'not-a-uuid' }, 'body.client_id'],
    [{ kind: 'return' }, 'body.kind'],
    [{ customer_id: null }, 'body.customer_id'],
  ])('%j: %s', async (over, expected) => expect(await loc(over)).toBe(expected));
});

describe('a resend with the same client_id (the phone never got the answer)', () => {
  it('answers the first result again, status and body, and records nothing more', async () => {
    const [a, b] = [await onPlant(), await onPlant()];
    const payload = { kind: 'delivery', customer_id: customer.id, trolleys: [a, b].map((x) => ({ id: x.id, no_of_bars: 2 })), client_id: randomUUID(), at: at(30_000) };
    const first = await post(payload);
    expect(first.statusCode).toBe(201);
    const count = await countHandovers();
    const again = await post(payload);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await countHandovers()).toBe(count);
    const txs = (await t.api({ method: 'GET', url: `/trolleys/${a.id}/transactions`, token: admin })).json();
    expect(txs.count).toBe(2);
    // The same client_id with another trolley, customer or kind: 409, nothing recorded.
    const c = await onPlant();
    const reused = await post({ ...payload, trolleys: [{ id: c.id, no_of_bars: 2 }] });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().detail).toBe('This client_id was used for another hand-over: make a new one for each hand-over.');
    expect(await trolleyStatus(c.id)).toBe('OnPlant');
    expect((await post({ ...payload, kind: 'pickup' })).statusCode).toBe(409);
  });

  it('two sends at once: one hand-over, both answered with it', async () => {
    const tr = await onPlant();
    const payload = { kind: 'delivery', customer_id: customer.id, trolleys: [{ id: tr.id, no_of_bars: 1 }], client_id: randomUUID() };
    const before = await countHandovers();
    const answers = await Promise.all([post(payload), post(payload)]);
    // One records it; the other answers its result, or (while the first has not committed) says to try again.
    const codes = answers.map((r) => r.statusCode).sort();
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(codes);
    expect(await countHandovers()).toBe(before + 1);
    const retry = await post(payload);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(answers.find((r) => r.statusCode === 201)!.json());
  });

  it('forgets a client_id after 7 days: housekeeping clears it and its kept answer', async () => {
    const tr = await onPlant();
    const clientId = randomUUID();
    expect((await post({ kind: 'delivery', customer_id: customer.id, trolleys: [{ id: tr.id }], client_id: clientId })).statusCode).toBe(201);
    await t.ctx.db
      .updateTable('handovers')
      .set({ recorded_at: at(8 * 86_400_000) })
      .where('client_id', '=', clientId)
      .execute();
    const { handovers } = await import('./handovers.service.js');
    expect(await handovers.forgetClientIds(t.ctx.db, Date.now())).toBeGreaterThanOrEqual(1);
    const row = await t.ctx.db.selectFrom('handovers').select(['client_id', 'response']).where('client_key', 'is', null).orderBy('id', 'desc').executeTakeFirst();
    expect(row).toEqual({ client_id: null, response: null });
  });
});

describe('the single-trolley calls are hand-overs of one trolley', () => {
  it('a delivery with proof answers the trolley with its handover_id; a resend answers it again', async () => {
    const tr = await onPlant();
    const signature = await createStoredImage(t.ctx);
    const payload = { customer_id: customer.id, no_of_bars: 4, signature, signed_by: 'Holly', location: { lat: 1.5, lng: 2.5, accuracy: 30 }, client_id: randomUUID() };
    const res = await put(tr.id, 'delivery', payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: tr.id, trolley_status: 'Delivery' });
    const handoverId = res.json().handover_id as number;
    const handover = (await t.api({ method: 'GET', url: `/handovers/${handoverId}`, token: staff })).json();
    expect(handover).toMatchObject({
      kind: 'delivery',
      signature_url: signature,
      signed_by: 'Holly',
      location: { lat: 1.5, lng: 2.5, accuracy: 30 },
      trolleys: [{ id: tr.id, no_of_bars: 4 }],
    });
    const again = await put(tr.id, 'delivery', payload);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect(await trolleyStatus(tr.id)).toBe('Delivery');
  });

  it('a pickup without proof (an older client) still makes its hand-over, and keeps its own refusals', async () => {
    const tr = await held(customer.id);
    const res = await put(tr.id, 'pickup', { no_of_bars: 1 });
    expect(res.statusCode).toBe(200);
    const handover = (await t.api({ method: 'GET', url: `/handovers/${res.json().handover_id}`, token: staff })).json();
    expect(handover).toMatchObject({ kind: 'pickup', customer: { id: customer.id }, signature_url: null, signed_by: null, location: null });
    const again = await put(tr.id, 'pickup', { no_of_bars: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/^Only a Trolley that is .* can be picked up; this one is picked up\.$/);
  });
});

describe('GET /handovers', () => {
  it('lists newest first, filtered by customer, trolley and kind', async () => {
    const who = await createCustomer(t.ctx, { approved: true });
    const [a, b] = [await onPlant(), await onPlant()];
    const first = (await post({ kind: 'delivery', customer_id: who.id, trolleys: [{ id: a.id }], at: at(120_000) })).json();
    const second = (await post({ kind: 'delivery', customer_id: who.id, trolleys: [{ id: b.id }], at: at(60_000) })).json();
    const third = (await post({ kind: 'pickup', trolleys: [{ id: a.id }] })).json();
    const list = async (query: string) => (await t.api({ method: 'GET', url: `/handovers?${query}`, token: staff })).json();
    const mine = await list(`customer_id=${who.id}`);
    expect(mine.count).toBe(3);
    expect(mine.list.map((h: { id: number }) => h.id)).toEqual([third.id, second.id, first.id]);
    expect((await list(`customer_id=${who.id}&sort_by=at&order=asc`)).list.map((h: { id: number }) => h.id)).toEqual([first.id, second.id, third.id]);
    expect((await list(`trolley_id=${a.id}`)).list.map((h: { id: number }) => h.id)).toEqual([third.id, first.id]);
    expect((await list(`customer_id=${who.id}&kind=pickup`)).list.map((h: { id: number }) => h.id)).toEqual([third.id]);
    expect((await list(`customer_id=${who.id}&limit=1&start=1`)).list.map((h: { id: number }) => h.id)).toEqual([second.id]);
    expect((await t.api({ method: 'GET', url: '/handovers?kind=return', token: staff })).statusCode).toBe(422);
  });
});

describe('the receipt (GET /report/handovers/{id}/receipt)', () => {
  it('is a PDF naming the customer, each uid with its bars, the signer, the place and the staff member', async () => {
    const since = '2026-01-01T00:00:00.000Z';
    const trolleys = [await createTrolley(t.ctx, { plantId: A.id, since }), await createTrolley(t.ctx, { plantId: A.id, since })];
    // The signature as the screen sends it: a PNG uploaded through POST /files.
    const upload = await t.api({ method: 'POST', url: '/files', token: staff, ...multipart({}, [{ field: 'file', data: await testImage('png', '#222222', 300, 120) }]) });
    const signature = upload.json().url as string;
    const made = (
      await post({
        kind: 'delivery',
        customer_id: customer.id,
        trolleys: trolleys.map((x, i) => ({ id: x.id, no_of_bars: 10 + i })),
        signature,
        signed_by: 'Holly Day',
        location: { lat: -33.8688, lng: 151.2093, accuracy: 12 },
        at: '2026-01-15T13:30:00.000Z',
      })
    ).json();
    const res = await t.api({ method: 'GET', url: `/report/handovers/${made.id}/receipt`, token: staff });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="handover-${made.id}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const words = await pdfText(res.rawPayload);
    expect(words).toContain(`Delivery receipt No. ${made.id}`);
    expect(words).toContain('Holly Day');
    for (const [i, tr] of trolleys.entries()) expect(words).toMatch(new RegExp(`${tr.uid}\\s+${tr.name}\\s+${10 + i}`));
    // TIME_ZONE is UTC in the tests: the zone is named all the same.
    expect(words).toContain('15/01/2026 13:30 (UTC)');
    expect(words).toContain('-33.86880, 151.20930 (within 12 m)');
    expect(words).toContain('Signed by Holly Day');
    expect(words).toContain('Test User');
  });

  it('says why nobody signed, and needs List Trolleys; a missing one is 404', async () => {
    const tr = await onPlant();
    const made = (await post({ kind: 'delivery', customer_id: customer.id, trolleys: [{ id: tr.id }], unsigned_reason: 'Customer not present' })).json();
    expect(made).toMatchObject({ signature_url: null, unsigned_reason: 'Customer not present' });
    const words = await pdfText((await t.api({ method: 'GET', url: `/report/handovers/${made.id}/receipt`, token: staff })).rawPayload);
    expect(words).toContain('Not signed: Customer not present');
    expect(words).toContain('Not known (the phone gave none)');
    const none = await quickTokenWith(t, ['View Trolley']);
    expect((await t.api({ method: 'GET', url: `/report/handovers/${made.id}/receipt`, token: none.token })).statusCode).toBe(403);
    expect((await t.api({ method: 'GET', url: '/report/handovers/987654/receipt', token: staff })).statusCode).toBe(404);
  });
});

describe('the receipt by mail', () => {
  it('mails the customer once per hand-over, the PDF attached, made when the mail goes out; a resend mails nothing more', async () => {
    const who = await createCustomer(t.ctx, { approved: true, first_name: 'Mia', email: `mia.${Date.now()}@example.com` });
    const [a, b] = [await onPlant(), await onPlant()];
    const payload = { kind: 'delivery', customer_id: who.id, trolleys: [a, b].map((x) => ({ id: x.id, no_of_bars: 5 })), client_id: randomUUID() };
    const made = (await post(payload)).json();
    await post(payload);
    await t.flushMail();
    const mails = t.mails.filter((m) => m.to === who.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: `Your GlassDesk delivery receipt No. ${made.id}` });
    expect(mails[0].text).toContain(`${a.uid} ${a.name}: 5 bars`);
    expect(mails[0].attachments).toHaveLength(1);
    const [pdf] = mails[0].attachments!;
    expect(pdf).toMatchObject({ filename: `handover-${made.id}.pdf`, contentType: 'application/pdf' });
    expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
    // The Mail screen names the attachment.
    const listed = (await t.api({ method: 'GET', url: `/mail?search=${encodeURIComponent(who.email)}`, token: admin })).json().list[0];
    const detail = (await t.api({ method: 'GET', url: `/mail/${listed.id}`, token: admin })).json();
    expect(detail.attachments).toEqual([{ filename: `handover-${made.id}.pdf`, content_type: 'application/pdf' }]);
  });
});
