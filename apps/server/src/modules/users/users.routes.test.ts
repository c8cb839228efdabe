import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createRole, createUserQuick, setRoleOperations, quickTokenWith } from '../../test/factories.js';

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
