import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import type { ActivityEntityType, ActivityEntry } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { heldMeanwhile } from '../../test/held-meanwhile.js';
import { isPostgresDb } from '../../db/sql.js';
import { CHANGED_MEANWHILE } from '../trolleys/trolley-move-engine.js';
import {
  createBusiness,
  createCity,
  createCustomer,
  createEmployee,
  createFaq,
  createPlant,
  createRole,
  createSupportRequest,
  createTicket,
  createTrolley,
  createUserQuick,
  operationIds,
  quickTokenWith,
  setTicketSettings,
  unique,
} from '../../test/factories.js';

// CONTRACT "Activity log": a change that had to wait for another, uncommitted change of the same record reads its
// "before" as that change left it (PostgreSQL: the record is held before it is read; SQLite: one transaction at a
// time). Without the hold its entry would read A -> C where the record went A -> B -> C, or list the other change.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

/** The newest entry of one record (of the ticket settings when no id is given). */
const latest = async (type: ActivityEntityType, id?: number) => {
  const res = await t.api({ method: 'GET', url: `/activity?entity_type=${type}${id === undefined ? '' : `&entity_id=${id}`}`, token: admin });
  return (res.json() as { list: ActivityEntry[] }).list[0];
};

/**
 * Another writer makes `change` in a transaction of its own and keeps it uncommitted while `call` is sent; 200 ms
 * later it commits. Answers the call's response (which had to wait for that commit).
 */
async function afterAnotherChange(change: (trx: Kysely<Database>) => Promise<unknown>, call: () => Promise<LightMyRequestResponse>) {
  return (await heldMeanwhile(t.ctx.db, change, call)).result;
}

describe('a change that waited for another change of its record', () => {
  it('a rename reads "before" as the other change left it (its own locked read: the UPDATE itself on PostgreSQL)', async () => {
    const city = await createCity(t.ctx, `Turku ${unique()}`);
    const res = await afterAnotherChange(
      (trx) =>
        trx
          .updateTable('cities')
          .set({ name: `${city.name} Ouest` })
          .where('id', '=', city.id)
          .execute(),
      () => t.api({ method: 'PUT', url: `/cities/${city.id}`, token: admin, payload: { name: `${city.name} Est` } }),
    );
    expect(res.statusCode).toBe(200);
    expect((await latest('city', city.id)).changes).toEqual([{ field: 'name', before: `${city.name} Ouest`, after: `${city.name} Est` }]);
  });

  it('a plant update reads "before" as the other change left it', async () => {
    const plant = await createPlant(t.ctx, { cityId: null });
    const body = { name: plant.name, city_id: null, address: '3 Late Road', contact: '0123456789' };
    const res = await afterAnotherChange(
      (trx) => trx.updateTable('plants').set({ address: '2 Other Road' }).where('id', '=', plant.id).execute(),
      () => t.api({ method: 'PUT', url: `/plants/${plant.id}`, token: admin, payload: body }),
    );
    expect(res.statusCode).toBe(200);
    expect((await latest('plant', plant.id)).changes).toEqual([{ field: 'address', before: '2 Other Road', after: '3 Late Road' }]);
  });

  it('an FAQ update reads "before" as the other change left it', async () => {
    const faq = await createFaq(t.ctx, { content: '<p>First answer.</p>' });
    const res = await afterAnotherChange(
      (trx) => trx.updateTable('faqs').set({ content: '<p>Other answer.</p>' }).where('id', '=', faq.id).execute(),
      () => t.api({ method: 'PUT', url: `/faqs/${faq.id}`, token: admin, payload: { title: faq.title, content: '<p>Late answer.</p>' } }),
    );
    expect(res.statusCode).toBe(200);
    expect((await latest('faq', faq.id)).changes).toEqual([{ field: 'content', before: 'Other answer.', after: 'Late answer.' }]);
  });

  it('a user update reads "before" as the other change left it', async () => {
    const roleId = await createRole(t.ctx, ['List Cities']);
    const user = await createUserQuick(t.ctx, { roleId, first_name: 'Greta' });
    const res = await afterAnotherChange(
      (trx) => trx.updateTable('users').set({ last_name: 'Otherly' }).where('id', '=', user.id).execute(),
      () => t.api({ method: 'PUT', url: `/users/${user.id}`, token: admin, payload: { first_name: 'Greta', last_name: 'Lately', role_id: roleId } }),
    );
    expect(res.statusCode).toBe(200);
    expect((await latest('user', user.id)).changes).toEqual([{ field: 'last_name', before: 'Otherly', after: 'Lately' }]);
  });

  it('a role update reads "before" as the other change left it', async () => {
    const name = `Role ${unique()}`;
    const roleId = await createRole(t.ctx, ['List Cities'], name);
    const res = await afterAnotherChange(
      (trx) =>
        trx
          .updateTable('roles')
          .set({ name: `${name} Other` })
          .where('id', '=', roleId)
          .execute(),
      async () =>
        t.api({
          method: 'PUT',
          url: `/roles/${roleId}`,
          token: admin,
          payload: { name: `${name} Late`, operations: await operationIds(t.ctx, ['List Cities']), mfa_required: false },
        }),
    );
    expect(res.statusCode).toBe(200);
    expect((await latest('role', roleId)).changes).toEqual([{ field: 'name', before: `${name} Other`, after: `${name} Late` }]);
  });

  // The delivery's guarded update accepts Created and Notified alike: only the hold makes it read Notified.
  it('marking a ticket Delivered reads the status the other change left (Notified), not Created', async () => {
    const ticket = await createTicket(t.ctx);
    const res = await afterAnotherChange(
      (trx) => trx.updateTable('tickets').set({ status: 'Notified' }).where('id', '=', ticket.id).execute(),
      () => t.api({ method: 'PUT', url: `/tickets/${ticket.id}/status`, token: admin, payload: {} }),
    );
    expect(res.statusCode).toBe(200);
    expect(await latest('ticket', ticket.id)).toMatchObject({ action: 'delivered', changes: [{ field: 'status', before: 'Notified', after: 'Delivered' }] });
  });

  // The entry names a status change only when the ticket was Created as read.
  it('a ticket notification after another made it Notified does not claim that status change', async () => {
    const ticket = await createTicket(t.ctx);
    const res = await afterAnotherChange(
      (trx) => trx.updateTable('tickets').set({ status: 'Notified' }).where('id', '=', ticket.id).execute(),
      () => t.api({ method: 'POST', url: '/tickets/notification', token: admin, payload: { id: ticket.id, message: 'Ready soon.' } }),
    );
    expect(res.statusCode).toBe(201);
    expect(await latest('ticket', ticket.id)).toMatchObject({ action: 'notified', changes: [{ field: 'message', before: null, after: 'Ready soon.' }] });
  });

  it('a trolley\'s data edit reads "before" as the other change left it', async () => {
    const trolley = await createTrolley(t.ctx, { serial_number: 'SN-1' });
    const body = { name: trolley.name, uid: trolley.uid, trolley_photo_url: null, serial_number: 'SN-3', is_certified: false, expiry_date: null, plant_id: trolley.plantId };
    const res = await afterAnotherChange(
      (trx) => trx.updateTable('trolleys').set({ serial_number: 'SN-2' }).where('id', '=', trolley.id).execute(),
      () => t.api({ method: 'PUT', url: `/trolleys/${trolley.id}`, token: admin, payload: body }),
    );
    expect(res.statusCode).toBe(200);
    expect((await latest('trolley', trolley.id)).changes).toEqual([{ field: 'serial_number', before: 'SN-2', after: 'SN-3' }]);
  });

  // The read that holds the customer answers its "before" too (one statement on PostgreSQL: FOR NO KEY UPDATE of c).
  it("a customer's cost change reads its terms as the other change left them", async () => {
    const customer = await createCustomer(t.ctx);
    const res = await afterAnotherChange(
      (trx) => trx.updateTable('customers').set({ max_day_allowed: 7, per_day_charge_cents: 250 }).where('id', '=', customer.id).execute(),
      () => t.api({ method: 'PUT', url: `/customers/${customer.id}/cost`, token: admin, payload: { max_day_allowed: 7, per_day_charge: 3 } }),
    );
    expect(res.statusCode).toBe(200);
    // Not max_day_allowed 0 -> 7: the other change had made it 7 before this one read it.
    expect((await latest('customer', customer.id)).changes).toEqual([{ field: 'per_day_charge', before: '$2.50', after: '$3.00' }]);
  });

  // The verification takes no customer lock: the rename must be read as the other change's, not this one's.
  it("a customer's verification lists only is_verified, under the name the other change gave", async () => {
    const customer = await createCustomer(t.ctx, { first_name: 'Vera' });
    const res = await afterAnotherChange(
      (trx) => trx.updateTable('customers').set({ first_name: 'Veronica' }).where('id', '=', customer.id).execute(),
      () => t.api({ method: 'PUT', url: `/customers/${customer.id}/verification`, token: admin, payload: { is_verified: true } }),
    );
    expect(res.statusCode).toBe(200);
    expect(await latest('customer', customer.id)).toMatchObject({
      action: 'verified',
      entity: { label: `Customer Veronica ${customer.last_name}` },
      changes: [{ field: 'is_verified', before: 'No', after: 'Yes' }],
    });
  });

  // The move's guard is the state_version, which a rename leaves alone: the move goes ahead after the rename.
  it("a trolley's move does not list the rename another change made meanwhile", async () => {
    const trolley = await createTrolley(t.ctx);
    const res = await afterAnotherChange(
      (trx) =>
        trx
          .updateTable('trolleys')
          .set({ name: `${trolley.name} B` })
          .where('id', '=', trolley.id)
          .execute(),
      () => t.api({ method: 'PUT', url: `/trolleys/${trolley.id}/maintenance`, token: admin, payload: { note: 'Wheel' } }),
    );
    expect(res.statusCode).toBe(200);
    expect(await latest('trolley', trolley.id)).toMatchObject({
      action: 'moved',
      entity: { label: `Trolley ${trolley.name} B` },
      changes: [{ field: 'trolley_status', before: 'OnPlant', after: 'Maintenance' }],
    });
  });

  it("a move does not list its plant's rename made meanwhile as a change of the trolley's plant", async () => {
    const plant = await createPlant(t.ctx);
    const trolley = await createTrolley(t.ctx, { plantId: plant.id });
    const res = await afterAnotherChange(
      async (trx) => {
        await trx
          .updateTable('plants')
          .set({ name: `${plant.name} Nord` })
          .where('id', '=', plant.id)
          .execute();
        // It holds the trolley too (a change that is no move), so the move waits for it after reading the old name.
        await trx.updateTable('trolleys').set({ updated_at: new Date().toISOString() }).where('id', '=', trolley.id).execute();
      },
      () => t.api({ method: 'PUT', url: `/trolleys/${trolley.id}/maintenance`, token: admin, payload: { note: 'Wheel' } }),
    );
    expect(res.statusCode).toBe(200);
    expect((await latest('trolley', trolley.id)).changes).toEqual([{ field: 'trolley_status', before: 'OnPlant', after: 'Maintenance' }]);
  });

  it('a move whose trolley was given another plant meanwhile is refused on PostgreSQL, never recorded from the old plant', async () => {
    const [plant, other] = [await createPlant(t.ctx), await createPlant(t.ctx)];
    const trolley = await createTrolley(t.ctx, { plantId: plant.id });
    const res = await afterAnotherChange(
      (trx) => trx.updateTable('trolleys').set({ plant_id: other.id }).where('id', '=', trolley.id).execute(),
      () => t.api({ method: 'PUT', url: `/trolleys/${trolley.id}/maintenance`, token: admin, payload: { note: 'Wheel' } }),
    );
    if (isPostgresDb(t.ctx.db)) {
      // It read the trolley at the old plant (and checked that plant) before the other change committed.
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(CHANGED_MEANWHILE);
      expect((await latest('trolley', trolley.id))?.action).not.toBe('moved');
    } else {
      // SQLite: the move ran after the other change, so it read the new plant.
      expect(res.statusCode).toBe(200);
      expect((await latest('trolley', trolley.id)).changes).toEqual([{ field: 'trolley_status', before: 'OnPlant', after: 'Maintenance' }]);
    }
  });

  // A visit's entries: each "before" from the row it read for its checks and the trolley as moved.
  it("a hand-over's entries do not list the rename another change made to one of its trolleys meanwhile", async () => {
    const plant = await createPlant(t.ctx);
    const [first, second] = [await createTrolley(t.ctx, { plantId: plant.id }), await createTrolley(t.ctx, { plantId: plant.id })];
    const customer = await createEmployee(t.ctx);
    const res = await afterAnotherChange(
      (trx) =>
        trx
          .updateTable('trolleys')
          .set({ name: `${second.name} B` })
          .where('id', '=', second.id)
          .execute(),
      () =>
        t.api({
          method: 'POST',
          url: '/handovers',
          token: admin,
          payload: {
            kind: 'delivery',
            customer_id: customer.id,
            trolleys: [
              { id: first.id, no_of_bars: 0 },
              { id: second.id, no_of_bars: 0 },
            ],
            unsigned_reason: 'Customer not present',
          },
        }),
    );
    expect(res.statusCode).toBe(201);
    for (const [trolley, label] of [
      [first, `Trolley ${first.name}`],
      [second, `Trolley ${second.name} B`],
    ] as const) {
      const entry = await latest('trolley', trolley.id);
      expect(entry).toMatchObject({ action: 'moved', entity: { label } });
      expect(entry.changes.map((c) => c.field)).not.toContain('name');
      expect(entry.changes).toContainEqual({ field: 'trolley_status', before: 'OnPlant', after: 'Delivery' });
    }
  });

  // The settings are held by their version's row (settings_versions), which every save moves on first.
  it('the ticket settings read "before" as the other save left them', async () => {
    const roleId = await createRole(t.ctx, []);
    const [ann, bob, cy] = [`Ann ${unique()}`, `Bob ${unique()}`, `Cy ${unique()}`];
    const [annId, bobId, cyId] = [
      (await createUserQuick(t.ctx, { roleId, first_name: ann })).id,
      (await createUserQuick(t.ctx, { roleId, first_name: bob })).id,
      (await createUserQuick(t.ctx, { roleId, first_name: cy })).id,
    ];
    await setTicketSettings(t.ctx, { sales: [annId] });
    const res = await afterAnotherChange(
      async (trx) => {
        // As a save of the settings does: its version first, then the list.
        await trx
          .updateTable('settings_versions')
          .set((eb) => ({ version: eb('version', '+', 1) }))
          .where('name', '=', 'ticket_settings')
          .execute();
        await trx.deleteFrom('ticket_settings').where('kind', '=', 'sales').execute();
        await trx.insertInto('ticket_settings').values({ kind: 'sales', user_id: bobId }).execute();
      },
      () => t.api({ method: 'PUT', url: '/ticket-settings', token: admin, payload: { access: [], emails: [], production: [], sales: [cyId] } }),
    );
    expect(res.statusCode).toBe(200);
    expect((await latest('ticket_settings')).changes).toEqual([{ field: 'sales', before: `${bob} User`, after: `${cy} User` }]);
  });

  it('a help update reads "before" as the other change left it', async () => {
    const help = await t.ctx.db.selectFrom('help').select('id').executeTakeFirstOrThrow();
    const res = await afterAnotherChange(
      (trx) => trx.updateTable('help').set({ content: '<p>Other help.</p>' }).where('id', '=', help.id).execute(),
      () => t.api({ method: 'PUT', url: `/help/${help.id}`, token: admin, payload: { content: '<p>Late help.</p>' } }),
    );
    expect(res.statusCode).toBe(200);
    expect((await latest('help', help.id)).changes).toEqual([{ field: 'content', before: 'Other help.', after: 'Late help.' }]);
  });

  // A deleted record's entry has no changes: its label, read before the delete, is what must be current.
  it('a support request deleted after another change renamed it keeps the new name', async () => {
    const request = await createSupportRequest(t.ctx, { name: 'Walt' });
    const res = await afterAnotherChange(
      (trx) => trx.updateTable('support_requests').set({ name: 'Walter' }).where('id', '=', request.id).execute(),
      () => t.api({ method: 'DELETE', url: `/support/${request.id}`, token: admin }),
    );
    expect(res.statusCode).toBe(200);
    expect(await latest('support', request.id)).toMatchObject({ action: 'deleted', entity: { label: 'Support request from Walter' } });
  });

  it('a profile update reads "before" as the other change left it', async () => {
    const me = await quickTokenWith(t, []);
    const res = await afterAnotherChange(
      (trx) => trx.updateTable('users').set({ last_name: 'Otherly' }).where('id', '=', me.user.id).execute(),
      () => t.api({ method: 'PUT', url: '/profile', token: me.token, payload: { first_name: 'Test', last_name: 'Lately' } }),
    );
    expect(res.statusCode).toBe(200);
    expect((await latest('user', me.user.id)).changes).toEqual([{ field: 'last_name', before: 'Otherly', after: 'Lately' }]);
  });

  it('the notification settings read "before" as the other change left them', async () => {
    const settings = await t.ctx.db.selectFrom('notification_settings').select('id').orderBy('id').executeTakeFirstOrThrow();
    const res = await afterAnotherChange(
      (trx) => trx.updateTable('notification_settings').set({ email: 'other@example.com' }).where('id', '=', settings.id).execute(),
      () => t.api({ method: 'PUT', url: `/notification-settings/${settings.id}`, token: admin, payload: { email: 'late@example.com' } }),
    );
    expect(res.statusCode).toBe(200);
    expect((await latest('notification_settings', settings.id)).changes).toEqual([{ field: 'email', before: 'other@example.com', after: 'late@example.com' }]);
  });

  // Already protected by lockBusiness, which the save takes before it reads.
  it('a business update reads "before" as the other change left it', async () => {
    const business = await createBusiness(t.ctx, { address: '1 First Street' });
    const body = { name: business.name, account_id: null, customer_id: business.customerId, contact: '0123456789', address: '3 Late Street' };
    const res = await afterAnotherChange(
      (trx) => trx.updateTable('businesses').set({ address: '2 Other Street' }).where('id', '=', business.id).execute(),
      () => t.api({ method: 'PUT', url: `/business/${business.id}`, token: admin, payload: body }),
    );
    expect(res.statusCode).toBe(200);
    expect((await latest('business', business.id)).changes).toEqual([{ field: 'address', before: '2 Other Street', after: '3 Late Street' }]);
  });
});
