import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationName } from '@glassdesk/shared';
import type { NamedTable } from '../modules/named-lists/named-list.repository.js';
import type { AppContext } from '../app-context.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { expectOperationChecks } from './access.js';

type SuiteConfig = {
  /** e.g. 'glass types' */
  title: string;
  base: string;
  table: NamedTable;
  duplicateDetail: string;
  create: (ctx: AppContext, name?: string) => Promise<{ id: number; name: string }>;
  /** Three realistic names: a created one, its renamed form, and a second entry. */
  samples: { name: string; renamed: string; other: string };
  ops: { list: OperationName; all: OperationName[]; get: OperationName[]; add: OperationName; update: OperationName; remove: OperationName };
};

/**
 * The API contract every "list of names" resource keeps (spec §5 name 3-255, sanitised; unique whatever the
 * case; paged, sorted and searched; /all for dropdowns; 401/403 on every call): one suite, run per resource.
 */
export function namedListSuite(cfg: SuiteConfig) {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login();
  });
  afterAll(() => t.close());

  const BASE = cfg.base;
  const create = (name?: string) => cfg.create(t.ctx, name);
  const { name: sample, renamed, other: otherName } = cfg.samples;

  describe(cfg.title, () => {
    it('adds, reads, renames and deletes an entry', async () => {
      const created = await t.api({ method: 'POST', url: BASE, token: admin, payload: { name: `  <b>${sample}</b> ` } });
      expect(created.statusCode).toBe(201);
      const item = created.json();
      expect(item).toEqual({ id: expect.any(Number), name: sample });

      expect((await t.api({ method: 'GET', url: `${BASE}/${item.id}`, token: admin })).json()).toEqual(item);

      const res = await t.api({ method: 'PUT', url: `${BASE}/${item.id}`, token: admin, payload: { name: renamed } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: item.id, name: renamed });

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
      await create(sample);
      const dup = await t.api({ method: 'POST', url: BASE, token: admin, payload: { name: sample.toUpperCase() } });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toEqual({ detail: cfg.duplicateDetail });

      const other = await create(otherName);
      const rename = await t.api({ method: 'PUT', url: `${BASE}/${other.id}`, token: admin, payload: { name: ` ${sample.toLowerCase()} ` } });
      expect(rename.statusCode).toBe(409);
      expect(rename.json()).toEqual({ detail: cfg.duplicateDetail });
      // An entry may change the case of its own name.
      expect((await t.api({ method: 'PUT', url: `${BASE}/${other.id}`, token: admin, payload: { name: otherName.toUpperCase() } })).statusCode).toBe(200);
    });

    it.each([
      ['POST', 0, 422],
      ['POST', 2, 422],
      ['POST', 3, 201],
      ['POST', 255, 201],
      ['POST', 256, 422],
      ['PUT', 0, 422],
      ['PUT', 2, 422],
      ['PUT', 3, 200],
      ['PUT', 255, 200],
      ['PUT', 256, 422],
    ] as const)('%s a name of %i characters -> %i', async (method, length, status) => {
      const name = `${Math.random()
        .toString(36)
        .slice(2, 2 + Math.min(length, 8))}${'x'.repeat(Math.max(0, length - 8))}`.slice(0, length);
      const url = method === 'POST' ? BASE : `${BASE}/${(await create()).id}`;
      const res = await t.api({ method, url, token: admin, payload: { name } });
      expect(res.statusCode).toBe(status);
      if (status === 422) {
        expect(res.json().detail[0].loc).toEqual(['body', 'name']);
        // Empty reads 'is required.', whatever the minimum.
        expect(res.json().detail[0].msg).toBe(length === 0 ? 'Name is required.' : length < 3 ? 'Name must be at least 3 characters.' : 'Name must be at most 255 characters.');
      } else expect(res.json().name).toBe(name);
    });

    it('counts the bounds after stripping markup', async () => {
      const res = await t.api({ method: 'POST', url: BASE, token: admin, payload: { name: '<script>ab</script>' } });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'name'], msg: 'Name must be at least 3 characters.' });
    });

    it('pages, sorts and searches by name with a count of all matches', async () => {
      for (const n of ['Alpha-nl', 'beta-nl', 'Gamma-nl', 'Delta-nl', 'epsilon-nl']) await create(n);
      const page = await t.api({ method: 'GET', url: `${BASE}?search=-NL&sort_by=name&order=asc&start=1&limit=2`, token: admin });
      expect(page.statusCode).toBe(200);
      expect(page.json()).toEqual({
        count: 5,
        list: [
          { id: expect.any(Number), name: 'beta-nl' },
          { id: expect.any(Number), name: 'Delta-nl' },
        ],
      });
      const first = async (qs: string) => (await t.api({ method: 'GET', url: `${BASE}?${qs}`, token: admin })).json().list[0].name;
      expect(await first('search=-nl&sort_by=name&order=desc&limit=1')).toBe('Gamma-nl');
      expect(await first('search=-nl&limit=1')).toBe('epsilon-nl');
      expect(await first('search=-nl&sort_by=created_at&order=asc&limit=1')).toBe('Alpha-nl');
      expect((await t.api({ method: 'GET', url: `${BASE}?search=%25`, token: admin })).json().count).toBe(0);
      expect((await t.api({ method: 'GET', url: `${BASE}?sort_by=id`, token: admin })).json().detail[0].loc).toEqual(['query', 'sort_by']);
    });

    it('lists every entry by name for dropdowns (/all)', async () => {
      const res = await t.api({ method: 'GET', url: `${BASE}/all`, token: admin });
      expect(res.statusCode).toBe(200);
      const names: string[] = res.json().map((r: { name: string }) => r.name);
      expect(names.length).toBe((await t.ctx.db.selectFrom(cfg.table).select('id').execute()).length);
      expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      expect(Object.keys(res.json()[0]).sort()).toEqual(['id', 'name']);
    });

    it('needs a token (401) and the operation (403) on every call', async () => {
      const item = await create();
      const other = await create();
      await expectOperationChecks(t, [
        { method: 'GET', url: BASE, ops: [cfg.ops.list] },
        { method: 'GET', url: `${BASE}/all`, ops: cfg.ops.all },
        { method: 'GET', url: `${BASE}/${item.id}`, ops: cfg.ops.get },
        { method: 'POST', url: BASE, payload: { name: 'Guarded entry' }, ops: [cfg.ops.add] },
        { method: 'PUT', url: `${BASE}/${item.id}`, payload: { name: 'Guarded rename' }, ops: [cfg.ops.update] },
        { method: 'DELETE', url: `${BASE}/${other.id}`, ops: [cfg.ops.remove] },
      ]);
      expect((await t.api({ method: 'POST', url: BASE, payload: {} })).statusCode).toBe(401);
    });
  });
}
