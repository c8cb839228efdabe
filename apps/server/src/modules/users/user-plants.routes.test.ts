import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createFixedRole, createPlant, createRole, createUserQuick, quickTokenWith } from '../../test/factories.js';

let t: TestApp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
  adminId = (await t.api({ method: 'GET', url: '/user', token: admin })).json().id;
});
afterAll(() => t.close());

const newUser = async () => createUserQuick(t.ctx, { roleId: await createRole(t.ctx, ['List Cities']) });

describe('plants of a user', () => {
  it('adds entries as real rows, lists them by plant name and removes one', async () => {
    const user = await newUser();
    const north = await createPlant(t.ctx, { name: 'North Works' });
    const east = await createPlant(t.ctx, { name: 'east Works' });
    const first = await t.api({ method: 'POST', url: `/users/${user.id}/user-plant`, token: admin, payload: { plant_id: north.id } });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(Number), plant: { id: north.id, name: 'North Works' } });
    const second = await t.api({ method: 'POST', url: `/users/${user.id}/user-plant`, token: admin, payload: { plant_id: east.id } });
    expect(second.statusCode).toBe(201);

    const list = await t.api({ method: 'GET', url: `/users/${user.id}/user-plant`, token: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      { id: second.json().id, plant: { id: east.id, name: 'east Works' } },
      { id: first.json().id, plant: { id: north.id, name: 'North Works' } },
    ]);
    const rows = await t.ctx.db.selectFrom('user_plants').select(['user_id', 'plant_id']).where('user_id', '=', user.id).orderBy('id').execute();
    expect(rows).toEqual([
      { user_id: user.id, plant_id: north.id },
      { user_id: user.id, plant_id: east.id },
    ]);

    const removed = await t.api({ method: 'DELETE', url: `/users/${user.id}/user-plant/${first.json().id}`, token: admin });
    expect(removed.statusCode).toBe(200);
    expect(typeof removed.json().message).toBe('string');
    expect((await t.api({ method: 'GET', url: `/users/${user.id}/user-plant`, token: admin })).json()).toEqual([second.json()]);
    expect((await t.api({ method: 'DELETE', url: `/users/${user.id}/user-plant/${first.json().id}`, token: admin })).statusCode).toBe(404);
  });

  it('answers 409 with a detail for the same plant twice', async () => {
    const user = await newUser();
    const plant = await createPlant(t.ctx);
    expect((await t.api({ method: 'POST', url: `/users/${user.id}/user-plant`, token: admin, payload: { plant_id: plant.id } })).statusCode).toBe(201);
    const dup = await t.api({ method: 'POST', url: `/users/${user.id}/user-plant`, token: admin, payload: { plant_id: plant.id } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ detail: 'This Plant is already assigned to the User.' });
    // Another user may hold the same plant.
    expect((await t.api({ method: 'POST', url: `/users/${(await newUser()).id}/user-plant`, token: admin, payload: { plant_id: plant.id } })).statusCode).toBe(201);
  });

  it("answers 422 on plant_id for no choice ('Please select Plant') and for a plant that does not exist", async () => {
    const user = await newUser();
    for (const payload of [{}, { plant_id: null }]) {
      const res = await t.api({ method: 'POST', url: `/users/${user.id}/user-plant`, token: admin, payload });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'plant_id'], msg: 'Please select Plant' });
    }
    const unknown = await t.api({ method: 'POST', url: `/users/${user.id}/user-plant`, token: admin, payload: { plant_id: 999_999 } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail[0].loc).toEqual(['body', 'plant_id']);
  });

  it('answers 404 for an unknown or deleted user, and for an entry of another user', async () => {
    const plant = await createPlant(t.ctx);
    expect((await t.api({ method: 'GET', url: '/users/999999/user-plant', token: admin })).statusCode).toBe(404);
    expect((await t.api({ method: 'POST', url: '/users/999999/user-plant', token: admin, payload: { plant_id: plant.id } })).statusCode).toBe(404);

    const owner = await newUser();
    const entry = (await t.api({ method: 'POST', url: `/users/${owner.id}/user-plant`, token: admin, payload: { plant_id: plant.id } })).json();
    const other = await newUser();
    expect((await t.api({ method: 'DELETE', url: `/users/${other.id}/user-plant/${entry.id}`, token: admin })).statusCode).toBe(404);
    expect((await t.api({ method: 'GET', url: `/users/${owner.id}/user-plant`, token: admin })).json()).toHaveLength(1);

    await t.api({ method: 'DELETE', url: `/users/${owner.id}`, token: admin });
    expect((await t.api({ method: 'GET', url: `/users/${owner.id}/user-plant`, token: admin })).statusCode).toBe(404);
    expect((await t.api({ method: 'DELETE', url: `/users/${owner.id}/user-plant/abc`, token: admin })).json().detail[0].loc).toEqual(['path', 'entryId']);
  });

  it('drops the entry when its plant is deleted', async () => {
    const user = await newUser();
    const plant = await createPlant(t.ctx);
    await t.api({ method: 'POST', url: `/users/${user.id}/user-plant`, token: admin, payload: { plant_id: plant.id } });
    expect((await t.api({ method: 'DELETE', url: `/plants/${plant.id}`, token: admin })).statusCode).toBe(200);
    expect((await t.api({ method: 'GET', url: `/users/${user.id}/user-plant`, token: admin })).json()).toEqual([]);
  });
});

describe('who may read and change a user’s plants', () => {
  it('everyone signed in reads their own; another user’s needs List Users or Update User', async () => {
    const { token, user } = await quickTokenWith(t, []);
    const plant = await createPlant(t.ctx);
    await t.api({ method: 'POST', url: `/users/${user.id}/user-plant`, token: admin, payload: { plant_id: plant.id } });
    const own = await t.api({ method: 'GET', url: `/users/${user.id}/user-plant`, token });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([{ id: expect.any(Number), plant: { id: plant.id, name: plant.name } }]);

    const denied = await t.api({ method: 'GET', url: `/users/${adminId}/user-plant`, token });
    expect(denied.statusCode).toBe(403);
    expect(typeof denied.json().detail).toBe('string');
    for (const op of ['List Users', 'Update User'] as const) {
      const { token: reader } = await quickTokenWith(t, [op]);
      expect((await t.api({ method: 'GET', url: `/users/${user.id}/user-plant`, token: reader })).statusCode).toBe(200);
    }
    const { token: resetter } = await quickTokenWith(t, ['Reset Password', 'List Cities']);
    expect((await t.api({ method: 'GET', url: `/users/${user.id}/user-plant`, token: resetter })).statusCode).toBe(403);
  });

  it('refuses plant changes for a user whose role is not editable (403 with a detail)', async () => {
    const plant = await createPlant(t.ctx);
    const fixed = await createUserQuick(t.ctx, { roleId: await createFixedRole(t.ctx, ['List Cities']) });
    for (const id of [fixed.id, adminId]) {
      const res = await t.api({ method: 'POST', url: `/users/${id}/user-plant`, token: admin, payload: { plant_id: plant.id } });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe("This User's Role is not editable, so the User cannot be changed.");
    }
    const [entry] = await t.ctx.db.insertInto('user_plants').values({ user_id: fixed.id, plant_id: plant.id, created_at: new Date().toISOString() }).returning('id').execute();
    const remove = await t.api({ method: 'DELETE', url: `/users/${fixed.id}/user-plant/${entry.id}`, token: admin });
    expect(remove.statusCode).toBe(403);
  });

  it('refuses plant changes for a user whose role holds operations the caller lacks', async () => {
    const { token } = await quickTokenWith(t, ['Update User', 'List Cities']);
    const plant = await createPlant(t.ctx);
    const big = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, ['List Cities', 'Delete City']) });
    const res = await t.api({ method: 'POST', url: `/users/${big.id}/user-plant`, token, payload: { plant_id: plant.id } });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/Delete City/);
    const small = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, ['List Cities']) });
    expect((await t.api({ method: 'POST', url: `/users/${small.id}/user-plant`, token, payload: { plant_id: plant.id } })).statusCode).toBe(201);
  });

  it('needs a token (401) and Update User to add or remove (403)', async () => {
    const user = await newUser();
    const plant = await createPlant(t.ctx);
    const entry = (await t.api({ method: 'POST', url: `/users/${user.id}/user-plant`, token: admin, payload: { plant_id: plant.id } })).json();
    const calls = [
      { method: 'GET', url: `/users/${user.id}/user-plant` },
      { method: 'POST', url: `/users/${user.id}/user-plant`, payload: { plant_id: plant.id } },
      { method: 'DELETE', url: `/users/${user.id}/user-plant/${entry.id}` },
    ] as const;
    const { token: lister } = await quickTokenWith(t, ['List Users', 'Add User', 'Delete User', 'Reset Password']);
    const { token: nobody } = await quickTokenWith(t, []);
    for (const call of calls) {
      expect((await t.api({ ...call })).statusCode).toBe(401);
      expect((await t.api({ ...call, token: nobody })).statusCode).toBe(403);
      if (call.method !== 'GET') {
        const denied = await t.api({ ...call, token: lister });
        expect(denied.statusCode).toBe(403);
        expect(denied.json()).toEqual({ detail: "You don't have permission." });
      }
    }
  });
});
