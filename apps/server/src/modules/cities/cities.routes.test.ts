import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@glassdesk/shared';
import { buildTestApp, usingPostgres, type TestApp } from '../../test/build-test-app.js';
import { createCity, createPlant, tokenWith, unique } from '../../test/factories.js';
import { statementsDuring } from '../../test/statements.js';
import { verifyActivityChain } from '../activity/activity.verify.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

describe('cities', () => {
  it('adds, reads, renames and deletes a city', async () => {
    const created = await t.api({ method: 'POST', url: '/cities', token: admin, payload: { name: '  <b>Lyon</b> ' } });
    expect(created.statusCode).toBe(201);
    const city = created.json();
    expect(city.name).toBe('Lyon');

    expect((await t.api({ method: 'GET', url: `/cities/${city.id}`, token: admin })).json()).toEqual({ id: city.id, name: 'Lyon' });

    const renamed = await t.api({ method: 'PUT', url: `/cities/${city.id}`, token: admin, payload: { name: 'Lyon Sud' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Lyon Sud');

    expect((await t.api({ method: 'DELETE', url: `/cities/${city.id}`, token: admin })).statusCode).toBe(200);
    expect((await t.api({ method: 'GET', url: `/cities/${city.id}`, token: admin })).statusCode).toBe(404);
    expect((await t.api({ method: 'DELETE', url: `/cities/${city.id}`, token: admin })).statusCode).toBe(404);
  });

  // Plain text loses its tags only; every other character is stored and read back as typed.
  it('stores a name with <, &, > and quotes exactly as typed and reads it back unchanged', async () => {
    const name = `5 < 6 & "quotes" > 'x' ${Date.now()}`;
    const created = await t.api({ method: 'POST', url: '/cities', token: admin, payload: { name } });
    expect(created.statusCode).toBe(201);
    expect(created.json().name).toBe(name);
    const { id } = created.json();
    expect((await t.api({ method: 'GET', url: `/cities/${id}`, token: admin })).json()).toEqual({ id, name });
    const listed = await t.api({ method: 'GET', url: `/cities?search=${encodeURIComponent('5 < 6 & "quotes"')}&limit=200`, token: admin });
    expect(listed.json().list.map((c: { name: string }) => c.name)).toContain(name);

    const renamed = await t.api({ method: 'PUT', url: `/cities/${id}`, token: admin, payload: { name: ` <b>Zoë</b> 🙂 & <i>"${id}"</i> < ok ` } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe(`Zoë 🙂 & "${id}" < ok`);
    expect((await t.api({ method: 'GET', url: `/cities/${id}`, token: admin })).json().name).toBe(`Zoë 🙂 & "${id}" < ok`);
  });

  it('answers 409 with a detail for a duplicate name, whatever its case', async () => {
    await createCity(t.ctx, 'Nantes');
    const dup = await t.api({ method: 'POST', url: '/cities', token: admin, payload: { name: 'NANTES' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ detail: 'A City with this name already exists.' });

    const other = await createCity(t.ctx, 'Rennes');
    const rename = await t.api({ method: 'PUT', url: `/cities/${other.id}`, token: admin, payload: { name: 'nantes' } });
    expect(rename.statusCode).toBe(409);
  });

  it.each([
    ['add', 'POST', 0, 422],
    ['add', 'POST', 1, 201],
    ['add', 'POST', 50, 201],
    ['add', 'POST', 51, 422],
    ['update', 'PUT', 1, 422],
    ['update', 'PUT', 2, 200],
    ['update', 'PUT', 150, 200],
    ['update', 'PUT', 151, 422],
  ] as const)('%s city name of %i characters -> %i', async (_kind, method, length, status) => {
    const name = `${Math.random()
      .toString(36)
      .slice(2, 2 + Math.min(length, 8))}${'x'.repeat(Math.max(0, length - 8))}`.slice(0, length);
    const target = method === 'POST' ? '/cities' : `/cities/${(await createCity(t.ctx)).id}`;
    const res = await t.api({ method, url: target, token: admin, payload: { name } });
    expect(res.statusCode).toBe(status);
    if (status === 422) {
      const detail = res.json().detail;
      expect(detail[0].loc).toEqual(['body', 'name']);
      expect(typeof detail[0].msg).toBe('string');
    }
  });

  it('refuses to delete a city that a plant uses', async () => {
    const city = await createCity(t.ctx);
    await createPlant(t.ctx, { cityId: city.id });
    const res = await t.api({ method: 'DELETE', url: `/cities/${city.id}`, token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/used by a Plant/);
  });

  it('pages, sorts and searches with a count of all matches', async () => {
    for (const n of ['Alpha-q', 'Beta-q', 'Gamma-q', 'delta-q', 'Epsilon-q']) await createCity(t.ctx, n);
    const page = await t.api({ method: 'GET', url: '/cities?search=-q&sort_by=name&order=asc&start=1&limit=2', token: admin });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ count: 5, list: [expect.objectContaining({ name: 'Beta-q' }), expect.objectContaining({ name: 'delta-q' })] });

    const desc = await t.api({ method: 'GET', url: '/cities?search=-Q&sort_by=name&order=desc&limit=1', token: admin });
    expect(desc.json().list[0].name).toBe('Gamma-q');

    const wildcard = await t.api({ method: 'GET', url: '/cities?search=%25', token: admin });
    expect(wildcard.json().count).toBe(0);

    const defaults = await t.api({ method: 'GET', url: '/cities', token: admin });
    expect(defaults.json().list.length).toBeLessThanOrEqual(10);
  });

  it.each([
    ['sort_by=password', 'sort_by'],
    ['limit=201', 'limit'],
    ['limit=0', 'limit'],
    ['start=-1', 'start'],
    ['order=sideways', 'order'],
  ])('rejects %s with a 422 on the query', async (qs, field) => {
    const res = await t.api({ method: 'GET', url: `/cities?${qs}`, token: admin });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['query', field]);
  });

  it('accepts the largest page of 200', async () => {
    expect((await t.api({ method: 'GET', url: '/cities?limit=200', token: admin })).statusCode).toBe(200);
  });

  it('needs a token (401) and the operation (403) on every call', async () => {
    const city = await createCity(t.ctx);
    const calls = [
      { method: 'GET', url: '/cities', op: 'List Cities' },
      { method: 'GET', url: `/cities/${city.id}`, op: 'Update City' },
      { method: 'POST', url: '/cities', op: 'Add City', payload: { name: 'Zed' } },
      { method: 'PUT', url: `/cities/${city.id}`, op: 'Update City', payload: { name: 'Zed' } },
      { method: 'DELETE', url: `/cities/${city.id}`, op: 'Delete City' },
    ] as const;
    const { token: nobody } = await tokenWith(t, []);
    for (const call of calls) {
      expect((await t.api({ ...call })).statusCode).toBe(401);
      const denied = await t.api({ ...call, token: nobody });
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ detail: "You don't have permission." });
    }
    // Permission comes before validation: an invalid body tells a caller without rights nothing.
    expect((await t.api({ method: 'POST', url: '/cities', payload: {} })).statusCode).toBe(401);
    expect((await t.api({ method: 'POST', url: '/cities', token: nobody, payload: {} })).statusCode).toBe(403);
    expect((await t.api({ method: 'GET', url: '/cities/abc' })).statusCode).toBe(401);
    const { token: lister } = await tokenWith(t, ['List Cities']);
    expect((await t.api({ method: 'GET', url: '/cities', token: lister })).statusCode).toBe(200);
    expect((await t.api({ method: 'POST', url: '/cities', token: lister, payload: { name: 'Nope' } })).statusCode).toBe(403);
    expect((await t.api({ method: 'DELETE', url: `/cities/${city.id}`, token: lister })).statusCode).toBe(403);
  });
});

// A rename's activity entry: on PostgreSQL it goes in the save's own statement (the sealer fills in the name before,
// which that statement read under the row's lock); on SQLite it is written after the save. Either way the entry reads
// before -> after, a search finds it by either name, and a save that changes nothing, or is refused, leaves none.

const entriesOf = async (cityId: number) => {
  const res = await t.api({ method: 'GET', url: `/activity?entity_type=city&entity_id=${cityId}`, token: admin });
  return (res.json() as { list: ActivityEntry[] }).list;
};
const rename = (id: number, name: string, headers: Record<string, string> = {}) => t.api({ method: 'PUT', url: `/cities/${id}`, token: admin, payload: { name }, headers });

describe("a rename's activity entry", () => {
  it('reads the name before and after, is found by either name, and links into an unbroken chain', async () => {
    const city = await createCity(t.ctx, `Vaasa ${unique()}`);
    const res = await rename(city.id, `${city.name} Norr`);
    expect(res.statusCode).toBe(200);
    const [entry] = await entriesOf(city.id);
    expect(entry).toMatchObject({
      action: 'updated',
      entity: { type: 'city', id: city.id, label: `City ${city.name} Norr` },
      actor: { type: 'user' },
      changes: [{ field: 'name', before: city.name, after: `${city.name} Norr` }],
    });
    for (const term of [city.name.toUpperCase(), `${city.name} norr`]) {
      const found = await t.api({ method: 'GET', url: `/activity?search=${encodeURIComponent(term)}`, token: admin });
      expect((found.json() as { list: ActivityEntry[] }).list.map((e) => e.id)).toContain(entry!.id);
    }
    expect(await verifyActivityChain(t.ctx.db)).toMatchObject({ ok: true });
  });

  it('is not written for a save that changes nothing, a name in use (409) or a stale version (412)', async () => {
    const city = await createCity(t.ctx, `Oulu ${unique()}`);
    const other = await createCity(t.ctx, `Kemi ${unique()}`);
    expect((await rename(city.id, city.name)).statusCode).toBe(200);
    expect((await rename(city.id, other.name.toLowerCase())).statusCode).toBe(409);
    expect((await rename(city.id, `${city.name} B`, { 'if-match': '"99"' })).statusCode).toBe(412);
    expect(await entriesOf(city.id)).toEqual([]);
    // Sealed by the read above: nothing is left pending either.
    expect(await t.ctx.db.selectFrom('activity_pending').select('id').execute()).toEqual([]);
    const saved = await rename(city.id, `${city.name} B`);
    expect(saved.statusCode).toBe(200);
    expect((await entriesOf(city.id)).map((e) => e.changes)).toEqual([[{ field: 'name', before: city.name, after: `${city.name} B` }]]);
  });

  it('on PostgreSQL costs the save no statement of its own; on SQLite follows the save', async () => {
    const city = await createCity(t.ctx, `Pori ${unique()}`);
    let res: Awaited<ReturnType<typeof rename>> | undefined;
    const sent = await statementsDuring(async () => {
      res = await rename(city.id, `${city.name} Uusi`);
    });
    expect(res!.statusCode).toBe(200);
    const writes = sent.filter((s) => /\b(update|insert)\b/i.test(s) && !/\bsessions\b/.test(s));
    if (usingPostgres()) {
      // One statement updates the city and writes its entry pending.
      expect(writes).toHaveLength(1);
      expect(writes[0]).toMatch(/update "cities"[\s\S]*insert into activity_pending/i);
    } else {
      expect(writes.map((s) => s.match(/^(update "cities"|insert into activity_pending)/i)?.[0])).toEqual(['update "cities"', 'insert into activity_pending']);
    }
    expect((await entriesOf(city.id))[0]?.changes).toEqual([{ field: 'name', before: city.name, after: `${city.name} Uusi` }]);
  });
});
