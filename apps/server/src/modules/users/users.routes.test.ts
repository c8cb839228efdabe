import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createFixedRole, createRole, createUserQuick, setRoleOperations, quickTokenWith } from '../../test/factories.js';

let t: TestApp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
  adminId = (await t.api({ method: 'GET', url: '/user', token: admin })).json().id;
});
afterAll(() => t.close());

describe('GET /users/{id}', () => {
  it('lets any signed-in user read their own record', async () => {
    const { token, user, roleId } = await quickTokenWith(t, []);
    const res = await t.api({ method: 'GET', url: `/users/${user.id}`, token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: user.id,
      first_name: 'Test',
      last_name: 'User',
      email: user.email,
      role: { id: roleId, name: expect.any(String), editable: true },
      created_at: expect.any(String),
    });
    expect(new Date(body.created_at).toISOString()).toBe(body.created_at);
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('password_hash');
  });

  it("refuses another user's record without a users operation, and gives it with one", async () => {
    const { token, roleId } = await quickTokenWith(t, ['List Cities']);
    const denied = await t.api({ method: 'GET', url: `/users/${adminId}`, token });
    expect(denied.statusCode).toBe(403);
    expect(typeof denied.json().detail).toBe('string');

    for (const op of ['List Users', 'Update User', 'Reset Password'] as const) {
      await setRoleOperations(t.ctx, roleId, [op]);
      const res = await t.api({ method: 'GET', url: `/users/${adminId}`, token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: adminId, email: ADMIN_EMAIL, role: { name: 'Super Admin', editable: false } });
    }
  });

  it('reads a user of another role with List Users', async () => {
    const other = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, []), first_name: 'Olga' });
    const res = await t.api({ method: 'GET', url: `/users/${other.id}`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: other.id, first_name: 'Olga', email: other.email });
  });

  it('answers 404 with a detail for an unknown user', async () => {
    const res = await t.api({ method: 'GET', url: '/users/999999', token: admin });
    expect(res.statusCode).toBe(404);
    expect(typeof res.json().detail).toBe('string');
  });

  it.each(['abc', '0', '-2', '1.5'])('answers 422 on the path for the id %j', async (id) => {
    const res = await t.api({ method: 'GET', url: `/users/${id}`, token: admin });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['path', 'id']);
  });

  it('needs a token', async () => {
    const res = await t.api({ method: 'GET', url: `/users/${adminId}` });
    expect(res.statusCode).toBe(401);
    expect(typeof res.json().detail).toBe('string');
  });
});

const tag = () => randomBytes(3).toString('hex');
/** A text of exactly `length` characters, unique enough for this file. */
const textOf = (length: number) => `${tag()}${'n'.repeat(Math.max(0, length - 6))}`.slice(0, length);
/** An address of exactly `length` characters. */
const emailOf = (length: number) => `${tag()}${'e'.repeat(length - 18)}@example.com`;
const MANAGER_OPS = ['List Users', 'Add User', 'Update User', 'Delete User', 'Reset Password'] as const;

async function newUserBody(over: Record<string, unknown> = {}) {
  return { first_name: 'Grace', last_name: 'Hopper', email: `grace-${tag()}@example.com`, password: 'secret-12', role: await createRole(t.ctx, ['List Cities']), ...over };
}

describe('GET /users/{id} of a deleted user', () => {
  it('answers 404', async () => {
    const user = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, []) });
    expect((await t.api({ method: 'DELETE', url: `/users/${user.id}`, token: admin })).statusCode).toBe(200);
    expect((await t.api({ method: 'GET', url: `/users/${user.id}`, token: admin })).statusCode).toBe(404);
  });
});

describe('POST /users', () => {
  it('adds a user who can then sign in, answering 201 with the user and their role', async () => {
    const body = await newUserBody({ first_name: ' <b>Grace</b> ', email: `Grace.${tag()}@Example.com` });
    const res = await t.api({ method: 'POST', url: '/users', token: admin, payload: body });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toEqual({
      id: expect.any(Number),
      first_name: 'Grace',
      last_name: 'Hopper',
      email: body.email.toLowerCase(),
      role: { id: body.role, name: expect.any(String), editable: true },
      created_at: expect.any(String),
    });
    expect(user).not.toHaveProperty('password');
    expect(await t.login(body.email, 'secret-12')).toEqual(expect.any(String));
  });

  it.each([
    ['first_name', 2, 422],
    ['first_name', 3, 201],
    ['first_name', 50, 201],
    ['first_name', 51, 422],
    ['last_name', 2, 422],
    ['last_name', 3, 201],
    ['last_name', 50, 201],
    ['last_name', 51, 422],
    ['email', 4, 422],
    ['email', 100, 201],
    ['email', 101, 422],
    ['password', 5, 422],
    ['password', 6, 201],
    ['password', 50, 201],
    ['password', 51, 422],
  ] as const)('%s of %i characters -> %i', async (field, length, status) => {
    const value = field === 'email' ? (length === 4 ? 'a@b.' : emailOf(length)) : field === 'password' ? 'p'.repeat(length) : textOf(length);
    const res = await t.api({ method: 'POST', url: '/users', token: admin, payload: await newUserBody({ [field]: value }) });
    expect(res.statusCode).toBe(status);
    if (status === 422) {
      expect(res.json().detail[0].loc).toEqual(['body', field]);
      expect(typeof res.json().detail[0].msg).toBe('string');
    }
  });

  it('refuses an email that is not an address, and a missing role, with 422 on the field', async () => {
    const bad = await t.api({ method: 'POST', url: '/users', token: admin, payload: await newUserBody({ email: 'not-an-email' }) });
    expect(bad.json().detail[0]).toMatchObject({ loc: ['body', 'email'], msg: 'Invalid email.' });
    const noRole = await t.api({ method: 'POST', url: '/users', token: admin, payload: await newUserBody({ role: null }) });
    expect(noRole.statusCode).toBe(422);
    expect(noRole.json().detail[0]).toMatchObject({ loc: ['body', 'role'], msg: 'Role is required.' });
  });

  it('answers 422 on role for a role that does not exist or was deleted', async () => {
    const unknown = await t.api({ method: 'POST', url: '/users', token: admin, payload: await newUserBody({ role: 999_999 }) });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail[0].loc).toEqual(['body', 'role']);

    const roleId = await createRole(t.ctx, ['List Cities']);
    expect((await t.api({ method: 'DELETE', url: `/roles/${roleId}`, token: admin })).statusCode).toBe(200);
    const deleted = await t.api({ method: 'POST', url: '/users', token: admin, payload: await newUserBody({ role: roleId }) });
    expect(deleted.statusCode).toBe(422);
    expect(deleted.json().detail[0].loc).toEqual(['body', 'role']);
  });

  it('answers 409 with a detail for an email already used, whatever its case, until that user is deleted', async () => {
    const email = `dup-${tag()}@example.com`;
    const first = await t.api({ method: 'POST', url: '/users', token: admin, payload: await newUserBody({ email }) });
    expect(first.statusCode).toBe(201);
    const dup = await t.api({ method: 'POST', url: '/users', token: admin, payload: await newUserBody({ email: email.toUpperCase() }) });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ detail: 'A User with this email already exists.' });

    expect((await t.api({ method: 'DELETE', url: `/users/${first.json().id}`, token: admin })).statusCode).toBe(200);
    const again = await t.api({ method: 'POST', url: '/users', token: admin, payload: await newUserBody({ email }) });
    expect(again.statusCode).toBe(201);
    // The deleted one keeps its row (history) but never signs in; the new one does.
    expect(await t.login(email, 'secret-12')).toEqual(expect.any(String));
  });
});

describe('GET /users (paged)', () => {
  it('pages, sorts by each column and searches names, email and role name, with the count of all matches', async () => {
    const q = tag();
    const roleA = await createRole(t.ctx, [], `Alpha ${q}`);
    const roleB = await createRole(t.ctx, [], `Beta ${q}`);
    const make = (first_name: string, last: string, roleId: number) =>
      t.api({
        method: 'POST',
        url: '/users',
        token: admin,
        payload: { first_name, last_name: last, email: `${first_name.toLowerCase()}-${q}@example.com`, password: 'secret-12', role: roleId },
      });
    for (const [first, roleId] of [
      ['Carol', roleB],
      ['alice', roleA],
      ['Bob', roleB],
      ['Dave', roleA],
    ] as const) {
      expect((await make(first, `Last${q}`, roleId)).statusCode).toBe(201);
    }
    const get = (qs: string) => t.api({ method: 'GET', url: `/users?${qs}`, token: admin }).then((r) => r.json());
    const names = (body: { list: Array<{ first_name: string }> }) => body.list.map((u) => u.first_name);

    const byName = await get(`search=${q}&sort_by=name&order=asc&start=1&limit=2`);
    expect(byName.count).toBe(4);
    expect(names(byName)).toEqual(['Bob', 'Carol']);
    expect(names(await get(`search=${q}&sort_by=name&order=desc&limit=1`))).toEqual(['Dave']);
    expect(names(await get(`search=${q}&sort_by=email&order=asc`))).toEqual(['alice', 'Bob', 'Carol', 'Dave']);
    expect(
      names(await get(`search=${q}&sort_by=role&order=asc`))
        .slice(0, 2)
        .sort(),
    ).toEqual(['Dave', 'alice'].sort());
    expect(names(await get(`search=${q}&sort_by=created_at&order=asc`))).toEqual(['Carol', 'alice', 'Bob', 'Dave']);
    // Default order: newest first.
    expect(names(await get(`search=${q}`))).toEqual(['Dave', 'Bob', 'alice', 'Carol']);

    expect((await get(`search=ALPHA ${q}`)).count).toBe(2); // role name
    expect((await get(`search=Last${q}`)).count).toBe(4); // last name
    expect(names(await get(`search=bob-${q}@`))).toEqual(['Bob']); // email
    expect(names(await get(`search=carol`)).filter((n) => n === 'Carol').length).toBeGreaterThanOrEqual(1); // first name

    const item = (await get(`search=bob-${q}`)).list[0];
    expect(item).toEqual({
      id: expect.any(Number),
      first_name: 'Bob',
      last_name: `Last${q}`,
      email: `bob-${q}@example.com`,
      role: { id: roleB, name: `Beta ${q}`, editable: true },
      created_at: expect.any(String),
    });

    // A deleted user leaves the list and its count.
    expect((await t.api({ method: 'DELETE', url: `/users/${item.id}`, token: admin })).statusCode).toBe(200);
    expect((await get(`search=${q}`)).count).toBe(3);
  });

  it.each([
    ['sort_by=password_hash', 'sort_by'],
    ['limit=201', 'limit'],
    ['start=-1', 'start'],
  ])('rejects %s with a 422 on the query', async (qs, field) => {
    const res = await t.api({ method: 'GET', url: `/users?${qs}`, token: admin });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['query', field]);
  });
});

describe('GET /users/all', () => {
  it('lists every user not deleted as {id, first_name, last_name, email}', async () => {
    const kept = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, []), first_name: 'Kept' });
    const gone = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, []), first_name: 'Gone' });
    await t.api({ method: 'DELETE', url: `/users/${gone.id}`, token: admin });
    const res = await t.api({ method: 'GET', url: '/users/all', token: admin });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toContainEqual({ id: kept.id, first_name: 'Kept', last_name: 'User', email: kept.email });
    expect(list.some((u: { id: number }) => u.id === gone.id)).toBe(false);
    expect(list.some((u: { email: string }) => u.email === ADMIN_EMAIL)).toBe(true);
    for (const u of list) expect(Object.keys(u).sort()).toEqual(['email', 'first_name', 'id', 'last_name']);
  });
});

describe('PUT /users/{id}', () => {
  it('changes names and role, never the email', async () => {
    const user = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, ['List Cities']) });
    const roleId = await createRole(t.ctx, ['List Users']);
    const res = await t.api({
      method: 'PUT',
      url: `/users/${user.id}`,
      token: admin,
      payload: { first_name: 'Renamed', last_name: 'Person', role_id: roleId, email: 'changed@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, first_name: 'Renamed', last_name: 'Person', email: user.email, role: { id: roleId } });
    expect((await t.api({ method: 'GET', url: `/users/${user.id}`, token: admin })).json()).toMatchObject({ first_name: 'Renamed', email: user.email });
  });

  it.each([
    ['first_name', 2, 422],
    ['first_name', 3, 200],
    ['last_name', 50, 200],
    ['last_name', 51, 422],
  ] as const)('%s of %i characters -> %i', async (field, length, status) => {
    const user = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, []) });
    const res = await t.api({
      method: 'PUT',
      url: `/users/${user.id}`,
      token: admin,
      payload: {
        first_name: 'Grace',
        last_name: 'Hopper',
        role_id: (await t.api({ method: 'GET', url: `/users/${user.id}`, token: admin })).json().role.id,
        [field]: textOf(length),
      },
    });
    expect(res.statusCode).toBe(status);
    if (status === 422) expect(res.json().detail[0].loc).toEqual(['body', field]);
  });

  it('answers 422 on role_id for an unknown role, and 404 for an unknown or deleted user', async () => {
    const user = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, []) });
    const bad = await t.api({ method: 'PUT', url: `/users/${user.id}`, token: admin, payload: { first_name: 'Grace', last_name: 'Hopper', role_id: 999_999 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['body', 'role_id']);
    const missing = await t.api({ method: 'PUT', url: '/users/999999', token: admin, payload: { first_name: 'Grace', last_name: 'Hopper', role_id: 1 } });
    expect(missing.statusCode).toBe(404);
    await t.api({ method: 'DELETE', url: `/users/${user.id}`, token: admin });
    const gone = await t.api({ method: 'PUT', url: `/users/${user.id}`, token: admin, payload: { first_name: 'Grace', last_name: 'Hopper', role_id: 1 } });
    expect(gone.statusCode).toBe(404);
  });
});

describe('DELETE /users/{id}', () => {
  it('soft-deletes: the user can no longer sign in and their open session ends at once', async () => {
    const { token, user } = await quickTokenWith(t, ['List Cities']);
    expect((await t.api({ method: 'GET', url: '/cities', token })).statusCode).toBe(200);
    const res = await t.api({ method: 'DELETE', url: `/users/${user.id}`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().message).toBe('string');

    const after = await t.api({ method: 'GET', url: '/cities', token });
    expect(after.statusCode).toBe(401);
    expect(typeof after.json().detail).toBe('string');
    const login = await t.api({ method: 'POST', url: '/login', payload: { email: user.email, password: user.password } });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ detail: 'Incorrect email or password.' });
    // Its sessions are revoked too, not only hidden.
    const live = await t.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).where('revoked_at', 'is', null).execute();
    expect(live).toEqual([]);
    // The row stays for history.
    expect(await t.ctx.db.selectFrom('users').select('deleted_at').where('id', '=', user.id).executeTakeFirst()).toEqual({ deleted_at: expect.any(String) });

    expect((await t.api({ method: 'DELETE', url: `/users/${user.id}`, token: admin })).statusCode).toBe(404);
  });

  it('sends a deleted user no password-reset code', async () => {
    const user = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, []) });
    await t.api({ method: 'DELETE', url: `/users/${user.id}`, token: admin });
    await t.flushMail();
    const before = t.mails.length;
    expect((await t.api({ method: 'POST', url: '/forgot-password', payload: { email: user.email } })).statusCode).toBe(200);
    await t.flushMail();
    expect(t.mails.length).toBe(before);
  });

  it('refuses to delete your own account with 409', async () => {
    const { token, user } = await quickTokenWith(t, ['Delete User']);
    const res = await t.api({ method: 'DELETE', url: `/users/${user.id}`, token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'You cannot delete your own account.' });
    expect((await t.api({ method: 'DELETE', url: `/users/${adminId}`, token: admin })).statusCode).toBe(409);
  });

  it('answers 404 for an unknown user and 422 for a bad id', async () => {
    expect((await t.api({ method: 'DELETE', url: '/users/999999', token: admin })).statusCode).toBe(404);
    expect((await t.api({ method: 'DELETE', url: '/users/abc', token: admin })).json().detail[0].loc).toEqual(['path', 'id']);
  });
});

describe('PUT /users/{id}/reset-password', () => {
  it('sets the new password and ends every session of that user at once', async () => {
    const { token, user } = await quickTokenWith(t, ['List Cities']);
    const second = await t.login(user.email, user.password);
    const res = await t.api({ method: 'PUT', url: `/users/${user.id}/reset-password`, token: admin, payload: { new_password: 'brand-new-1' } });
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().message).toBe('string');
    for (const old of [token, second]) expect((await t.api({ method: 'GET', url: '/cities', token: old })).statusCode).toBe(401);
    expect((await t.api({ method: 'POST', url: '/login', payload: { email: user.email, password: user.password } })).statusCode).toBe(401);
    expect(await t.login(user.email, 'brand-new-1')).toEqual(expect.any(String));
  });

  it.each([
    [5, 422],
    [6, 200],
    [50, 200],
    [51, 422],
  ])('a new password of %i characters -> %i', async (length, status) => {
    const user = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, []) });
    const res = await t.api({ method: 'PUT', url: `/users/${user.id}/reset-password`, token: admin, payload: { new_password: 'r'.repeat(length) } });
    expect(res.statusCode).toBe(status);
    if (status === 422) expect(res.json().detail[0].loc).toEqual(['body', 'new_password']);
  });

  it('answers 404 for an unknown or deleted user', async () => {
    expect((await t.api({ method: 'PUT', url: '/users/999999/reset-password', token: admin, payload: { new_password: 'brand-new-1' } })).statusCode).toBe(404);
  });
});

describe('users whose role is not editable', () => {
  it('cannot be updated, reset, deleted or have plants changed (403 with a detail)', async () => {
    const fixed = await createUserQuick(t.ctx, { roleId: await createFixedRole(t.ctx, ['List Cities']) });
    const calls = [
      { method: 'PUT', url: `/users/${fixed.id}`, payload: { first_name: 'Grace', last_name: 'Hopper', role_id: await createRole(t.ctx, []) } },
      { method: 'PUT', url: `/users/${fixed.id}/reset-password`, payload: { new_password: 'brand-new-1' } },
      { method: 'DELETE', url: `/users/${fixed.id}` },
      { method: 'PUT', url: `/users/${adminId}`, payload: { first_name: 'Grace', last_name: 'Hopper', role_id: await createRole(t.ctx, []) } },
    ] as const;
    for (const call of calls) {
      const res = await t.api({ ...call, token: admin });
      expect({ url: call.url, status: res.statusCode }).toEqual({ url: call.url, status: 403 });
      expect(res.json().detail).toBe("This User's Role is not editable, so the User cannot be changed.");
    }
    expect(await t.login(fixed.email, fixed.password)).toEqual(expect.any(String));
  });
});

describe('privilege-escalation guard', () => {
  it('creates users only with a role whose operations the caller holds', async () => {
    const { token } = await quickTokenWith(t, [...MANAGER_OPS, 'List Cities']);
    const within = await t.api({ method: 'POST', url: '/users', token, payload: await newUserBody({ role: await createRole(t.ctx, ['List Cities', 'List Users']) }) });
    expect(within.statusCode).toBe(201);
    const beyond = await t.api({ method: 'POST', url: '/users', token, payload: await newUserBody({ role: await createRole(t.ctx, ['List Cities', 'Delete City']) }) });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().detail).toBe('You cannot give a User a Role with operations you do not hold: Delete City.');
    // The Super Admin role holds everything: a manager cannot make a Super Admin either.
    const superRole = (await t.api({ method: 'GET', url: `/users/${adminId}`, token: admin })).json().role.id;
    expect((await t.api({ method: 'POST', url: '/users', token, payload: await newUserBody({ role: superRole }) })).statusCode).toBe(403);
  });

  it('moves users only to such a role, and never touches a user whose role holds more than the caller', async () => {
    const { token } = await quickTokenWith(t, [...MANAGER_OPS, 'List Cities']);
    const small = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, ['List Cities']) });
    const upgrade = await t.api({
      method: 'PUT',
      url: `/users/${small.id}`,
      token,
      payload: { first_name: 'Grace', last_name: 'Hopper', role_id: await createRole(t.ctx, ['Add City']) },
    });
    expect(upgrade.statusCode).toBe(403);
    expect(upgrade.json().detail).toMatch(/Add City/);
    const same = await t.api({
      method: 'PUT',
      url: `/users/${small.id}`,
      token,
      payload: { first_name: 'Grace', last_name: 'Hopper', role_id: await createRole(t.ctx, ['List Users']) },
    });
    expect(same.statusCode).toBe(200);

    const big = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, ['List Cities', 'Delete City']) });
    const refused = [
      await t.api({ method: 'PUT', url: `/users/${big.id}`, token, payload: { first_name: 'Grace', last_name: 'Hopper', role_id: await createRole(t.ctx, ['List Cities']) } }),
      await t.api({ method: 'PUT', url: `/users/${big.id}/reset-password`, token, payload: { new_password: 'brand-new-1' } }),
      await t.api({ method: 'DELETE', url: `/users/${big.id}`, token }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('You cannot change a User whose Role holds operations you do not hold: Delete City.');
    }
    expect(await t.login(big.email, big.password)).toEqual(expect.any(String));
  });
});

describe('users endpoints refuse callers without a token (401) or the operation (403)', () => {
  it('on every call', async () => {
    const target = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, []) });
    const calls = [
      { method: 'GET', url: '/users' },
      { method: 'GET', url: '/users/all' },
      { method: 'GET', url: `/users/${target.id}` },
      { method: 'POST', url: '/users', payload: await newUserBody() },
      { method: 'PUT', url: `/users/${target.id}`, payload: { first_name: 'Grace', last_name: 'Hopper', role_id: 1 } },
      { method: 'DELETE', url: `/users/${target.id}` },
      { method: 'PUT', url: `/users/${target.id}/reset-password`, payload: { new_password: 'brand-new-1' } },
    ] as const;
    // Holding the other users operations is not enough: each call needs its own.
    const needs: Record<string, string> = {
      'GET /users': 'List Users',
      'GET /users/all': 'List Users',
      'POST /users': 'Add User',
    };
    const { token: nobody } = await quickTokenWith(t, ['List Cities']);
    for (const call of calls) {
      expect((await t.api({ ...call })).statusCode).toBe(401);
      const denied = await t.api({ ...call, token: nobody });
      expect(denied.statusCode).toBe(403);
      expect(typeof denied.json().detail).toBe('string');
    }
    for (const [key, op] of Object.entries(needs)) {
      const others = MANAGER_OPS.filter((o) => o !== op);
      const { token } = await quickTokenWith(t, others);
      const [method, url] = key.split(' ') as ['GET' | 'POST', string];
      const res = await t.api({ method, url, token, payload: method === 'POST' ? await newUserBody() : undefined });
      expect({ key, status: res.statusCode }).toEqual({ key, status: 403 });
    }
    // The Ticket Settings screen lists users for its four groups.
    const { token: ticketSettings } = await quickTokenWith(t, ['Update Ticket Settings']);
    expect((await t.api({ method: 'GET', url: '/users/all', token: ticketSettings })).statusCode).toBe(200);
    const { token: noUpdate } = await quickTokenWith(
      t,
      MANAGER_OPS.filter((o) => o !== 'Update User'),
    );
    expect((await t.api({ method: 'PUT', url: `/users/${target.id}`, token: noUpdate, payload: { first_name: 'Grace', last_name: 'Hopper', role_id: 1 } })).statusCode).toBe(403);
    const { token: noDelete } = await quickTokenWith(
      t,
      MANAGER_OPS.filter((o) => o !== 'Delete User'),
    );
    expect((await t.api({ method: 'DELETE', url: `/users/${target.id}`, token: noDelete })).statusCode).toBe(403);
    const { token: noReset } = await quickTokenWith(
      t,
      MANAGER_OPS.filter((o) => o !== 'Reset Password'),
    );
    expect((await t.api({ method: 'PUT', url: `/users/${target.id}/reset-password`, token: noReset, payload: { new_password: 'brand-new-1' } })).statusCode).toBe(403);
    // Permission comes before validation.
    expect((await t.api({ method: 'POST', url: '/users', token: nobody, payload: {} })).statusCode).toBe(403);
  });
});

describe('review fixes: built-in roles, own reset, role deleted meanwhile', () => {
  it('never lets a non-Super Admin give the Super Admin role, even one holding every operation', async () => {
    const { ALL_OPERATIONS } = await import('@glassdesk/shared');
    const { token, user } = await quickTokenWith(t, [...ALL_OPERATIONS]);
    const superAdminRole = (await t.api({ method: 'GET', url: '/user', token: admin })).json().role.id as number;

    const promote = await t.api({ method: 'PUT', url: `/users/${user.id}`, token, payload: { first_name: 'Mallory', last_name: 'Mallory', role_id: superAdminRole } });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().detail).toBe('Only a Super Admin can give the Super Admin Role.');
    const create = await t.api({
      method: 'POST',
      url: '/users',
      token,
      payload: { first_name: 'Shadow', last_name: 'Admin', email: `shadow-${randomBytes(3).toString('hex')}@example.com`, password: 'secret-1', role: superAdminRole },
    });
    expect(create.statusCode).toBe(403);

    // The Super Admin may still name a second one.
    const second = await t.api({
      method: 'POST',
      url: '/users',
      token: admin,
      payload: { first_name: 'Second', last_name: 'Admin', email: `second-${randomBytes(3).toString('hex')}@example.com`, password: 'secret-1', role: superAdminRole },
    });
    expect(second.statusCode).toBe(201);
  });

  it('refuses to reset your own password (Change Password needs the old one)', async () => {
    const res = await t.api({ method: 'PUT', url: `/users/${adminId}/reset-password`, token: admin, payload: { new_password: 'whatever-1' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('Use Change Password in My Profile to change your own password.');
    await t.login(); // the old password still works
  });

  it('a user created while their role is deleted: exactly one of the two wins, never both', async () => {
    for (let round = 0; round < 5; round++) {
      const roleId = await createRole(t.ctx, ['List Cities']);
      const email = `race-${randomBytes(4).toString('hex')}@example.com`;
      const [created, deleted] = await Promise.all([
        t.api({ method: 'POST', url: '/users', token: admin, payload: { first_name: 'Racer', last_name: 'User', email, password: 'secret-1', role: roleId } }),
        new Promise((r) => setTimeout(r, 5)).then(() => t.api({ method: 'DELETE', url: `/roles/${roleId}`, token: admin })),
      ]);
      const outcome = `${created.statusCode}/${deleted.statusCode}`;
      expect(['201/409', '422/200']).toContain(outcome);
      if (created.statusCode === 201) {
        await t.login(email, 'secret-1');
      } else {
        expect(created.json().detail[0].loc).toEqual(['body', 'role']);
      }
    }
  });
});
