import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_OPERATIONS, MENU_RULES, OPERATION_GROUPS } from '@glassdesk/shared';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { setRoleOperations, quickTokenWith } from '../../test/factories.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const operationsOf = (token: string) => t.api({ method: 'GET', url: '/operations', token });

describe('GET /operations', () => {
  it('gives the Super Admin every operation of the catalogue and every menu', async () => {
    const res = await operationsOf(admin);
    expect(res.statusCode).toBe(200);
    const { operations, menu } = res.json();
    expect([...operations].sort()).toEqual([...ALL_OPERATIONS].sort());
    expect(new Set(operations).size).toBe(operations.length);
    expect([...menu].sort()).toEqual(Object.keys(MENU_RULES).sort());
  });

  it('gives a role with List Cities only that operation and the Trolley menu', async () => {
    const { token } = await quickTokenWith(t, ['List Cities']);
    expect((await operationsOf(token)).json()).toEqual({ operations: ['List Cities'], menu: ['Trolley'] });
  });

  it('shows the Trash menu to a role that lists deleted tickets', async () => {
    const { token } = await quickTokenWith(t, ['List Deleted Tickets']);
    const { operations, menu } = (await operationsOf(token)).json();
    expect(operations).toEqual(['List Deleted Tickets']);
    expect(menu).toContain('Trash');
    expect(menu).not.toContain('Tickets');
  });

  it('gives a role without operations nothing', async () => {
    const { token } = await quickTokenWith(t, []);
    expect((await operationsOf(token)).json()).toEqual({ operations: [], menu: [] });
  });

  it('applies a change of the role on the next call, without signing in again', async () => {
    const { token, roleId } = await quickTokenWith(t, ['List Cities']);
    expect((await t.api({ method: 'GET', url: '/cities', token })).statusCode).toBe(200);

    await setRoleOperations(t.ctx, roleId, ['List Business', 'List Support']);
    const after = (await operationsOf(token)).json();
    expect([...after.operations].sort()).toEqual(['List Business', 'List Support']);
    expect([...after.menu].sort()).toEqual(['Business', 'Support']);
    // The server enforces the new set at once, not only the menu.
    expect((await t.api({ method: 'GET', url: '/cities', token })).statusCode).toBe(403);

    await setRoleOperations(t.ctx, roleId, ['List Cities']);
    expect((await t.api({ method: 'GET', url: '/cities', token })).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const res = await t.api({ method: 'GET', url: '/operations' });
    expect(res.statusCode).toBe(401);
    expect(typeof res.json().detail).toBe('string');
  });
});

describe('GET /operations/all', () => {
  it('lists the operation groups with their operations', async () => {
    const res = await t.api({ method: 'GET', url: '/operations/all', token: admin });
    expect(res.statusCode).toBe(200);
    const groups = res.json() as { id: number; name: string; operations: { id: number; name: string }[] }[];
    expect(groups.map((g) => ({ name: g.name, operations: g.operations.map((o) => o.name) }))).toEqual(
      OPERATION_GROUPS.map((g) => ({ name: g.name, operations: [...g.operations] })),
    );
    for (const group of groups) {
      expect(group.id).toEqual(expect.any(Number));
      for (const op of group.operations) expect(op).toEqual({ id: expect.any(Number), name: expect.any(String) });
    }
    const ids = groups.flatMap((g) => g.operations.map((o) => o.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is open to a role that lists, adds or updates roles, and to no other', async () => {
    const { token, roleId } = await quickTokenWith(t, ['List Users', 'Delete Role']);
    const denied = await t.api({ method: 'GET', url: '/operations/all', token });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ detail: "You don't have permission." });

    for (const op of ['List Roles', 'Add Role', 'Update Role'] as const) {
      await setRoleOperations(t.ctx, roleId, [op]);
      expect((await t.api({ method: 'GET', url: '/operations/all', token })).statusCode).toBe(200);
    }
    expect((await t.api({ method: 'GET', url: '/operations/all' })).statusCode).toBe(401);
  });
});
