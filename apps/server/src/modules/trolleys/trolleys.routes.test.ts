import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TROLLEY_MESSAGES, TROLLEY_SORT_COLUMNS, TROLLEY_TRANSACTION_SORT_COLUMNS } from '@glassdesk/shared';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createCustomer, createPlant, createStoredImage, createTrolley, grantPlants, quickTokenWith } from '../../test/factories.js';
import { expectOperationChecks } from '../../test/access.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const tag = () => randomBytes(3).toString('hex');
const ids = (list: { id: number }[]) => list.map((x) => x.id);
const body = (plantId: number, over: Record<string, unknown> = {}) => ({
  name: 'Rack',
  uid: `U-${tag()}`,
  trolley_photo_url: null,
  serial_number: 'SN-1',
  is_certified: true,
  expiry_date: '2027-03-31',
  plant_id: plantId,
  ...over,
});

describe('trolleys: access', () => {
  it('checks the operation of every endpoint (401 without a token, 403 without the operation)', async () => {
    const plant = await createPlant(t.ctx);
    const tr = await createTrolley(t.ctx, { plantId: plant.id });
    const gone = await createTrolley(t.ctx, { plantId: plant.id, deleted: true });
    const c = await createCustomer(t.ctx, { approved: true });
    const tx = (await t.api({ method: 'GET', url: `/trolleys/${tr.id}/transactions`, token: admin })).json().list[0].id;
    await expectOperationChecks(t, [
      { method: 'GET', url: '/trolleys?disabled=0', ops: ['List Trolleys'] },
      { method: 'GET', url: '/trolleys?is_deleted=true', ops: ['List Trolleys'] },
      { method: 'GET', url: '/trolleys/plants', ops: ['List Trolleys', 'Update Trolley'] },
      { method: 'GET', url: '/trolleys/statuses/checkout?plant_id=999999', ops: ['List Trolleys'] },
      { method: 'GET', url: '/trolleys/statuses/checkin?plant_id=999999', ops: ['List Trolleys'] },
      { method: 'GET', url: `/trolleys/costs?customer_id=${c.id}`, ops: ['View Additional Cost'] },
      { method: 'GET', url: `/trolleys/customers?customer_id=${c.id}`, ops: ['List Trolleys'] },
      { method: 'GET', url: '/trolleys/delivery-customers', ops: ['Update Trolley'] },
      { method: 'GET', url: `/trolleys/by-uid/${tr.uid}`, ops: ['List Trolleys', 'View Trolley', 'Update Trolley'] },
      { method: 'GET', url: `/trolleys/${tr.id}`, ops: ['View Trolley', 'Update Trolley'] },
      { method: 'POST', url: '/trolleys', payload: body(plant.id), ops: ['Add Trolley'] },
      { method: 'PUT', url: `/trolleys/${tr.id}`, payload: body(plant.id, { uid: tr.uid }), ops: ['Update Trolley'] },
      { method: 'DELETE', url: '/trolleys/999999', ops: ['Delete Trolley'] },
      { method: 'PUT', url: `/trolleys/${gone.id}/restore`, ops: ['Restore Trolley'] },
      { method: 'PUT', url: '/trolleys/999999/defleet', ops: ['Update Trolley'] },
      { method: 'PUT', url: '/trolleys/999999/plantchange', payload: { name: 'Move', to_plant_id: plant.id }, ops: ['Update Trolley'] },
      { method: 'PUT', url: '/trolleys/999999/plantdropoff', payload: {}, ops: ['Update Trolley'] },
      { method: 'PUT', url: '/trolleys/999999/onplant', payload: { to_plant_id: plant.id }, ops: ['Update Trolley'] },
      { method: 'PUT', url: '/trolleys/999999/delivery', payload: { customer_id: c.id }, ops: ['Update Trolley'] },
      { method: 'PUT', url: '/trolleys/999999/pickup', payload: {}, ops: ['Update Trolley'] },
      { method: 'PUT', url: '/trolleys/999999/maintenance', payload: {}, ops: ['Update Trolley'] },
      { method: 'GET', url: `/trolleys/${tr.id}/transactions`, ops: ['View Trolley'] },
      { method: 'GET', url: `/trolleys/${tr.id}/transactions/${tx}`, ops: ['View Trolley'] },
      { method: 'GET', url: `/trolleys/${tr.id}/transactions/${tx}/history`, ops: ['View Trolley'] },
    ]);
  });

  it('answers 404 for missing trolleys, transactions and customers, and 422 for malformed ids', async () => {
    const tr = await createTrolley(t.ctx);
    for (const url of [
      '/trolleys/999999',
      '/trolleys/999999/transactions',
      `/trolleys/${tr.id}/transactions/999999`,
      `/trolleys/${tr.id}/transactions/999999/history`,
      '/trolleys/by-uid/NOPE-NOPE',
      '/trolleys/costs?customer_id=999999',
      '/trolleys/customers?customer_id=999999',
    ]) {
      const res = await t.api({ method: 'GET', url, token: admin });
      expect({ url, status: res.statusCode, detail: typeof res.json().detail }).toEqual({ url, status: 404, detail: 'string' });
    }
    const other = await createTrolley(t.ctx);
    const otherTx = (await t.api({ method: 'GET', url: `/trolleys/${other.id}/transactions`, token: admin })).json().list[0].id;
    expect((await t.api({ method: 'GET', url: `/trolleys/${tr.id}/transactions/${otherTx}`, token: admin })).statusCode).toBe(404);
    for (const url of ['/trolleys/abc', '/trolleys/0/transactions', '/trolleys/costs', '/trolleys/customers?customer_id=x']) {
      expect({ url, status: (await t.api({ method: 'GET', url, token: admin })).statusCode }).toEqual({ url, status: 422 });
    }
  });
});

describe('trolleys: 422 on every endpoint', () => {
  it('refuses malformed ids, queries and bodies with the 422 list', async () => {
    const tr = await createTrolley(t.ctx);
    const calls: [string, string, object | undefined, string][] = [
      ['GET', '/trolleys?limit=0', undefined, 'query'],
      ['GET', '/trolleys?is_deleted=yes', undefined, 'query'],
      ['GET', '/trolleys/statuses/checkout?plant_id=abc', undefined, 'query'],
      ['GET', '/trolleys/statuses/checkin?plant_id=1&trolley_status=OnPlant', undefined, 'query'],
      ['GET', '/trolleys/costs?customer_id=0', undefined, 'query'],
      ['GET', '/trolleys/customers', undefined, 'query'],
      ['GET', '/trolleys/delivery-customers?limit=0', undefined, 'query'],
      ['GET', `/trolleys/by-uid/${'u'.repeat(37)}`, undefined, 'path'],
      ['GET', '/trolleys/x', undefined, 'path'],
      ['POST', '/trolleys', {}, 'body'],
      ['PUT', `/trolleys/${tr.id}`, { name: 'x' }, 'body'],
      ['DELETE', '/trolleys/abc', undefined, 'path'],
      ['PUT', '/trolleys/abc/restore', undefined, 'path'],
      ['PUT', '/trolleys/abc/defleet', undefined, 'path'],
      ['PUT', `/trolleys/${tr.id}/plantchange`, { name: 'x', to_plant_id: 1 }, 'body'],
      ['PUT', `/trolleys/${tr.id}/plantdropoff`, { no_of_bars: -1 }, 'body'],
      ['PUT', `/trolleys/${tr.id}/onplant`, {}, 'body'],
      ['PUT', `/trolleys/${tr.id}/delivery`, {}, 'body'],
      ['PUT', `/trolleys/${tr.id}/pickup`, { note: 'n'.repeat(256) }, 'body'],
      ['PUT', `/trolleys/${tr.id}/maintenance`, { images: 'x' }, 'body'],
      ['GET', `/trolleys/${tr.id}/transactions?sort_by=x`, undefined, 'query'],
      ['GET', `/trolleys/${tr.id}/transactions/abc`, undefined, 'path'],
      ['GET', `/trolleys/${tr.id}/transactions/0/history`, undefined, 'path'],
    ];
    for (const [method, url, payload, where] of calls) {
      const res = await t.api({ method: method as 'GET', url, payload, token: admin });
      expect({ url, status: res.statusCode, where: res.json().detail?.[0]?.loc?.[0] }).toEqual({ url, status: 422, where });
    }
  });
});

describe('trolleys: add and edit', () => {
  it('adds a trolley OnPlant at its plant, with every SPEC field and a first transaction', async () => {
    const plant = await createPlant(t.ctx);
    const photo = await createStoredImage(t.ctx);
    const res = await t.api({ method: 'POST', url: '/trolleys', token: admin, payload: body(plant.id, { name: '  <b>Rack</b> 1 ', trolley_photo_url: photo, serial_number: '' }) });
    expect(res.statusCode).toBe(201);
    const tr = res.json();
    expect(tr).toMatchObject({
      name: 'Rack 1',
      trolley_photo_url: photo,
      serial_number: null,
      is_certified: true,
      expiry_date: '2027-03-31',
      trolley_status: 'OnPlant',
      plant: { id: plant.id, name: plant.name },
      customer: null,
      time_duration: 1,
      from_plant: null,
      to_plant: null,
      from_plant_name: null,
      to_plant_name: null,
      deleted_at: null,
      pickup_requested_at: null,
    });
    expect(Object.keys(tr).sort()).toEqual(
      [
        'id',
        'name',
        'uid',
        'trolley_photo_url',
        'serial_number',
        'is_certified',
        'expiry_date',
        'trolley_status',
        'plant',
        'customer',
        'created_at',
        'updated_at',
        'status_at',
        'time_duration',
        'from_plant',
        'to_plant',
        'from_plant_name',
        'to_plant_name',
        'deleted_at',
        'pickup_requested_at',
        'handover_id',
      ].sort(),
    );
    // Added on a plant: its latest step is no hand-over.
    expect(tr.handover_id).toBeNull();
    const txs = (await t.api({ method: 'GET', url: `/trolleys/${tr.id}/transactions`, token: admin })).json();
    expect(txs.list).toMatchObject([{ trolley_status: 'OnPlant', to_plant: { id: plant.id }, user: { first_name: expect.any(String) }, photos: [] }]);
  });

  it('validates at the edges: name 2-36, uid 1-36, serial 100, expiry date, plant, photo from /files', async () => {
    const plant = await createPlant(t.ctx);
    const post = (over: Record<string, unknown>) => t.api({ method: 'POST', url: '/trolleys', token: admin, payload: body(plant.id, over) });
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ name: 'x' }, 422, 'name'],
      [{ name: 'xy' }, 201],
      [{ name: 'x'.repeat(36) }, 201],
      [{ name: 'x'.repeat(37) }, 422, 'name'],
      [{ uid: '' }, 422, 'uid'],
      [{ uid: `${tag()}`.slice(0, 1) + tag() }, 201],
      [{ uid: 'u'.repeat(30) + tag() }, 201],
      [{ uid: 'u'.repeat(31) + tag() }, 422, 'uid'],
      [{ serial_number: 's'.repeat(100) }, 201],
      [{ serial_number: 's'.repeat(101) }, 422, 'serial_number'],
      [{ expiry_date: '2027-02-29' }, 422, 'expiry_date'],
      [{ expiry_date: '28/02/2027' }, 422, 'expiry_date'],
      [{ expiry_date: null }, 201],
      [{ plant_id: null }, 422, 'plant_id'],
      [{ plant_id: 999_999 }, 422, 'plant_id'],
      [{ trolley_photo_url: 'https://example.com/a.jpg' }, 422, 'trolley_photo_url'],
      [{ trolley_photo_url: '/files/AAAAAAAAAAAAAAAAAAAAAAAA' }, 422, 'trolley_photo_url'],
    ];
    for (const [over, status, field] of cases) {
      const res = await post(over);
      expect({ over, status: res.statusCode, field: res.statusCode === 422 ? res.json().detail[0].loc[1] : undefined }).toEqual({ over, status, field });
    }
    const bad = await post({ expiry_date: '2027-13-01' });
    expect(bad.json().detail[0].msg).toBe(TROLLEY_MESSAGES.invalidExpiryDate);
  });

  it('keeps uids unique among live trolleys whatever the case (409 with detail); a deleted one frees its uid', async () => {
    const plant = await createPlant(t.ctx);
    const uid = `Dup-${tag()}`;
    expect((await t.api({ method: 'POST', url: '/trolleys', token: admin, payload: body(plant.id, { uid }) })).statusCode).toBe(201);
    const dup = await t.api({ method: 'POST', url: '/trolleys', token: admin, payload: body(plant.id, { uid: uid.toUpperCase() }) });
    expect([dup.statusCode, dup.json().detail]).toEqual([409, 'A Trolley with this UID already exists.']);
    const other = await createTrolley(t.ctx, { plantId: plant.id });
    const upd = await t.api({ method: 'PUT', url: `/trolleys/${other.id}`, token: admin, payload: body(plant.id, { uid: uid.toLowerCase() }) });
    expect([upd.statusCode, upd.json().detail]).toEqual([409, 'A Trolley with this UID already exists.']);
    // Deleted: the uid can be used again; restoring the first then conflicts.
    const first = (await t.api({ method: 'GET', url: `/trolleys/by-uid/${uid}`, token: admin })).json();
    expect((await t.api({ method: 'DELETE', url: `/trolleys/${first.id}`, token: admin })).statusCode).toBe(200);
    expect((await t.api({ method: 'POST', url: '/trolleys', token: admin, payload: body(plant.id, { uid }) })).statusCode).toBe(201);
    const restore = await t.api({ method: 'PUT', url: `/trolleys/${first.id}/restore`, token: admin });
    expect(restore.statusCode).toBe(409);
  });

  it('updates the data; the plant changes only while the trolley is at a plant (409 otherwise)', async () => {
    const [p1, p2] = [await createPlant(t.ctx), await createPlant(t.ctx)];
    const tr = await createTrolley(t.ctx, { plantId: p1.id });
    const res = await t.api({
      method: 'PUT',
      url: `/trolleys/${tr.id}`,
      token: admin,
      payload: body(p2.id, { uid: tr.uid, name: 'Renamed', is_certified: false, expiry_date: null }),
    });
    expect(res.json()).toMatchObject({ name: 'Renamed', is_certified: false, expiry_date: null, plant: { id: p2.id }, trolley_status: 'OnPlant' });
    const away = await createTrolley(t.ctx, { plantId: p1.id, status: 'PlantChange', fromPlantId: p1.id, toPlantId: p2.id });
    const refused = await t.api({ method: 'PUT', url: `/trolleys/${away.id}`, token: admin, payload: body(p2.id, { uid: away.uid }) });
    expect(refused.statusCode).toBe(409);
    const same = await t.api({ method: 'PUT', url: `/trolleys/${away.id}`, token: admin, payload: body(p1.id, { uid: away.uid, name: 'Kept' }) });
    expect(same.json()).toMatchObject({ name: 'Kept', trolley_status: 'PlantChange' });
    expect((await t.api({ method: 'PUT', url: '/trolleys/999999', token: admin, payload: body(p1.id) })).statusCode).toBe(404);
  });
});

describe('trolleys: delete and restore', () => {
  it('deletes a trolley at a plant to the deleted list and restores it; refuses one away from a plant (409)', async () => {
    const plant = await createPlant(t.ctx);
    const tr = await createTrolley(t.ctx, { plantId: plant.id });
    expect((await t.api({ method: 'DELETE', url: `/trolleys/${tr.id}`, token: admin })).json()).toEqual({ message: 'Deleted successfully' });
    expect((await t.api({ method: 'GET', url: `/trolleys/${tr.id}`, token: admin })).statusCode).toBe(404);
    expect((await t.api({ method: 'DELETE', url: `/trolleys/${tr.id}`, token: admin })).statusCode).toBe(404);
    const live = ids((await t.api({ method: 'GET', url: `/trolleys?plant_id=${plant.id}&disabled=0`, token: admin })).json().list);
    const deleted = ids((await t.api({ method: 'GET', url: `/trolleys?plant_id=${plant.id}&is_deleted=true`, token: admin })).json().list);
    expect([live, deleted]).toEqual([[], [tr.id]]);
    // The history stays readable.
    expect((await t.api({ method: 'GET', url: `/trolleys/${tr.id}/transactions`, token: admin })).json().count).toBe(1);
    const restored = await t.api({ method: 'PUT', url: `/trolleys/${tr.id}/restore`, token: admin });
    expect(restored.json()).toMatchObject({ id: tr.id, deleted_at: null, trolley_status: 'OnPlant' });
    expect((await t.api({ method: 'PUT', url: `/trolleys/${tr.id}/restore`, token: admin })).statusCode).toBe(404);
    for (const status of ['PlantChange', 'DropOff', 'Delivery', 'Pickup'] as const) {
      const away = await createTrolley(t.ctx, { plantId: plant.id, status });
      expect({ status, code: (await t.api({ method: 'DELETE', url: `/trolleys/${away.id}`, token: admin })).statusCode }).toEqual({ status, code: 409 });
    }
    for (const status of ['Maintenance', 'DeFleet'] as const) {
      const atPlant = await createTrolley(t.ctx, { plantId: plant.id, status });
      expect({ status, code: (await t.api({ method: 'DELETE', url: `/trolleys/${atPlant.id}`, token: admin })).statusCode }).toEqual({ status, code: 200 });
    }
  });
});

describe('trolleys: lists', () => {
  it('searches name, uid, serial number, customer and plant', async () => {
    const k = tag();
    const plant = await createPlant(t.ctx, { name: `Depot ${k}` });
    const customer = await createCustomer(t.ctx, { first_name: 'Findme', last_name: `Cust${k}` });
    const a = await createTrolley(t.ctx, { plantId: plant.id, name: `Alpha ${k}` });
    const b = await createTrolley(t.ctx, { uid: `UIDX-${k}` });
    const c = await createTrolley(t.ctx, { serial_number: `SER-${k}` });
    const d = await createTrolley(t.ctx, { status: 'Delivery', customerId: customer.id });
    const find = async (search: string) => ids((await t.api({ method: 'GET', url: `/trolleys?search=${encodeURIComponent(search)}`, token: admin })).json().list).sort();
    expect(await find(`Alpha ${k}`)).toEqual([a.id]);
    expect(await find(`uidx-${k}`)).toEqual([b.id]);
    expect(await find(`ser-${k}`)).toEqual([c.id]);
    expect(await find(`Findme Cust${k}`)).toEqual([d.id]);
    expect(await find(`depot ${k}`)).toEqual([a.id]);
    const res = (await t.api({ method: 'GET', url: `/trolleys?search=${k}&limit=1`, token: admin })).json();
    expect([res.count, res.list.length]).toEqual([4, 1]);
  });

  it('sorts by every SPEC field name both ways, refuses anything else (422), filters by plant and status', async () => {
    for (const column of TROLLEY_SORT_COLUMNS) {
      for (const order of ['asc', 'desc']) {
        const res = await t.api({ method: 'GET', url: `/trolleys?sort_by=${column}&order=${order}`, token: admin });
        expect({ column, order, status: res.statusCode }).toEqual({ column, order, status: 200 });
      }
    }
    expect((await t.api({ method: 'GET', url: '/trolleys?sort_by=state_version', token: admin })).statusCode).toBe(422);
    expect((await t.api({ method: 'GET', url: '/trolleys?trolley_status=Missing', token: admin })).statusCode).toBe(422);
    const k = tag();
    const plant = await createPlant(t.ctx);
    const b = await createTrolley(t.ctx, { plantId: plant.id, name: `b ${k}`, status: 'Maintenance' });
    const a = await createTrolley(t.ctx, { plantId: plant.id, name: `A ${k}` });
    const byName = ids((await t.api({ method: 'GET', url: `/trolleys?plant_id=${plant.id}&sort_by=name&order=asc`, token: admin })).json().list);
    expect(byName).toEqual([a.id, b.id]);
    const repairs = ids((await t.api({ method: 'GET', url: `/trolleys?plant_id=${plant.id}&trolley_status=Maintenance`, token: admin })).json().list);
    expect(repairs).toEqual([b.id]);
    for (const column of TROLLEY_TRANSACTION_SORT_COLUMNS) {
      const res = await t.api({ method: 'GET', url: `/trolleys/${a.id}/transactions?sort_by=${column}&order=desc`, token: admin });
      expect({ column, status: res.statusCode }).toEqual({ column, status: 200 });
    }
  });

  it('lists checkout (PlantChange leaving) and check-in (PlantChange or DropOff arriving) for one of my plants only', async () => {
    const [A, B, C] = [await createPlant(t.ctx), await createPlant(t.ctx), await createPlant(t.ctx)];
    const u = await quickTokenWith(t, ['List Trolleys']);
    await grantPlants(t.ctx, u.user.id, [A.id, B.id]);
    const leaving = await createTrolley(t.ctx, { plantId: A.id, status: 'PlantChange', fromPlantId: A.id, toPlantId: B.id });
    const onRoad = await createTrolley(t.ctx, { plantId: C.id, status: 'DropOff', fromPlantId: C.id, toPlantId: B.id });
    await createTrolley(t.ctx, { plantId: A.id });
    await createTrolley(t.ctx, { plantId: A.id, status: 'DropOff', fromPlantId: A.id, toPlantId: C.id });
    const list = async (which: string, plantId: number) => {
      const res = await t.api({ method: 'GET', url: `/trolleys/statuses/${which}?plant_id=${plantId}&trolley_status=PlantChange&disabled=0`, token: u.token });
      return res.statusCode === 200 ? ids(res.json().list).sort() : res.statusCode;
    };
    expect(await list('checkout', A.id)).toEqual([leaving.id]);
    expect(await list('checkin', B.id)).toEqual([leaving.id, onRoad.id].sort());
    expect(await list('checkin', A.id)).toEqual([]);
    expect(await list('checkout', C.id)).toBe(403);
    const none = await t.api({ method: 'GET', url: '/trolleys/statuses/checkout', token: u.token });
    expect([none.statusCode, none.json().detail[0].msg]).toEqual([422, 'Please Select Plant']);
    expect((await t.api({ method: 'GET', url: '/trolleys/statuses/checkout?plant_id=999999', token: u.token })).statusCode).toBe(404);
    expect((await t.api({ method: 'GET', url: `/trolleys/statuses/checkin?plant_id=${C.id}`, token: admin })).statusCode).toBe(200);
  });

  it('tells each user the plants they act at; the Super Admin acts at every plant', async () => {
    const [A, B] = [await createPlant(t.ctx), await createPlant(t.ctx)];
    const u = await quickTokenWith(t, ['List Trolleys']);
    await grantPlants(t.ctx, u.user.id, [B.id]);
    expect((await t.api({ method: 'GET', url: '/trolleys/plants', token: u.token })).json()).toEqual([{ id: B.id, name: B.name }]);
    const all = ids((await t.api({ method: 'GET', url: '/trolleys/plants', token: admin })).json());
    expect(all).toEqual(expect.arrayContaining([A.id, B.id]));
    const nobody = await quickTokenWith(t, ['List Trolleys']);
    expect((await t.api({ method: 'GET', url: '/trolleys/plants', token: nobody.token })).json()).toEqual([]);
  });

  it('offers live approved customers for a delivery, searchable by full name or email', async () => {
    const k = tag();
    const ok = await createCustomer(t.ctx, { approved: true, first_name: 'Deliv', last_name: `Ok${k}` });
    await createCustomer(t.ctx, { first_name: 'Deliv', last_name: `Pending${k}` });
    await createCustomer(t.ctx, { approved: true, deleted: true, first_name: 'Deliv', last_name: `Gone${k}` });
    const found = (await t.api({ method: 'GET', url: `/trolleys/delivery-customers?search=${k}`, token: admin })).json();
    expect(found).toEqual([{ id: ok.id, first_name: 'Deliv', last_name: `Ok${k}`, email: ok.email, business_id: null }]);
    expect(ids((await t.api({ method: 'GET', url: `/trolleys/delivery-customers?search=${ok.email}`, token: admin })).json())).toEqual([ok.id]);
  });

  it('orders delivery customers by first name, then last name, whatever the case, and the limit counts approved ones only', async () => {
    const k = tag();
    const make = (first_name: string, approved: boolean) =>
      createCustomer(t.ctx, { approved, first_name, last_name: `Deliv${k}`, email: `${first_name.toLowerCase()}.${k}@example.com` });
    await make('zoe', true);
    await make('Adam', false);
    await make('ben', true);
    await make('Amy', true);
    const names = async (limit: number) =>
      ((await t.api({ method: 'GET', url: `/trolleys/delivery-customers?search=${k}&limit=${limit}`, token: admin })).json() as { first_name: string }[]).map((c) => c.first_name);
    expect(await names(2)).toEqual(['Amy', 'ben']);
    expect(await names(4)).toEqual(['Amy', 'ben', 'zoe']);
  });

  it('finds a live trolley by its uid whatever the case', async () => {
    const tr = await createTrolley(t.ctx, { uid: `Scan-${tag()}` });
    expect((await t.api({ method: 'GET', url: `/trolleys/by-uid/${tr.uid.toUpperCase()}`, token: admin })).json().id).toBe(tr.id);
    const gone = await createTrolley(t.ctx, { deleted: true });
    expect((await t.api({ method: 'GET', url: `/trolleys/by-uid/${gone.uid}`, token: admin })).statusCode).toBe(404);
  });
});
