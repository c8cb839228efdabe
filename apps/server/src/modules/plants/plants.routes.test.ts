import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createCity, createPlant, setRoleOperations, quickTokenWith } from '../../test/factories.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const tag = () => randomBytes(3).toString('hex');
/** A name of exactly `length` characters, unique enough for this file. */
const nameOf = (length: number) => `${tag()}${'p'.repeat(Math.max(0, length - 6))}`.slice(0, length);
const body = (over: Record<string, unknown> = {}) => ({ name: `Plant ${tag()}`, address: '1 Glass Road', contact: '0123456789', city_id: null, ...over });

describe('plants', () => {
  it('adds, reads, updates and deletes a plant without a city', async () => {
    const created = await t.api({ method: 'POST', url: '/plants', token: admin, payload: body({ name: 'North Works', address: '1 Quay\nDock 4', contact: '+44 20 7946 0000' }) });
    expect(created.statusCode).toBe(201);
    const plant = created.json();
    expect(plant).toEqual({ id: expect.any(Number), name: 'North Works', address: '1 Quay\nDock 4', contact: '+44 20 7946 0000', city: null });

    const read = await t.api({ method: 'GET', url: `/plants/${plant.id}`, token: admin });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(plant);

    const updated = await t.api({ method: 'PUT', url: `/plants/${plant.id}`, token: admin, payload: body({ name: 'North Works 2', address: null, contact: '0987654321' }) });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ id: plant.id, name: 'North Works 2', address: null, contact: '0987654321', city: null });
    expect((await t.api({ method: 'GET', url: `/plants/${plant.id}`, token: admin })).json()).toEqual(updated.json());

    const deleted = await t.api({ method: 'DELETE', url: `/plants/${plant.id}`, token: admin });
    expect(deleted.statusCode).toBe(200);
    expect(typeof deleted.json().message).toBe('string');
    expect((await t.api({ method: 'GET', url: `/plants/${plant.id}`, token: admin })).statusCode).toBe(404);
  });

  it('keeps the chosen city as {id, name}, changes it and clears it', async () => {
    const lyon = await createCity(t.ctx, `Lyon ${tag()}`);
    const nice = await createCity(t.ctx, `Nice ${tag()}`);
    const created = await t.api({ method: 'POST', url: '/plants', token: admin, payload: body({ city_id: lyon.id }) });
    expect(created.statusCode).toBe(201);
    const plant = created.json();
    expect(plant.city).toEqual({ id: lyon.id, name: lyon.name });
    expect((await t.api({ method: 'GET', url: `/plants/${plant.id}`, token: admin })).json().city).toEqual({ id: lyon.id, name: lyon.name });

    const moved = await t.api({ method: 'PUT', url: `/plants/${plant.id}`, token: admin, payload: body({ city_id: nice.id }) });
    expect(moved.json().city).toEqual({ id: nice.id, name: nice.name });

    const cleared = await t.api({ method: 'PUT', url: `/plants/${plant.id}`, token: admin, payload: body({ city_id: '' }) });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().city).toBeNull();
  });

  it.each([
    ['empty', { city_id: '' }],
    ['null', { city_id: null }],
    ['missing', { city_id: undefined }],
  ])('stores no city when city_id is %s', async (_kind, over) => {
    const payload: Record<string, unknown> = body(over);
    if (over.city_id === undefined) delete payload.city_id;
    const res = await t.api({ method: 'POST', url: '/plants', token: admin, payload });
    expect(res.statusCode).toBe(201);
    expect(res.json().city).toBeNull();
  });

  it('answers 422 on city_id for a city that does not exist, on add and on update', async () => {
    const add = await t.api({ method: 'POST', url: '/plants', token: admin, payload: body({ city_id: 999_999 }) });
    expect(add.statusCode).toBe(422);
    expect(add.json().detail[0].loc).toEqual(['body', 'city_id']);
    expect(typeof add.json().detail[0].msg).toBe('string');

    const plant = await createPlant(t.ctx);
    const update = await t.api({ method: 'PUT', url: `/plants/${plant.id}`, token: admin, payload: body({ city_id: 999_999 }) });
    expect(update.statusCode).toBe(422);
    expect(update.json().detail[0].loc).toEqual(['body', 'city_id']);
  });

  it.each([['abc'], [0], [-3], [1.5]])('rejects city_id %j with a 422 on city_id', async (cityId) => {
    const res = await t.api({ method: 'POST', url: '/plants', token: admin, payload: body({ city_id: cityId }) });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['body', 'city_id']);
  });

  it.each([
    ['add', 'POST', 1, 422],
    ['add', 'POST', 2, 201],
    ['add', 'POST', 36, 201],
    ['add', 'POST', 37, 422],
    ['update', 'PUT', 1, 422],
    ['update', 'PUT', 2, 200],
    ['update', 'PUT', 150, 200],
    ['update', 'PUT', 151, 422],
  ] as const)('%s plant name of %i characters -> %i', async (_kind, method, length, status) => {
    const url = method === 'POST' ? '/plants' : `/plants/${(await createPlant(t.ctx)).id}`;
    const name = nameOf(length);
    const res = await t.api({ method, url, token: admin, payload: body({ name }) });
    expect(res.statusCode).toBe(status);
    if (status === 422) expect(res.json().detail[0].loc).toEqual(['body', 'name']);
    else expect(res.json().name).toBe(name);
  });

  it.each([
    ['add', 'POST', 9, 422],
    ['add', 'POST', 10, 201],
    ['add', 'POST', 17, 201],
    ['add', 'POST', 18, 422],
    ['update', 'PUT', 9, 422],
    ['update', 'PUT', 10, 200],
    ['update', 'PUT', 17, 200],
    ['update', 'PUT', 18, 422],
  ] as const)('%s contact of %i characters -> %i', async (_kind, method, length, status) => {
    const url = method === 'POST' ? '/plants' : `/plants/${(await createPlant(t.ctx)).id}`;
    const contact = '1234567890'.repeat(2).slice(0, length);
    const res = await t.api({ method, url, token: admin, payload: body({ contact }) });
    expect(res.statusCode).toBe(status);
    if (status === 422) expect(res.json().detail[0].loc).toEqual(['body', 'contact']);
    else expect(res.json().contact).toBe(contact);
  });

  it('needs a name and a contact', async () => {
    for (const field of ['name', 'contact']) {
      const payload: Record<string, unknown> = body();
      delete payload[field];
      const res = await t.api({ method: 'POST', url: '/plants', token: admin, payload });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc).toEqual(['body', field]);
    }
  });

  it('counts the bounds after trimming and stripping markup', async () => {
    // 9 characters once cleaned: too short, though 20 were sent.
    const short = await t.api({ method: 'POST', url: '/plants', token: admin, payload: body({ contact: '  <b>123456789</b>  ' }) });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail[0].loc).toEqual(['body', 'contact']);
    // 36 characters once cleaned, though longer as sent.
    const name = nameOf(36);
    const ok = await t.api({ method: 'POST', url: '/plants', token: admin, payload: body({ name: `  <i>${name}</i> ` }) });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().name).toBe(name);
  });

  it('keeps the address optional: empty, blank, null and missing are all stored as null', async () => {
    for (const address of ['', '   ', null, undefined]) {
      const payload: Record<string, unknown> = body({ address });
      if (address === undefined) delete payload.address;
      const res = await t.api({ method: 'POST', url: '/plants', token: admin, payload });
      expect(res.statusCode).toBe(201);
      expect(res.json().address).toBeNull();
      expect((await t.api({ method: 'GET', url: `/plants/${res.json().id}`, token: admin })).json().address).toBeNull();
    }
  });

  it('strips markup from every text field and trims it', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/plants',
      token: admin,
      payload: body({ name: '  <b>South</b> Works ', address: '<script>x</script>Main St', contact: ' <i>0123456789</i> ' }),
    });
    expect(res.statusCode).toBe(201);
    const plant = res.json();
    expect(plant.name).toBe('South Works');
    expect(plant.contact).toBe('0123456789');
    expect(plant.address).toContain('Main St');
    expect(plant.address).not.toMatch(/[<>]|script/);
    const stored = (await t.api({ method: 'GET', url: `/plants/${plant.id}`, token: admin })).json();
    expect(stored).toEqual(plant);
  });

  it('answers 404 with a detail for an unknown plant on GET, PUT and DELETE', async () => {
    for (const [method, payload] of [['GET'], ['PUT', body()], ['DELETE']] as const) {
      const res = await t.api({ method, url: '/plants/999999', token: admin, payload });
      expect(res.statusCode).toBe(404);
      expect(typeof res.json().detail).toBe('string');
    }
  });

  it('rejects an id that is not a positive integer with a 422 on the path', async () => {
    for (const id of ['abc', '0', '-1']) {
      const res = await t.api({ method: 'GET', url: `/plants/${id}`, token: admin });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc).toEqual(['path', 'id']);
    }
  });

  it('pages, sorts and searches (name, contact and city name) with a count of all matches', async () => {
    const q = `q${tag()}`;
    const digits = String(1_000_000 + (randomBytes(3).readUIntBE(0, 3) % 9_000_000));
    const city = await createCity(t.ctx, `Town ${q}`);
    for (const payload of [
      body({ name: `Alpha ${q}`, contact: '0000000001' }),
      body({ name: 'Bravo in town', contact: '0000000002', city_id: city.id }),
      body({ name: `charlie ${q}`, contact: '0000000003' }),
      body({ name: `Delta ${q}`, contact: '0000000004' }),
      body({ name: 'Echo by phone', contact: `+33 (${digits})` }),
    ]) {
      expect((await t.api({ method: 'POST', url: '/plants', token: admin, payload })).statusCode).toBe(201);
    }

    const byName = await t.api({ method: 'GET', url: `/plants?search=${q}&sort_by=name&order=asc`, token: admin });
    expect(byName.statusCode).toBe(200);
    expect(byName.json().count).toBe(4);
    expect(byName.json().list.map((p: { name: string }) => p.name)).toEqual([`Alpha ${q}`, 'Bravo in town', `charlie ${q}`, `Delta ${q}`]);
    expect(byName.json().list[1].city).toEqual({ id: city.id, name: city.name });

    const page = await t.api({ method: 'GET', url: `/plants?search=${q.toUpperCase()}&sort_by=name&order=desc&start=1&limit=2`, token: admin });
    expect(page.json()).toEqual({
      count: 4,
      list: [expect.objectContaining({ name: `charlie ${q}` }), expect.objectContaining({ name: 'Bravo in town' })],
    });

    const byContact = await t.api({ method: 'GET', url: `/plants?search=${encodeURIComponent(`(${digits}`)}`, token: admin });
    expect(byContact.json()).toEqual({ count: 1, list: [expect.objectContaining({ name: 'Echo by phone' })] });

    const contactSort = await t.api({ method: 'GET', url: `/plants?search=${q}&sort_by=contact&order=desc&limit=1`, token: admin });
    expect(contactSort.json().list[0].name).toBe(`Delta ${q}`);

    const nothing = await t.api({ method: 'GET', url: `/plants?search=${q}zzz`, token: admin });
    expect(nothing.json()).toEqual({ list: [], count: 0 });

    const defaults = await t.api({ method: 'GET', url: '/plants', token: admin });
    expect(defaults.statusCode).toBe(200);
    expect(defaults.json().list.length).toBeLessThanOrEqual(10);
    expect(defaults.json().count).toBeGreaterThanOrEqual(5);
  });

  it.each([
    ['sort_by=password', 'sort_by'],
    ['sort_by=city', 'sort_by'],
    ['limit=201', 'limit'],
    ['limit=0', 'limit'],
    ['start=-1', 'start'],
  ])('rejects %s with a 422 on the query', async (qs, field) => {
    const res = await t.api({ method: 'GET', url: `/plants?${qs}`, token: admin });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['query', field]);
  });

  it('accepts the largest page of 200', async () => {
    expect((await t.api({ method: 'GET', url: '/plants?limit=200', token: admin })).statusCode).toBe(200);
  });

  it('lists every plant as {id, name} sorted by name on GET /plant/all', async () => {
    const q = tag();
    for (const n of ['Zulu', 'Alpha', 'Mike']) await createPlant(t.ctx, { name: `${n} ${q}`, cityId: null });
    const res = await t.api({ method: 'GET', url: '/plant/all', token: admin });
    expect(res.statusCode).toBe(200);
    const all = res.json() as { id: number; name: string }[];
    for (const item of all) expect(Object.keys(item).sort()).toEqual(['id', 'name']);
    expect(all.filter((p) => p.name.endsWith(` ${q}`)).map((p) => p.name)).toEqual([`Alpha ${q}`, `Mike ${q}`, `Zulu ${q}`]);
    const count = (await t.api({ method: 'GET', url: '/plants', token: admin })).json().count;
    expect(all.length).toBe(count);
  });

  it('needs a token (401) and the city operation of the route table (403) on every call', async () => {
    const plant = await createPlant(t.ctx);
    const calls = [
      { method: 'GET', url: '/plants', op: 'List Cities' },
      { method: 'GET', url: `/plants/${plant.id}`, op: 'List Cities' },
      { method: 'POST', url: '/plants', op: 'Add City', payload: body() },
      { method: 'PUT', url: `/plants/${plant.id}`, op: 'Update City', payload: body() },
      { method: 'DELETE', url: `/plants/${plant.id}`, op: 'Delete City' },
      { method: 'GET', url: '/plant/all', op: 'List Cities' },
    ] as const;
    const { token, roleId } = await quickTokenWith(t, []);
    for (const { op, ...call } of calls) {
      const anonymous = await t.api(call);
      expect(anonymous.statusCode).toBe(401);
      expect(typeof anonymous.json().detail).toBe('string');
      const denied = await t.api({ ...call, token });
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ detail: "You don't have permission." });
    }

    // Each operation opens its own call and no other write.
    await setRoleOperations(t.ctx, roleId, ['List Cities']);
    expect((await t.api({ method: 'GET', url: '/plants', token })).statusCode).toBe(200);
    expect((await t.api({ method: 'GET', url: `/plants/${plant.id}`, token })).statusCode).toBe(200);
    expect((await t.api({ method: 'POST', url: '/plants', token, payload: body() })).statusCode).toBe(403);
    expect((await t.api({ method: 'PUT', url: `/plants/${plant.id}`, token, payload: body() })).statusCode).toBe(403);
    expect((await t.api({ method: 'DELETE', url: `/plants/${plant.id}`, token })).statusCode).toBe(403);

    await setRoleOperations(t.ctx, roleId, ['Add City']);
    expect((await t.api({ method: 'POST', url: '/plants', token, payload: body() })).statusCode).toBe(201);
    expect((await t.api({ method: 'GET', url: '/plants', token })).statusCode).toBe(403);

    await setRoleOperations(t.ctx, roleId, ['Update City']);
    expect((await t.api({ method: 'GET', url: `/plants/${plant.id}`, token })).statusCode).toBe(200);
    expect((await t.api({ method: 'PUT', url: `/plants/${plant.id}`, token, payload: body() })).statusCode).toBe(200);
    expect((await t.api({ method: 'DELETE', url: `/plants/${plant.id}`, token })).statusCode).toBe(403);

    await setRoleOperations(t.ctx, roleId, ['Delete City']);
    expect((await t.api({ method: 'DELETE', url: `/plants/${plant.id}`, token })).statusCode).toBe(200);
    expect((await t.api({ method: 'POST', url: '/plants', token, payload: body() })).statusCode).toBe(403);
  });

  it('opens GET /plant/all to a role holding only List Users', async () => {
    const { token } = await quickTokenWith(t, ['List Users']);
    const res = await t.api({ method: 'GET', url: '/plant/all', token });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
    expect((await t.api({ method: 'GET', url: '/plants', token })).statusCode).toBe(403);
  });
});
