import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { versionedCalls } from '../test/versioned-calls.js';
import { createBusiness, createCustomer, createRole, createUserQuick, operationIds } from '../test/factories.js';

// CONTRACT "Concurrent edits" on roles, users and customers (their business and cost terms): GET answers the version
// as an ETag; a PUT with an older If-Match is 412 (who saved last, when) and writes nothing; the current one applies
// and answers the new ETag; none applies as before.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const { get, put } = versionedCalls(
  () => t,
  () => admin,
);

/** The shared walk: opened at "1", saved to "2", a stale "1" refused with nothing written, no If-Match applies. */
async function walk(getUrl: string, putUrl: string, bodies: [object, object, object], read: (body: Record<string, unknown>) => unknown) {
  const opened = await get(getUrl);
  expect(opened.headers.etag).toBe('"1"');
  expect(opened.json()).not.toHaveProperty('version');

  const saved = await put(putUrl, bodies[0], '"1"');
  expect(saved.statusCode).toBe(200);
  expect(saved.headers.etag).toBe('"2"');
  const after = read((await get(getUrl)).json());

  const stale = await put(putUrl, bodies[1], '"1"');
  expect(stale.statusCode).toBe(412);
  expect(stale.json()).toEqual({ detail: expect.stringContaining('Someone else saved this'), saved_by: 'Super Admin', saved_at: expect.any(String), version: 2 });
  expect(read((await get(getUrl)).json())).toEqual(after);
  expect((await get(getUrl)).headers.etag).toBe('"2"');

  const blind = await put(putUrl, bodies[2]);
  expect(blind.statusCode).toBe(200);
  expect(blind.headers.etag).toBe('"3"');
}

describe('/roles/{id}', () => {
  it('versions every save of a role', async () => {
    const id = await createRole(t.ctx, ['List Cities']);
    const operations = await operationIds(t.ctx, ['List Cities']);
    await walk(
      `/roles/${id}`,
      `/roles/${id}`,
      [
        { name: `Versioned ${id} A`, operations },
        { name: `Versioned ${id} B`, operations },
        { name: `Versioned ${id} C`, operations },
      ],
      (b) => b.name,
    );
  });
});

describe('/users/{id}', () => {
  it('versions every save of a user', async () => {
    const roleId = await createRole(t.ctx, ['List Cities']);
    const user = await createUserQuick(t.ctx, { roleId });
    await walk(
      `/users/${user.id}`,
      `/users/${user.id}`,
      [
        { first_name: 'Adaline', last_name: 'Oneson', role_id: roleId },
        { first_name: 'Beatrix', last_name: 'Twoson', role_id: roleId },
        { first_name: 'Cyrilla', last_name: 'Threeson', role_id: roleId },
      ],
      (b) => b.first_name,
    );
  });
});

describe('/customers/{id}', () => {
  it('its cost terms are versioned with the customer', async () => {
    const c = await createCustomer(t.ctx, { approved: true });
    await walk(
      `/customers/${c.id}`,
      `/customers/${c.id}/cost`,
      [
        { max_day_allowed: 5, per_day_charge: 12.5 },
        { max_day_allowed: 9, per_day_charge: 1 },
        { max_day_allowed: 7, per_day_charge: 3 },
      ],
      (b) => [b.max_day_allowed, b.per_day_charge],
    );
  });

  it('so is its business; approving or verifying it moves its version on too', async () => {
    const c = await createCustomer(t.ctx, { approved: true });
    const one = await createBusiness(t.ctx);
    const two = await createBusiness(t.ctx);
    await walk(`/customers/${c.id}`, `/customers/${c.id}/business`, [{ business_id: one.id }, { business_id: two.id }, { business_id: two.id }], (b) => b.business_id);

    // A form opened at "3" is stale once someone verifies the customer.
    expect((await put(`/customers/${c.id}/verification`, { is_verified: true })).statusCode).toBe(200);
    expect((await get(`/customers/${c.id}`)).headers.etag).toBe('"4"');
    expect((await put(`/customers/${c.id}/cost`, { max_day_allowed: 2, per_day_charge: 2 }, '"3"')).statusCode).toBe(412);
  });

  it('a missing customer is 404 with or without If-Match', async () => {
    expect((await put('/customers/987654/cost', { max_day_allowed: 2, per_day_charge: 2 }, '"1"')).statusCode).toBe(404);
    expect((await put('/customers/987654/cost', { max_day_allowed: 2, per_day_charge: 2 })).statusCode).toBe(404);
  });
});
