import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { expectOperationChecks } from '../../test/access.js';
import { createGlassType } from '../../test/factories.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const BASE = '/glass-types';
const create = (name?: string) => createGlassType(t.ctx, name);

describe('glass types', () => {
  it('adds, reads, renames and deletes a glass type', async () => {
    const created = await t.api({ method: 'POST', url: BASE, token: admin, payload: { name: '  <b>Laminated</b> ' } });
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toEqual({ id: expect.any(Number), name: 'Laminated' });

    expect((await t.api({ method: 'GET', url: `${BASE}/${item.id}`, token: admin })).json()).toEqual(item);

    const renamed = await t.api({ method: 'PUT', url: `${BASE}/${item.id}`, token: admin, payload: { name: 'Laminated (large)' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: item.id, name: 'Laminated (large)' });

    const removed = await t.api({ method: 'DELETE', url: `${BASE}/${item.id}`, token: admin });
    expect(removed.statusCode).toBe(200);
    expect(typeof removed.json().message).toBe('string');
    for (const method of ['GET', 'DELETE'] as const) {
      const gone = await t.api({ method, url: `${BASE}/${item.id}`, token: admin });
      expect(gone.statusCode).toBe(404);
      expect(typeof gone.json().detail).toBe('string');
    }
    expect((await t.api({ method: 'PUT', url: `${BASE}/${item.id}`, token: admin, payload: { name: 'Nothing here' } })).statusCode).toBe(404);
  });

  it('answers 409 with a detail for a duplicate name, whatever its case', async () => {
    await create('Toughened 6mm');
    const dup = await t.api({ method: 'POST', url: BASE, token: admin, payload: { name: 'TOUGHENED 6MM' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ detail: 'A Glass Type with this name already exists.' });

    const other = await create('Low-E coated');
    const rename = await t.api({ method: 'PUT', url: `${BASE}/${other.id}`, token: admin, payload: { name: ' toughened 6mm ' } });
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toEqual({ detail: 'A Glass Type with this name already exists.' });
    // A glass type may change the case of its own name.
    expect((await t.api({ method: 'PUT', url: `${BASE}/${other.id}`, token: admin, payload: { name: 'LOW-E COATED' } })).statusCode).toBe(200);
  });

  it.each([
    ['POST', 2, 422], ['POST', 3, 201], ['POST', 255, 201], ['POST', 256, 422],
    ['PUT', 2, 422], ['PUT', 3, 200], ['PUT', 255, 200], ['PUT', 256, 422],
  ] as const)('%s a name of %i characters -> %i', async (method, length, status) => {
    const name = `${Math.random().toString(36).slice(2, 2 + Math.min(length, 8))}${'x'.repeat(Math.max(0, length - 8))}`.slice(0, length);
    const url = method === 'POST' ? BASE : `${BASE}/${(await create()).id}`;
    const res = await t.api({ method, url, token: admin, payload: { name } });
    expect(res.statusCode).toBe(status);
    if (status === 422) {
      expect(res.json().detail[0].loc).toEqual(['body', 'name']);
      expect(res.json().detail[0].msg).toBe(length < 3 ? 'Name must be at least 3 characters.' : 'Name must be at most 255 characters.');
    } else expect(res.json().name).toBe(name);
  });

  it('counts the bounds after stripping markup', async () => {
    const res = await t.api({ method: 'POST', url: BASE, token: admin, payload: { name: '<script>ab</script>' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'name'], msg: 'Name must be at least 3 characters.' });
  });

  it('pages, sorts and searches by name with a count of all matches', async () => {
    for (const n of ['Alpha-gt', 'beta-gt', 'Gamma-gt', 'Delta-gt', 'epsilon-gt']) await create(n);
    const page = await t.api({ method: 'GET', url: `${BASE}?search=-GT&sort_by=name&order=asc&start=1&limit=2`, token: admin });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ count: 5, list: [{ id: expect.any(Number), name: 'beta-gt' }, { id: expect.any(Number), name: 'Delta-gt' }] });
    expect((await t.api({ method: 'GET', url: `${BASE}?search=-gt&sort_by=name&order=desc&limit=1`, token: admin })).json().list[0].name).toBe('Gamma-gt');
    expect((await t.api({ method: 'GET', url: `${BASE}?search=-gt&limit=1`, token: admin })).json().list[0].name).toBe('epsilon-gt');
    expect((await t.api({ method: 'GET', url: `${BASE}?search=-gt&sort_by=created_at&order=asc&limit=1`, token: admin })).json().list[0].name).toBe('Alpha-gt');
    expect((await t.api({ method: 'GET', url: `${BASE}?search=%25`, token: admin })).json().count).toBe(0);
    expect((await t.api({ method: 'GET', url: `${BASE}?sort_by=id`, token: admin })).json().detail[0].loc).toEqual(['query', 'sort_by']);
  });

  it('lists every entry by name for dropdowns (/all)', async () => {
    const res = await t.api({ method: 'GET', url: `${BASE}/all`, token: admin });
    expect(res.statusCode).toBe(200);
    const names: string[] = res.json().map((r: { name: string }) => r.name);
    expect(names.length).toBe((await t.ctx.db.selectFrom('glass_types').select('id').execute()).length);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(Object.keys(res.json()[0]).sort()).toEqual(['id', 'name']);
  });

  it('needs a token (401) and the operation (403) on every call', async () => {
    const item = await create();
    const other = await create();
    await expectOperationChecks(t, [
      { method: 'GET', url: BASE, ops: ['List Glass Types'] },
      { method: 'GET', url: `${BASE}/all`, ops: ['List Glass Types', 'List Tickets', 'View Ticket', 'Update Ticket'] },
      { method: 'GET', url: `${BASE}/${item.id}`, ops: ['List Glass Types', 'Update Glass Types'] },
      { method: 'POST', url: BASE, payload: { name: 'Guarded glass' }, ops: ['Add Glass Types'] },
      { method: 'PUT', url: `${BASE}/${item.id}`, payload: { name: 'Guarded rename' }, ops: ['Update Glass Types'] },
      { method: 'DELETE', url: `${BASE}/${other.id}`, ops: ['Delete Glass Types'] },
    ]);
    expect((await t.api({ method: 'POST', url: BASE, payload: {} })).statusCode).toBe(401);
  });
});
