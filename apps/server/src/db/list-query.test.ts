import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CITY_SORT_COLUMNS,
  FAQ_SORT_COLUMNS,
  GLASS_TYPE_SORT_COLUMNS,
  PLANT_SORT_COLUMNS,
  ROLE_SORT_COLUMNS,
  SUPPORT_SORT_COLUMNS,
  USER_SORT_COLUMNS,
  WARRANTY_REASON_SORT_COLUMNS,
} from '@glassdesk/shared';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { createCity, createFaq, createGlassType, createPlant, createRole, createSupportRequest, createUserQuick, createWarrantyReason } from '../test/factories.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const tag = () => Math.random().toString(36).slice(2, 8);
const get = async (url: string) => {
  const res = await t.api({ method: 'GET', url, token: admin });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<{ list: Array<Record<string, unknown>>; count: number }>();
};

// CONTRACT "The API": every column a list shows sorts by its SPEC §3 field name; one allow-list per list, keyed by
// those names, shared by the query schema (422 for anything else) and the SQL.
const LISTS = [
  ['/users', USER_SORT_COLUMNS],
  ['/roles', ROLE_SORT_COLUMNS],
  ['/cities', CITY_SORT_COLUMNS],
  ['/plants', PLANT_SORT_COLUMNS],
  ['/faqs', FAQ_SORT_COLUMNS],
  ['/warranty-reasons', WARRANTY_REASON_SORT_COLUMNS],
  ['/glass-types', GLASS_TYPE_SORT_COLUMNS],
  ['/support', SUPPORT_SORT_COLUMNS],
] as const;

describe('sorting every list by its SPEC §3 field names', () => {
  beforeAll(async () => {
    // Two rows in every list, so each sort runs over something.
    const city = await createCity(t.ctx);
    await createPlant(t.ctx, { cityId: city.id });
    await createPlant(t.ctx, { cityId: null });
    await createFaq(t.ctx);
    await createFaq(t.ctx);
    await createWarrantyReason(t.ctx);
    await createGlassType(t.ctx);
    await createGlassType(t.ctx);
    await createSupportRequest(t.ctx);
    await createSupportRequest(t.ctx);
    await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, []) });
  });

  it.each(
    LISTS.flatMap(([url, columns]) =>
      columns.flatMap(
        (column) =>
          [
            [url, column, 'asc'],
            [url, column, 'desc'],
          ] as const,
      ),
    ),
  )('GET %s?sort_by=%s&order=%s answers 200', async (url, column, order) => {
    const body = await get(`${url}?sort_by=${column}&order=${order}&limit=200`);
    expect(body.list.length).toBeGreaterThan(0);
    expect(body.list.length).toBe(Math.min(body.count, 200));
  });

  it.each(LISTS.map(([url]) => [url]))('GET %s refuses an unknown sort_by with a 422 on the query', async (url) => {
    for (const sortBy of ['password_hash', 'nope', 'name; drop table users', 'NAME']) {
      const res = await t.api({ method: 'GET', url: `${url}?sort_by=${encodeURIComponent(sortBy)}`, token: admin });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc).toEqual(['query', 'sort_by']);
    }
  });

  it('sorts users by first_name, last_name and role (its name); name stays the Name column (first, then last name)', async () => {
    const q = tag();
    const roleB = await createRole(t.ctx, [], `Bravo ${q}`);
    const roleA = await createRole(t.ctx, [], `alpha ${q}`);
    const add = async (first_name: string, last_name: string, role: number) => {
      const res = await t.api({
        method: 'POST',
        url: '/users',
        token: admin,
        payload: { first_name, last_name: `${last_name}${q}`, email: `${first_name}.${last_name}.${q}@example.com`.toLowerCase(), password: 'secret-12', role },
      });
      expect(res.statusCode).toBe(201);
    };
    await add('Carl', 'Ames', roleA);
    await add('anna', 'Zorn', roleB);
    await add('Anna', 'Berg', roleA);
    await add('Bert', 'cole', roleB);
    const order = async (qs: string) => (await get(`/users?search=${q}&${qs}`)).list.map((u) => `${String(u.first_name)} ${(u.last_name as string).replace(q, '')}`);

    expect(await order('sort_by=first_name&order=asc')).toEqual(['Anna Berg', 'anna Zorn', 'Bert cole', 'Carl Ames']);
    expect(await order('sort_by=first_name&order=desc')).toEqual(['Carl Ames', 'Bert cole', 'anna Zorn', 'Anna Berg']);
    expect(await order('sort_by=name&order=asc')).toEqual(['Anna Berg', 'anna Zorn', 'Bert cole', 'Carl Ames']);
    expect(await order('sort_by=last_name&order=asc')).toEqual(['Carl Ames', 'Anna Berg', 'Bert cole', 'anna Zorn']);
    expect((await order('sort_by=role&order=asc')).slice(0, 2).sort()).toEqual(['Anna Berg', 'Carl Ames']);
    expect((await order('sort_by=role&order=desc')).slice(0, 2).sort()).toEqual(['Bert cole', 'anna Zorn']);
  });

  it("sorts support requests by description, the list's Description column", async () => {
    const q = tag();
    for (const description of ['beta', 'Alpha', 'gamma']) await createSupportRequest(t.ctx, { name: `Req ${q}`, description: `${description} ${q}` });
    const support = async (order: string) => (await get(`/support?search=${q}&sort_by=description&order=${order}`)).list.map((r) => (r.description as string).split(' ')[0]);
    expect(await support('asc')).toEqual(['Alpha', 'beta', 'gamma']);
    expect(await support('desc')).toEqual(['gamma', 'beta', 'Alpha']);
  });
});

// A name search matches the full name ("first last"), on SQLite and PostgreSQL alike.
describe('searching users by full name', () => {
  it('finds "Chloé Tester002" by the full name, by either part, and across the space', async () => {
    const q = tag();
    const roleId = await createRole(t.ctx, []);
    for (const n of ['001', '002', '003']) {
      const res = await t.api({
        method: 'POST',
        url: '/users',
        token: admin,
        payload: { first_name: 'Chloé', last_name: `Tester${n}${q}`, email: `chloe.${n}.${q}@example.com`, password: 'secret-12', role: roleId },
      });
      expect(res.statusCode).toBe(201);
    }
    const search = async (text: string) => {
      const body = await get(`/users?search=${encodeURIComponent(text)}&limit=200`);
      return body.list.filter((u) => (u.last_name as string).endsWith(q)).map((u) => u.last_name);
    };
    expect(await search(`Chloé Tester002${q}`)).toEqual([`Tester002${q}`]);
    expect(await search(`chloé tester002${q}`)).toEqual([`Tester002${q}`]);
    expect(await search(`  Chloé Tester003${q} `)).toEqual([`Tester003${q}`]);
    expect(await search(`é Tester001${q}`)).toEqual([`Tester001${q}`]);
    expect((await search('Chloé')).length).toBe(3);
    expect((await search(`Tester${q}`)).length).toBe(0);
    expect((await search(`${q}`)).length).toBe(3);
    // Both names in the wrong order, or with two spaces, are not the full name.
    expect(await search(`Tester002${q} Chloé`)).toEqual([]);
    expect(await search(`Chloé  Tester002${q}`)).toEqual([]);
    // The count is the number of matches.
    expect((await get(`/users?search=${encodeURIComponent(`Chloé Tester00`)}`)).count).toBeGreaterThanOrEqual(3);
  });

  it('treats % and _ in a search as text, not as wildcards', async () => {
    expect((await get(`/users?search=${encodeURIComponent('%')}`)).count).toBe(0);
    expect((await get(`/users?search=${encodeURIComponent('Chlo_')}`)).count).toBe(0);
  });
});
