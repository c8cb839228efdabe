import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createCustomer, createPlant, createTrolley, setCostAt } from '../../test/factories.js';

// CONTRACT "Trolley fleet control": a trolley reported lost or damaged, a charge to the customer holding it,
// and a lost one recovered onto a plant. The lifecycle walk (trolley-lifecycle.routes.test.ts) covers which statuses
// allow each report; this file covers what a report does.

let t: TestApp;
let admin: string;
let plantId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
  plantId = (await createPlant(t.ctx)).id;
});
afterAll(() => t.close());

const put = (id: number, action: string, payload: object) => t.api({ method: 'PUT', url: `/trolleys/${id}/${action}`, payload, token: admin });
const charges = (trolleyId: number) =>
  t.ctx.db.selectFrom('trolley_charges').select(['customer_id', 'kind', 'note', 'amount_cents', 'transaction_id']).where('trolley_id', '=', trolleyId).execute();

/** A trolley delivered to an approved customer an hour ago (the hold is open). */
async function held() {
  const c = await createCustomer(t.ctx, { approved: true });
  const tr = await createTrolley(t.ctx, { plantId, since: new Date(Date.now() - 7_200_000).toISOString() });
  expect((await put(tr.id, 'delivery', { customer_id: c.id, at: new Date(Date.now() - 3_600_000).toISOString() })).statusCode).toBe(200);
  return { c, tr };
}

describe('report lost / damaged', () => {
  it.each(['lost', 'damaged'] as const)('%s at a customer: the hold ends, the charge is billed to that customer, in one transaction', async (kind) => {
    const { c, tr } = await held();
    const res = await put(tr.id, kind, { note: 'Gone from the site', charge: 1250.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: tr.id, trolley_status: kind === 'lost' ? 'Lost' : 'Damaged', customer: null });
    // The customer holds it no longer: not on its list, and the hold has its end.
    const list = (await t.api({ method: 'GET', url: `/trolleys/customers?customer_id=${c.id}`, token: admin })).json() as { list: { id: number }[] };
    expect(list.list.map((r) => r.id)).not.toContain(tr.id);
    const hold = await t.ctx.db
      .selectFrom('trolley_transactions')
      .select(['hold_end_id'])
      .where('trolley_id', '=', tr.id)
      .where('trolley_status', '=', 'Delivery')
      .executeTakeFirstOrThrow();
    expect(hold.hold_end_id).not.toBeNull();
    const [charge, ...more] = await charges(tr.id);
    expect(more).toEqual([]);
    expect(charge).toMatchObject({ customer_id: c.id, kind, note: 'Gone from the site', amount_cents: 125050, transaction_id: hold.hold_end_id });
  });

  it('what the customer owes is one figure: Additional Cost adds the charge to the hold-time cost, as its statements do', async () => {
    const c = await createCustomer(t.ctx, { approved: true });
    const day = 86_400_000;
    await setCostAt(t.ctx, c.id, new Date(Date.now() - 40 * day).toISOString(), 2, 150);
    const tr = await createTrolley(t.ctx, { plantId, since: new Date(Date.now() - 30 * day).toISOString() });
    // Held 10 started days at 2 free days and $1.50 a day: $12.00 of hold-time cost, then lost for a $450.25 charge.
    expect((await put(tr.id, 'delivery', { customer_id: c.id, at: new Date(Date.now() - 10 * day + 60_000).toISOString() })).statusCode).toBe(200);
    expect((await put(tr.id, 'lost', { note: 'Gone', charge: 450.25 })).statusCode).toBe(200);
    const costs = (await t.api({ method: 'GET', url: `/trolleys/costs?customer_id=${c.id}`, token: admin })).json();
    expect(costs).toMatchObject({ total_cost: 12, charges_total: 450.25, owed_total: 462.25 });
    const months = (await t.api({ method: 'GET', url: `/customers/${c.id}/statements`, token: admin })).json() as { total: number }[];
    expect(Math.round(months.reduce((sum, m) => sum + m.total * 100, 0))).toBe(46_225);
  });

  it('a charge of 0 or none records no charge; at a plant no one is charged, so a charge there is a 422', async () => {
    const { tr } = await held();
    expect((await put(tr.id, 'damaged', { note: null, charge: 0 })).statusCode).toBe(200);
    expect(await charges(tr.id)).toEqual([]);
    const atPlant = await createTrolley(t.ctx, { plantId });
    const refused = await put(atPlant.id, 'lost', { charge: 10 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ detail: [{ loc: ['body', 'charge'], msg: 'No Customer holds this Trolley, so there is no one to charge.' }] });
    expect((await put(atPlant.id, 'lost', { charge: '' })).statusCode).toBe(200);
  });

  it('takes a charge from 0 to 100000000 dollars with at most 2 decimals (-0.01, 100000000.01 and 1.005 are a 422)', async () => {
    const status = async (charge: unknown) => {
      const { tr } = await held();
      return (await put(tr.id, 'lost', { charge })).statusCode;
    };
    expect([await status(-0.01), await status(0), await status(0.01), await status(100_000_000), await status(100_000_000.01), await status(1.005)]).toEqual([
      422, 200, 200, 200, 422, 422,
    ]);
  });

  it('takes a note of up to 255 characters and up to 5 images', async () => {
    const { tr } = await held();
    expect((await put(tr.id, 'lost', { note: 'x'.repeat(256) })).statusCode).toBe(422);
    expect((await put(tr.id, 'lost', { images: Array.from({ length: 6 }, (_, i) => `/files/x${i}.jpg`) })).statusCode).toBe(422);
    expect((await put(tr.id, 'lost', { note: 'x'.repeat(255) })).statusCode).toBe(200);
  });

  it('a report twice: the second is a 409 naming the status, and nothing more is charged', async () => {
    const { tr } = await held();
    expect((await put(tr.id, 'lost', { charge: 5 })).statusCode).toBe(200);
    const again = await put(tr.id, 'lost', { charge: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toContain('this one is lost');
    expect((await charges(tr.id)).length).toBe(1);
  });
});

describe('after a report', () => {
  it('a Lost trolley is recovered onto a plant (OnPlant there), or written off (DeFleet)', async () => {
    const other = await createPlant(t.ctx);
    const { tr } = await held();
    expect((await put(tr.id, 'lost', {})).statusCode).toBe(200);
    expect((await put(tr.id, 'maintenance', {})).statusCode).toBe(409);
    const back = await put(tr.id, 'recover', { to_plant_id: other.id, note: 'Found behind the shed' });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ trolley_status: 'OnPlant', plant: { id: other.id } });
    const lost = await createTrolley(t.ctx, { plantId, status: 'Lost' });
    expect((await put(lost.id, 'defleet', {})).json()).toMatchObject({ trolley_status: 'DeFleet' });
  });

  it('a Damaged trolley goes to Maintenance at its plant, or is written off; it is not recovered', async () => {
    const damaged = await createTrolley(t.ctx, { plantId, status: 'Damaged' });
    expect((await put(damaged.id, 'recover', { to_plant_id: plantId })).statusCode).toBe(409);
    expect((await put(damaged.id, 'maintenance', { note: 'New frame' })).json()).toMatchObject({ trolley_status: 'Maintenance', plant: { id: plantId } });
    const written = await createTrolley(t.ctx, { plantId, status: 'Damaged' });
    expect((await put(written.id, 'defleet', {})).json()).toMatchObject({ trolley_status: 'DeFleet' });
  });
});

describe('DeFleet with the reason', () => {
  const lastNote = async (trolleyId: number) =>
    await t.ctx.db.selectFrom('trolley_transactions').select(['trolley_status', 'note']).where('trolley_id', '=', trolleyId).orderBy('id', 'desc').executeTakeFirstOrThrow();

  it('keeps the reason as the transaction note, exactly as typed; up to 255 characters', async () => {
    const written = await createTrolley(t.ctx, { plantId, status: 'Damaged' });
    expect((await put(written.id, 'defleet', { reason: 'Frame  cracked beyond repair' })).statusCode).toBe(200);
    expect(await lastNote(written.id)).toEqual({ trolley_status: 'DeFleet', note: 'Frame  cracked beyond repair' });
    const longest = await createTrolley(t.ctx, { plantId, status: 'Damaged' });
    expect((await put(longest.id, 'defleet', { reason: 'r'.repeat(255) })).statusCode).toBe(200);
    const tooLong = await createTrolley(t.ctx, { plantId, status: 'Damaged' });
    const refused = await put(tooLong.id, 'defleet', { reason: 'r'.repeat(256) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail[0].loc).toEqual(['body', 'reason']);
    expect((await lastNote(tooLong.id)).trolley_status).toBe('Damaged');
  });

  it('takes no body at all, as spec §7 calls it (no reason)', async () => {
    const plain = await createTrolley(t.ctx, { plantId });
    const res = await t.api({ method: 'PUT', url: `/trolleys/${plain.id}/defleet`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(await lastNote(plain.id)).toEqual({ trolley_status: 'DeFleet', note: null });
  });
});
