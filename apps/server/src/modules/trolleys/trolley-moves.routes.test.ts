import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createCustomer, createPlant, createStoredImage, createTrolley, grantPlants, quickTokenWith } from '../../test/factories.js';

let t: TestApp;
let admin: string;
/** A plant-limited user: Update Trolley and the lists, at plants A and B only. */
let staff: string;
let staffId: number;
let A: { id: number; name: string };
let B: { id: number; name: string };
let C: { id: number; name: string }; // not one of staff's plants

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
  [A, B, C] = [await createPlant(t.ctx), await createPlant(t.ctx), await createPlant(t.ctx)];
  const u = await quickTokenWith(t, ['List Trolleys', 'View Trolley', 'Update Trolley']);
  staff = u.token;
  staffId = u.user.id;
  await grantPlants(t.ctx, staffId, [A.id, B.id]);
});
afterAll(() => t.close());

const put = (id: number, action: string, payload: object = {}, token = staff) => t.api({ method: 'PUT', url: `/trolleys/${id}/${action}`, payload, token });
const status = async (id: number) => (await t.api({ method: 'GET', url: `/trolleys/${id}`, token: admin })).json().trolley_status as string;
/** d days ago, plus a minute, so that "d started days" still holds while the test runs. */
const T0 = Date.now();
const daysAgo = (d: number) => new Date(T0 - d * 86_400_000 + 60_000).toISOString();
const checkin = (plantId: number) => ({ name: null, no_of_bars: 0, images: [], image: null, note: null, to_plant_id: plantId, from_plant_id: null });

describe('transfer (plantchange)', () => {
  it('moves an OnPlant trolley at one of my plants to PlantChange towards another plant, with its transaction', async () => {
    const tr = await createTrolley(t.ctx, { plantId: A.id });
    const img = await createStoredImage(t.ctx);
    const res = await put(tr.id, 'plantchange', { name: 'Truck 7', no_of_bars: 12, images: [img], image: null, note: 'Fragile', to_plant_id: C.id, from_plant_id: A.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      trolley_status: 'PlantChange',
      plant: { id: A.id },
      from_plant: A.id,
      to_plant: C.id,
      from_plant_name: A.name,
      to_plant_name: C.name,
      time_duration: 1,
    });
    const txs = (await t.api({ method: 'GET', url: `/trolleys/${tr.id}/transactions`, token: staff })).json();
    expect(txs.count).toBe(2);
    expect(txs.list[0]).toMatchObject({
      trolley_status: 'PlantChange',
      name: 'Truck 7',
      no_of_bars: 12,
      note: 'Fragile',
      from_plant: { id: A.id, name: A.name },
      to_plant: { id: C.id, name: C.name },
      user: { id: staffId, first_name: 'Test', last_name: 'User' },
      photos: [{ name: img.slice('/files/'.length), url: img }],
    });
  });

  it('refuses a trolley that is not OnPlant (409), at a plant not mine (403 with detail), to its own plant (422)', async () => {
    const moving = await createTrolley(t.ctx, { plantId: A.id, status: 'Maintenance' });
    const r1 = await put(moving.id, 'plantchange', { name: 'Move', to_plant_id: B.id });
    expect([r1.statusCode, r1.json().detail]).toEqual([409, 'Only a Trolley that is on plant can be transferred; this one is in maintenance.']);

    const elsewhere = await createTrolley(t.ctx, { plantId: C.id });
    const r2 = await put(elsewhere.id, 'plantchange', { name: 'Move', to_plant_id: A.id });
    expect([r2.statusCode, r2.json().detail]).toEqual([403, `Transfer: ${C.name} is not one of your plants.`]);

    const here = await createTrolley(t.ctx, { plantId: A.id });
    const r3 = await put(here.id, 'plantchange', { name: 'Move', to_plant_id: A.id });
    expect(r3.statusCode).toBe(422);
    expect(r3.json().detail[0].loc).toEqual(['body', 'to_plant_id']);
    const r4 = await put(here.id, 'plantchange', { name: 'Move', to_plant_id: 999_999 });
    expect([r4.statusCode, r4.json().detail[0].loc]).toEqual([422, ['body', 'to_plant_id']]);
    const r5 = await put(here.id, 'plantchange', { name: 'Move', to_plant_id: B.id, from_plant_id: C.id });
    expect(r5.statusCode).toBe(409);
    expect(await status(here.id)).toBe('OnPlant');
  });

  it('validates the body at its edges (name 2-36, bars 0-1000, note 255, 5 images, our files only)', async () => {
    const tr = await createTrolley(t.ctx, { plantId: A.id });
    const img = await createStoredImage(t.ctx);
    const bad = async (payload: object, field: string) => {
      const res = await put(tr.id, 'plantchange', { name: 'Move', to_plant_id: B.id, ...payload });
      expect({ field, status: res.statusCode, loc: res.json().detail?.[0]?.loc?.[1] }).toEqual({ field, status: 422, loc: field });
    };
    await bad({ name: 'x' }, 'name');
    await bad({ name: 'x'.repeat(37) }, 'name');
    await bad({ no_of_bars: -1 }, 'no_of_bars');
    await bad({ no_of_bars: 1001 }, 'no_of_bars');
    await bad({ note: 'n'.repeat(256) }, 'note');
    await bad({ images: Array(6).fill(img) }, 'images');
    await bad({ images: ['https://evil.example/x.jpg'] }, 'images');
    await bad({ images: ['/files/AAAAAAAAAAAAAAAAAAAAAAAA'] }, 'images');
    await bad({ image: '/files/AAAAAAAAAAAAAAAAAAAAAAAA' }, 'image');
    await bad({ to_plant_id: null }, 'to_plant_id');
    expect(await status(tr.id)).toBe('OnPlant');
    const ok = await put(tr.id, 'plantchange', { name: 'x'.repeat(36), no_of_bars: 1000, note: 'n'.repeat(255), images: Array(5).fill(img), image: img, to_plant_id: B.id });
    expect(ok.statusCode).toBe(200);
  });
});

describe('checkout (plantdropoff) and check-in (onplant)', () => {
  it('checks a transfer out at its plant (-> DropOff) and in at its destination (-> OnPlant there)', async () => {
    const tr = await createTrolley(t.ctx, { plantId: A.id });
    expect((await put(tr.id, 'plantchange', { name: 'Move', to_plant_id: B.id })).statusCode).toBe(200);
    const out = await put(tr.id, 'plantdropoff', { ...checkin(B.id), from_plant_id: A.id });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ trolley_status: 'DropOff', from_plant: A.id, to_plant: B.id });
    const inn = await put(tr.id, 'onplant', checkin(B.id));
    expect(inn.statusCode).toBe(200);
    expect(inn.json()).toMatchObject({ trolley_status: 'OnPlant', plant: { id: B.id, name: B.name }, from_plant: null, to_plant: null, customer: null });
    const txs = (await t.api({ method: 'GET', url: `/trolleys/${tr.id}/transactions?sort_by=created_at&order=asc`, token: staff })).json();
    expect(txs.list.map((x: { trolley_status: string }) => x.trolley_status)).toEqual(['OnPlant', 'PlantChange', 'DropOff', 'OnPlant']);
  });

  it('checks a PlantChange trolley in directly (arrival proves it left)', async () => {
    const tr = await createTrolley(t.ctx, { plantId: C.id, status: 'PlantChange', fromPlantId: C.id, toPlantId: A.id });
    const res = await put(tr.id, 'onplant', checkin(A.id));
    expect(res.json()).toMatchObject({ trolley_status: 'OnPlant', plant: { id: A.id } });
  });

  it('refuses checkout out of status (409), at a plant not mine (403), for another destination (409)', async () => {
    const onPlant = await createTrolley(t.ctx, { plantId: A.id });
    expect((await put(onPlant.id, 'plantdropoff', checkin(B.id))).statusCode).toBe(409);
    const fromC = await createTrolley(t.ctx, { plantId: C.id, status: 'PlantChange', fromPlantId: C.id, toPlantId: A.id });
    const r = await put(fromC.id, 'plantdropoff', checkin(A.id));
    expect([r.statusCode, r.json().detail]).toEqual([403, `Checkout: ${C.name} is not one of your plants.`]);
    const fromA = await createTrolley(t.ctx, { plantId: A.id, status: 'PlantChange', fromPlantId: A.id, toPlantId: C.id });
    expect((await put(fromA.id, 'plantdropoff', checkin(B.id))).statusCode).toBe(409);
    expect((await put(fromA.id, 'plantdropoff', checkin(C.id))).statusCode).toBe(200);
    // Twice: the second finds it DropOff.
    expect((await put(fromA.id, 'plantdropoff', checkin(C.id))).statusCode).toBe(409);
  });

  it('refuses check-in at a plant not mine (403), at another plant than the destination (409), out of status (409)', async () => {
    const toC = await createTrolley(t.ctx, { plantId: A.id, status: 'DropOff', fromPlantId: A.id, toPlantId: C.id });
    const r = await put(toC.id, 'onplant', checkin(C.id));
    expect([r.statusCode, r.json().detail]).toEqual([403, `Check-in: ${C.name} is not one of your plants.`]);
    expect((await put(toC.id, 'onplant', checkin(C.id), admin)).statusCode).toBe(200); // the Super Admin acts anywhere
    const toB = await createTrolley(t.ctx, { plantId: C.id, status: 'DropOff', fromPlantId: C.id, toPlantId: B.id });
    expect((await put(toB.id, 'onplant', checkin(A.id))).statusCode).toBe(409);
    for (const s of ['OnPlant', 'Delivery', 'DeFleet'] as const) {
      const tr = await createTrolley(t.ctx, { plantId: A.id, status: s });
      const res = await put(tr.id, 'onplant', checkin(A.id));
      expect({ s, status: res.statusCode }).toEqual({ s, status: 409 });
    }
  });

  it('takes a Pickup or Maintenance trolley onto one of my plants only', async () => {
    const picked = await createTrolley(t.ctx, { plantId: C.id, status: 'Pickup' });
    expect((await put(picked.id, 'onplant', checkin(C.id))).statusCode).toBe(403);
    expect((await put(picked.id, 'onplant', checkin(B.id))).json()).toMatchObject({ trolley_status: 'OnPlant', plant: { id: B.id } });
    const repaired = await createTrolley(t.ctx, { plantId: A.id, status: 'Maintenance' });
    expect((await put(repaired.id, 'onplant', checkin(A.id))).json()).toMatchObject({ trolley_status: 'OnPlant', plant: { id: A.id } });
  });

  it('gives one success and one 409 to two check-ins of the same trolley at once; the history does not fork', async () => {
    const tr = await createTrolley(t.ctx, { plantId: C.id, status: 'DropOff', fromPlantId: C.id, toPlantId: A.id });
    const [a, b] = await Promise.all([put(tr.id, 'onplant', checkin(A.id)), put(tr.id, 'onplant', checkin(A.id))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const txs = (await t.api({ method: 'GET', url: `/trolleys/${tr.id}/transactions`, token: staff })).json();
    expect(txs.count).toBe(2);
  });

  it('keeps one story when a checkout races two check-ins (never a fork)', async () => {
    const tr = await createTrolley(t.ctx, { plantId: A.id, status: 'PlantChange', fromPlantId: A.id, toPlantId: B.id });
    const results = await Promise.all([put(tr.id, 'plantdropoff', checkin(B.id)), put(tr.id, 'onplant', checkin(B.id)), put(tr.id, 'onplant', checkin(B.id))]);
    const codes = results.map((r) => r.statusCode);
    // Either order is a valid story (checkout then check-in, or check-in straight away), never a fork.
    const txs = (await t.api({ method: 'GET', url: `/trolleys/${tr.id}/transactions?sort_by=id&order=asc`, token: staff })).json();
    expect(txs.count).toBe(1 + codes.filter((c) => c === 200).length);
    expect(codes.filter((c) => c === 409).length).toBeGreaterThanOrEqual(1);
    // At most one check-in, and the trolley's status is its latest transaction's.
    expect(codes.slice(1).filter((c) => c === 200).length).toBeLessThanOrEqual(1);
    expect(await status(tr.id)).toBe(txs.list[txs.list.length - 1].trolley_status);
  });
});

describe('hand-overs at customers (CONTRACT)', () => {
  it('delivers an OnPlant trolley to an approved customer, then picks it up, then checks it in', async () => {
    const customer = await createCustomer(t.ctx, { approved: true, first_name: 'Holly' });
    const tr = await createTrolley(t.ctx, { plantId: A.id, since: daysAgo(30) });
    const d = await put(tr.id, 'delivery', { customer_id: customer.id, no_of_bars: 3, images: [], note: 'Left at gate', at: daysAgo(20) });
    expect(d.statusCode).toBe(200);
    expect(d.json()).toMatchObject({ trolley_status: 'Delivery', customer: { id: customer.id, first_name: 'Holly' }, time_duration: 20 });
    const held = (await t.api({ method: 'GET', url: `/trolleys/customers?customer_id=${customer.id}`, token: staff })).json();
    expect(held.list.map((x: { id: number }) => x.id)).toEqual([tr.id]);
    const p = await put(tr.id, 'pickup', { no_of_bars: 3, at: daysAgo(5) });
    expect(p.json()).toMatchObject({ trolley_status: 'Pickup', customer: null, time_duration: 5 });
    expect((await t.api({ method: 'GET', url: `/trolleys/customers?customer_id=${customer.id}`, token: staff })).json().count).toBe(0);
    const txs = (await t.api({ method: 'GET', url: `/trolleys/${tr.id}/transactions`, token: staff })).json();
    expect(txs.list[0]).toMatchObject({ trolley_status: 'Pickup', customer: { id: customer.id }, time_duration: 5 });
    expect(txs.list[1]).toMatchObject({ trolley_status: 'Delivery', customer: { id: customer.id }, note: 'Left at gate', time_duration: 15 });
    expect((await put(tr.id, 'onplant', checkin(B.id))).json()).toMatchObject({ trolley_status: 'OnPlant', plant: { id: B.id } });
  });

  it('refuses a customer not approved (409), a missing or deleted one (422), a trolley not OnPlant (409), a plant not mine (403)', async () => {
    const tr = await createTrolley(t.ctx, { plantId: A.id });
    const pending = await createCustomer(t.ctx);
    expect((await put(tr.id, 'delivery', { customer_id: pending.id })).statusCode).toBe(409);
    const gone = await createCustomer(t.ctx, { approved: true, deleted: true });
    expect((await put(tr.id, 'delivery', { customer_id: gone.id })).json().detail[0].loc).toEqual(['body', 'customer_id']);
    expect((await put(tr.id, 'delivery', { customer_id: 999_999 })).statusCode).toBe(422);
    const ok = await createCustomer(t.ctx, { approved: true });
    const atC = await createTrolley(t.ctx, { plantId: C.id });
    expect((await put(atC.id, 'delivery', { customer_id: ok.id })).statusCode).toBe(403);
    const inRepair = await createTrolley(t.ctx, { plantId: A.id, status: 'Maintenance' });
    expect((await put(inRepair.id, 'delivery', { customer_id: ok.id })).statusCode).toBe(409);
    expect(await status(tr.id)).toBe('OnPlant');
  });

  it('picks up only a trolley in Delivery (409 otherwise), wherever its plant', async () => {
    for (const s of ['OnPlant', 'Pickup', 'PlantChange', 'Maintenance'] as const) {
      const tr = await createTrolley(t.ctx, { plantId: A.id, status: s });
      expect({ s, code: (await put(tr.id, 'pickup', {})).statusCode }).toEqual({ s, code: 409 });
    }
    const customer = await createCustomer(t.ctx, { approved: true });
    const atC = await createTrolley(t.ctx, { plantId: C.id, status: 'Delivery', customerId: customer.id });
    expect((await put(atC.id, 'pickup', {})).statusCode).toBe(200);
  });

  it('sends an OnPlant trolley at my plant to maintenance (409 otherwise, 403 elsewhere)', async () => {
    const tr = await createTrolley(t.ctx, { plantId: B.id });
    expect((await put(tr.id, 'maintenance', { note: 'Wheel' })).json()).toMatchObject({ trolley_status: 'Maintenance' });
    expect((await put(tr.id, 'maintenance', {})).statusCode).toBe(409);
    const atC = await createTrolley(t.ctx, { plantId: C.id });
    expect((await put(atC.id, 'maintenance', {})).statusCode).toBe(403);
  });

  it('takes `at` never in the future and never before the previous transaction (422 on at)', async () => {
    const customer = await createCustomer(t.ctx, { approved: true });
    const tr = await createTrolley(t.ctx, { plantId: A.id, since: daysAgo(10) });
    const future = await put(tr.id, 'delivery', { customer_id: customer.id, at: new Date(Date.now() + 60_000).toISOString() });
    expect([future.statusCode, future.json().detail[0].loc]).toEqual([422, ['body', 'at']]);
    const before = await put(tr.id, 'delivery', { customer_id: customer.id, at: daysAgo(11) });
    expect([before.statusCode, before.json().detail[0].loc]).toEqual([422, ['body', 'at']]);
    const notIso = await put(tr.id, 'delivery', { customer_id: customer.id, at: 'yesterday' });
    expect(notIso.statusCode).toBe(422);
    const sameMoment = await put(tr.id, 'delivery', { customer_id: customer.id, at: daysAgo(10).replace('Z', '+00:00') });
    expect(sameMoment.statusCode).toBe(200);
    const d = await put(tr.id, 'pickup', { at: new Date(Date.parse(sameMoment.json().status_at) - 1).toISOString() });
    expect(d.statusCode).toBe(422);
  });

  it('answers 404 for a missing or deleted trolley', async () => {
    const gone = await createTrolley(t.ctx, { plantId: A.id, deleted: true });
    for (const action of ['plantchange', 'plantdropoff', 'onplant', 'delivery', 'pickup', 'maintenance', 'defleet']) {
      const body = action === 'plantchange' ? { name: 'Move', to_plant_id: B.id } : action === 'delivery' ? { customer_id: 1 } : checkin(A.id);
      for (const id of [gone.id, 999_999]) {
        const res = await put(id, action, body);
        expect({ action, id, code: res.statusCode }).toEqual({ action, id, code: 404 });
      }
    }
  });
});

describe('DeFleet', () => {
  it('takes an OnPlant or Maintenance trolley at my plant out of the fleet; refusals are 403 with a detail', async () => {
    const tr = await createTrolley(t.ctx, { plantId: A.id });
    expect((await put(tr.id, 'defleet')).json()).toMatchObject({ trolley_status: 'DeFleet' });
    const again = await put(tr.id, 'defleet');
    expect([again.statusCode, again.json().detail]).toEqual([403, 'This Trolley is already defleeted.']);
    const repaired = await createTrolley(t.ctx, { plantId: B.id, status: 'Maintenance' });
    expect((await put(repaired.id, 'defleet')).statusCode).toBe(200);
    const away = await createTrolley(t.ctx, { plantId: A.id, status: 'Delivery' });
    const r = await put(away.id, 'defleet');
    expect([r.statusCode, r.json().detail]).toEqual([403, 'Only a Trolley that is on plant, in maintenance, lost or damaged can be DeFleeted; this one is delivered.']);
    const atC = await createTrolley(t.ctx, { plantId: C.id });
    const r2 = await put(atC.id, 'defleet');
    expect([r2.statusCode, r2.json().detail]).toEqual([403, `DeFleet: ${C.name} is not one of your plants.`]);
    expect((await put(tr.id, 'plantchange', { name: 'Move', to_plant_id: B.id })).statusCode).toBe(409);
  });
});

describe('the guarded update', () => {
  it('answers 409 and writes nothing when the trolley changed between the read and the update', async () => {
    const { moveTrolley, CHANGED_MEANWHILE } = await import('./trolley-move-engine.js');
    const tr = await createTrolley(t.ctx, { plantId: A.id });
    const user = {
      sessionId: 0,
      id: staffId,
      first_name: 'T',
      last_name: 'U',
      email: 'x@example.com',
      role: { id: 0, name: 'Any', editable: true },
      operations: new Set<string>(),
      signedInAt: new Date().toISOString(),
      mfaEnrolmentRequired: false,
    };
    const attempt = moveTrolley(t.ctx.db, user, tr.id, null, {
      move: 'maintenance',
      label: 'Maintenance',
      refused: () => 'Not allowed.',
      rules: async ({ trx, row }) => {
        // Another writer's change, landing after this move read the row.
        await trx
          .updateTable('trolleys')
          .set({ state_version: row.state_version + 1 })
          .where('id', '=', row.id)
          .execute();
        return { set: {}, transaction: {} };
      },
    });
    await expect(attempt).rejects.toMatchObject({ statusCode: 409, detail: CHANGED_MEANWHILE });
    expect(await status(tr.id)).toBe('OnPlant');
    expect((await t.api({ method: 'GET', url: `/trolleys/${tr.id}/transactions`, token: admin })).json().count).toBe(1);
  });
});
