import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN_ROLE } from '@glassdesk/shared';
import { ADMIN_EMAIL, ADMIN_PASSWORD, buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { requireSuperAdminMfa } from './roles.service.js';
import { createFixedRole, createRole, createUserQuick, operationIds, quickTokenWith } from '../../test/factories.js';

let t: TestApp;
let admin: string;
let superRoleId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
  superRoleId = (await t.api({ method: 'GET', url: '/user', token: admin })).json().role.id;
});
afterAll(() => t.close());

const tag = () => randomBytes(3).toString('hex');
// Role names are unique whatever their case, and this file's database is its own: a sequence in front keeps even
// two-character names apart (two random hex characters collided once in 256 runs).
let sequence = 0;
const nameOf = (length: number) => `${(sequence++).toString(36).padStart(2, '0')}${tag()}${'r'.repeat(Math.max(0, length - 8))}`.slice(0, length);

describe('roles', () => {
  it('adds, reads, changes and deletes a role', async () => {
    const ops = await operationIds(t.ctx, ['List Cities', 'List Users']);
    const created = await t.api({ method: 'POST', url: '/roles', token: admin, payload: { name: ' <b>Clerks</b> ', operations: [ops[1], ops[0], ops[1]] } });
    expect(created.statusCode).toBe(201);
    const role = created.json();
    expect(role).toEqual({ id: expect.any(Number), name: 'Clerks', editable: true, mfa_required: false, operations: [...ops].sort((a, b) => a - b) });
    expect((await t.api({ method: 'GET', url: `/roles/${role.id}`, token: admin })).json()).toEqual(role);

    const [addCity] = await operationIds(t.ctx, ['Add City']);
    const changed = await t.api({ method: 'PUT', url: `/roles/${role.id}`, token: admin, payload: { name: 'Senior Clerks', operations: [addCity] } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ id: role.id, name: 'Senior Clerks', editable: true, mfa_required: false, operations: [addCity] });

    const deleted = await t.api({ method: 'DELETE', url: `/roles/${role.id}`, token: admin });
    expect(deleted.statusCode).toBe(200);
    expect(typeof deleted.json().message).toBe('string');
    expect((await t.api({ method: 'GET', url: `/roles/${role.id}`, token: admin })).statusCode).toBe(404);
    expect((await t.api({ method: 'DELETE', url: `/roles/${role.id}`, token: admin })).statusCode).toBe(404);
    expect((await t.api({ method: 'PUT', url: `/roles/${role.id}`, token: admin, payload: { name: 'Again', operations: [addCity] } })).statusCode).toBe(404);
    const all = (await t.api({ method: 'GET', url: '/roles/all', token: admin })).json();
    expect(all.some((r: { id: number }) => r.id === role.id)).toBe(false);
    // Soft-deleted: the row stays for history.
    expect(await t.ctx.db.selectFrom('roles').select('deleted_at').where('id', '=', role.id).executeTakeFirst()).toEqual({ deleted_at: expect.any(String) });
  });

  it.each([
    ['POST', 1, 422],
    ['POST', 2, 201],
    ['POST', 50, 201],
    ['POST', 51, 422],
    ['PUT', 1, 422],
    ['PUT', 2, 200],
    ['PUT', 50, 200],
    ['PUT', 51, 422],
  ] as const)('%s name of %i characters -> %i', async (method, length, status) => {
    const [op] = await operationIds(t.ctx, ['List Cities']);
    const url = method === 'POST' ? '/roles' : `/roles/${await createRole(t.ctx, ['List Cities'])}`;
    const res = await t.api({ method, url, token: admin, payload: { name: nameOf(length), operations: [op] } });
    expect(res.statusCode).toBe(status);
    if (status === 422) expect(res.json().detail[0].loc).toEqual(['body', 'name']);
  });

  it("refuses no operations with 'Select at least one operation.' and unknown operation ids with a 422 on operations", async () => {
    for (const operations of [[], undefined]) {
      const res = await t.api({ method: 'POST', url: '/roles', token: admin, payload: { name: `Empty ${tag()}`, operations } });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'operations'], msg: 'Select at least one operation.' });
    }
    const [op] = await operationIds(t.ctx, ['List Cities']);
    const unknown = await t.api({ method: 'POST', url: '/roles', token: admin, payload: { name: `Ghost ${tag()}`, operations: [op, 987_654] } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail[0].loc).toEqual(['body', 'operations']);
    const roleId = await createRole(t.ctx, ['List Cities']);
    const update = await t.api({ method: 'PUT', url: `/roles/${roleId}`, token: admin, payload: { name: `Ghost ${tag()}`, operations: [987_654] } });
    expect(update.statusCode).toBe(422);
    expect(update.json().detail[0].loc).toEqual(['body', 'operations']);
  });

  it('answers 409 with a detail for a duplicate name, whatever its case, until that role is deleted', async () => {
    const [op] = await operationIds(t.ctx, ['List Cities']);
    const name = `Dispatch ${tag()}`;
    const first = await t.api({ method: 'POST', url: '/roles', token: admin, payload: { name, operations: [op] } });
    expect(first.statusCode).toBe(201);
    const dup = await t.api({ method: 'POST', url: '/roles', token: admin, payload: { name: name.toUpperCase(), operations: [op] } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ detail: 'A Role with this name already exists.' });
    const other = await createRole(t.ctx, ['List Cities']);
    expect((await t.api({ method: 'PUT', url: `/roles/${other}`, token: admin, payload: { name: name.toLowerCase(), operations: [op] } })).statusCode).toBe(409);
    expect((await t.api({ method: 'POST', url: '/roles', token: admin, payload: { name: SUPER_ADMIN_ROLE.toLowerCase(), operations: [op] } })).statusCode).toBe(409);

    await t.api({ method: 'DELETE', url: `/roles/${first.json().id}`, token: admin });
    expect((await t.api({ method: 'POST', url: '/roles', token: admin, payload: { name, operations: [op] } })).statusCode).toBe(201);
  });

  it('refuses to change or delete a role that is not editable (403 with a detail)', async () => {
    const [op] = await operationIds(t.ctx, ['List Cities']);
    for (const id of [superRoleId, await createFixedRole(t.ctx, ['List Cities'])]) {
      const put = await t.api({ method: 'PUT', url: `/roles/${id}`, token: admin, payload: { name: `Renamed ${tag()}`, operations: [op] } });
      expect(put.statusCode).toBe(403);
      expect(put.json()).toEqual({ detail: 'This Role is not editable.' });
      const del = await t.api({ method: 'DELETE', url: `/roles/${id}`, token: admin });
      expect(del.statusCode).toBe(403);
      expect(del.json()).toEqual({ detail: 'This Role is not editable.' });
    }
    const superRole = (await t.api({ method: 'GET', url: `/roles/${superRoleId}`, token: admin })).json();
    expect(superRole).toMatchObject({ name: SUPER_ADMIN_ROLE, editable: false });
    expect(superRole.operations.length).toBeGreaterThan(30);
  });

  it('refuses to delete a role its users still hold (409 naming the count); deleted users do not count', async () => {
    const roleId = await createRole(t.ctx, ['List Cities']);
    const one = await createUserQuick(t.ctx, { roleId });
    const two = await createUserQuick(t.ctx, { roleId });
    const res = await t.api({ method: 'DELETE', url: `/roles/${roleId}`, token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'This Role is held by 2 Users and cannot be deleted.' });
    await t.api({ method: 'DELETE', url: `/users/${one.id}`, token: admin });
    expect((await t.api({ method: 'DELETE', url: `/roles/${roleId}`, token: admin })).json()).toEqual({ detail: 'This Role is held by 1 User and cannot be deleted.' });
    await t.api({ method: 'DELETE', url: `/users/${two.id}`, token: admin });
    expect((await t.api({ method: 'DELETE', url: `/roles/${roleId}`, token: admin })).statusCode).toBe(200);
  });

  it("applies a change of operations on its users' next call, without signing in again", async () => {
    const { token, roleId } = await quickTokenWith(t, ['List Cities']);
    expect((await t.api({ method: 'GET', url: '/cities', token })).statusCode).toBe(200);
    expect((await t.api({ method: 'GET', url: '/users', token })).statusCode).toBe(403);
    const ops = await operationIds(t.ctx, ['List Users']);
    expect((await t.api({ method: 'PUT', url: `/roles/${roleId}`, token: admin, payload: { name: `Moved ${tag()}`, operations: ops } })).statusCode).toBe(200);
    expect((await t.api({ method: 'GET', url: '/cities', token })).statusCode).toBe(403);
    expect((await t.api({ method: 'GET', url: '/users', token })).statusCode).toBe(200);
    expect((await t.api({ method: 'GET', url: '/operations', token })).json().operations).toEqual(['List Users']);
  });
});

describe('privilege-escalation guard on roles', () => {
  it('grants only operations the caller holds, on add and on update (403 with a detail)', async () => {
    const { token } = await quickTokenWith(t, ['Add Role', 'Update Role', 'List Roles', 'List Cities']);
    const [listCities, deleteCity, addCity] = await operationIds(t.ctx, ['List Cities', 'Delete City', 'Add City']);
    const ok = await t.api({ method: 'POST', url: '/roles', token, payload: { name: `Mine ${tag()}`, operations: [listCities] } });
    expect(ok.statusCode).toBe(201);
    const beyond = await t.api({ method: 'POST', url: '/roles', token, payload: { name: `More ${tag()}`, operations: [listCities, deleteCity, addCity] } });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json()).toEqual({ detail: 'You cannot grant operations you do not hold: Add City, Delete City.' });
    const grow = await t.api({ method: 'PUT', url: `/roles/${ok.json().id}`, token, payload: { name: `Mine ${tag()}`, operations: [listCities, deleteCity] } });
    expect(grow.statusCode).toBe(403);
    expect(grow.json().detail).toMatch(/Delete City/);
  });

  it('never changes or deletes a role holding operations the caller lacks', async () => {
    const { token } = await quickTokenWith(t, ['Update Role', 'Delete Role', 'List Cities']);
    const [listCities] = await operationIds(t.ctx, ['List Cities']);
    const bigger = await createRole(t.ctx, ['List Cities', 'Delete City']);
    const put = await t.api({ method: 'PUT', url: `/roles/${bigger}`, token, payload: { name: `Cut ${tag()}`, operations: [listCities] } });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ detail: 'You cannot change a Role that holds operations you do not hold: Delete City.' });
    expect((await t.api({ method: 'DELETE', url: `/roles/${bigger}`, token })).statusCode).toBe(403);
    const smaller = await createRole(t.ctx, ['List Cities']);
    expect((await t.api({ method: 'DELETE', url: `/roles/${smaller}`, token })).statusCode).toBe(200);
  });
});

describe('role lists', () => {
  it('pages, sorts and searches by name with the count of all matches; deleted roles leave it', async () => {
    const q = tag();
    for (const n of ['Carrot', 'apple', 'Banana', 'date']) await createRole(t.ctx, [], `${n} ${q}`);
    const get = (qs: string) => t.api({ method: 'GET', url: `/roles?${qs}`, token: admin }).then((r) => r.json());
    const names = (b: { list: Array<{ name: string }> }) => b.list.map((r) => r.name.split(' ')[0]);
    const page = await get(`search=${q}&sort_by=name&order=asc&start=1&limit=2`);
    expect(page.count).toBe(4);
    expect(names(page)).toEqual(['Banana', 'Carrot']);
    expect(names(await get(`search=${q}&sort_by=created_at&order=desc`))).toEqual(['date', 'Banana', 'apple', 'Carrot']);
    expect(names(await get(`search=${q}`))).toEqual(['date', 'Banana', 'apple', 'Carrot']);
    const item = (await get(`search=apple ${q}`)).list[0];
    expect(item).toEqual({ id: expect.any(Number), name: `apple ${q}`, editable: true, created_at: expect.any(String) });
    await t.api({ method: 'DELETE', url: `/roles/${item.id}`, token: admin });
    expect((await get(`search=${q}`)).count).toBe(3);
    expect((await t.api({ method: 'GET', url: '/roles?sort_by=editable', token: admin })).json().detail[0].loc).toEqual(['query', 'sort_by']);
  });

  it('GET /roles/all lists every role not deleted as {id, name, editable}, Super Admin included', async () => {
    const res = await t.api({ method: 'GET', url: '/roles/all', token: admin });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toContainEqual({ id: superRoleId, name: SUPER_ADMIN_ROLE, editable: false });
    for (const r of list) expect(Object.keys(r).sort()).toEqual(['editable', 'id', 'name']);
  });
});

describe('roles endpoints refuse callers without a token (401) or the operation (403)', () => {
  it('on every call', async () => {
    const roleId = await createRole(t.ctx, ['List Cities']);
    const [op] = await operationIds(t.ctx, ['List Cities']);
    const calls = [
      { method: 'GET', url: '/roles', ops: ['List Roles'] },
      { method: 'GET', url: '/roles/all', ops: ['List Roles', 'Add User', 'Update User'] },
      { method: 'GET', url: `/roles/${roleId}`, ops: ['List Roles', 'Update Role'] },
      { method: 'POST', url: '/roles', payload: { name: `New ${tag()}`, operations: [op] }, ops: ['Add Role'] },
      { method: 'PUT', url: `/roles/${roleId}`, payload: { name: `Put ${tag()}`, operations: [op] }, ops: ['Update Role'] },
      { method: 'DELETE', url: `/roles/${roleId}`, ops: ['Delete Role'] },
    ] as const;
    const { token: others } = await quickTokenWith(t, ['List Cities', 'List Users', 'Delete User', 'Reset Password']);
    for (const { ops, ...call } of calls) {
      expect((await t.api({ ...call })).statusCode).toBe(401);
      const denied = await t.api({ ...call, token: others });
      expect({ url: call.url, method: call.method, status: denied.statusCode }).toEqual({ url: call.url, method: call.method, status: 403 });
      expect(denied.json()).toEqual({ detail: "You don't have permission." });
      // Each operation named opens the call on its own (List Cities lets the write calls grant what they send).
      for (const needed of ops) {
        const { token } = await quickTokenWith(t, [needed, 'List Cities']);
        const payload = 'payload' in call ? { ...call.payload, name: `Ok ${tag()}` } : undefined;
        const res = await t.api({ ...call, payload, token });
        expect({ url: call.url, needed, status: res.statusCode }).toEqual({ url: call.url, needed, status: call.method === 'POST' ? 201 : 200 });
      }
    }
    expect((await t.api({ method: 'POST', url: '/roles', token: others, payload: {} })).statusCode).toBe(403);
  });
});

describe('SUPER_ADMIN_MFA: the built-in Super Admin role, not editable on screen', () => {
  it('requires a second factor when the server says so, and stops when it says not; custom roles are untouched', async () => {
    const custom = await createRole(t.ctx, ['List Cities']);
    const superAdmin = () => t.ctx.db.selectFrom('roles').select('mfa_required').where('name', '=', SUPER_ADMIN_ROLE).where('editable', '=', 0).executeTakeFirstOrThrow();
    await requireSuperAdminMfa(t.ctx.db, true);
    expect((await superAdmin()).mfa_required).toBe(1);
    const login = await t.api({ method: 'POST', url: '/login', payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(login.json()).toMatchObject({ mfa_enrolment_required: true });
    await requireSuperAdminMfa(t.ctx.db, false);
    expect((await superAdmin()).mfa_required).toBe(0);
    const after = await t.api({ method: 'POST', url: '/login', payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(after.json()).toMatchObject({ mfa_enrolment_required: false });
    expect((await t.ctx.db.selectFrom('roles').select('mfa_required').where('id', '=', custom).executeTakeFirstOrThrow()).mfa_required).toBe(0);
  });
});
