import type { Kysely } from 'kysely';
import { BUSINESS_TICKET_SETTING_KINDS, type BusinessSave, type BusinessTicketSettings, type OptionsQuery } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { Refusal } from '../../db/sql.js';
import { conflict, found, invalidField, notFound } from '../../lib/http-error.js';
import {
  getBusinessSettings,
  listCustomerOptions,
  listCustomers,
  liveBusinessMasteredBy,
  lockCustomer,
  notCustomersOf,
  replaceBusinessSettings,
  setCustomerBusiness,
} from '../customers/customers.service.js';
import { StaleVersion } from '../../lib/record-version.js';
import { recordChange, snapshot, tracked, versionedSave } from '../activity/activity.service.js';
import { renameBusinessTickets } from '../tickets/tickets.service.js';
import { findBusiness, insertBusiness, lockBusiness, restoreBusiness as restoreBusinessRow, softDeleteBusiness, storedMaster, updateBusiness } from './businesses.repository.js';

export { listBusinesses, listBusinessOptions } from './businesses.repository.js';
// For other modules: a customer moved into a business locks it live; the dashboard counts them.
export { countLive, lockBusiness } from './businesses.repository.js';

export const CUSTOMER_GONE = 'The chosen Customer does not exist.';
const MASTER_TAKEN = 'This Customer is already the master customer of another Business.';
const masterElsewhere = (name: string) => `This Customer is already the master customer of ${name}.`;

export async function getBusiness(db: Kysely<Database>, id: number) {
  return found(await findBusiness(db, id), 'Business');
}

/**
 * Creates (no id) or updates a business. CONTRACT "Master customer": the master customer (locked first, then the
 * business: one lock order for every write here) must be live and master of no other live business; it then belongs
 * to this business ("creating a business with a master customer makes that customer belong to it").
 */
export async function saveBusiness(db: Kysely<Database>, id: number | undefined, body: BusinessSave, expected?: number) {
  if (id !== undefined) await getBusiness(db, id);
  const save = () =>
    db.transaction().execute(async (trx) => {
      if (!(await lockCustomer(trx, body.customer_id))) throw invalidField('customer_id', CUSTOMER_GONE);
      if (id !== undefined && !(await lockBusiness(trx, id))) throw notFound('Business');
      const other = await liveBusinessMasteredBy(trx, body.customer_id, id);
      if (other) throw conflict(masterElsewhere(other.name));
      const before = id === undefined ? undefined : await snapshot(trx, 'business', id, { held: true });
      // A refusal is the partial unique index's word: a race lost to another business saved with this master meanwhile.
      const saved = id === undefined ? await insertBusiness(trx, body) : await updateBusiness(trx, id, body, expected);
      if (saved instanceof Refusal) throw conflict(MASTER_TAKEN);
      // Locked and live, yet not saved: If-Match named another version (CONTRACT "Concurrent edits").
      if (saved === false) throw new StaleVersion((await findBusiness(trx, id!))!.version);
      const businessId = id ?? Number(saved);
      // The tickets keep the business's name for their list's sort and search: renamed in the same transaction.
      if (id !== undefined) await renameBusinessTickets(trx, id, body.name);
      // Read after the business's own change (a rename is not the customer's move), before the customer's.
      const masterBefore = await snapshot(trx, 'customer', body.customer_id, { held: true });
      await setCustomerBusiness(trx, body.customer_id, businessId);
      await recordChange(trx, 'business', businessId, before, id === undefined ? 'created' : 'updated');
      // The master customer now belongs to this business: its own History says so too (when it moved).
      await recordChange(trx, 'customer', body.customer_id, masterBefore);
      return businessId;
    });
  const savedId = id === undefined ? await save() : await versionedSave(db, 'business', id, 'Business', save);
  return (await findBusiness(db, savedId))!;
}

// A soft delete (spec §4): restorable, so nothing is orphaned. Its customers keep their business_id and read as
// having no business while it is in the trash.
export async function deleteBusiness(db: Kysely<Database>, id: number) {
  await db.transaction().execute((trx) =>
    tracked(trx, 'business', id, 'deleted', async () => {
      if (!(await softDeleteBusiness(trx, id))) throw notFound('Business');
    }),
  );
}

export async function restoreBusiness(db: Kysely<Database>, id: number) {
  const stored = await storedMaster(db, id);
  await db.transaction().execute(async (trx) => {
    if (stored?.customer_id != null && !(await lockCustomer(trx, stored.customer_id))) {
      throw conflict('Its master customer is in the trash: restore that Customer first.');
    }
    if (!(await lockBusiness(trx, id, 'trashed'))) throw notFound('Business');
    const masterBefore = stored?.customer_id != null ? await snapshot(trx, 'customer', stored.customer_id, { held: true }) : undefined;
    const restored = await restoreBusinessRow(trx, id);
    if (restored instanceof Refusal) throw conflict('Its master customer is now the master customer of another Business, so this one cannot be restored.');
    if (!restored) throw notFound('Business');
    // As on create: the master customer belongs to the business it is master of.
    if (stored?.customer_id != null) await setCustomerBusiness(trx, stored.customer_id, id);
    await recordChange(trx, 'business', id, undefined, 'restored');
    if (stored?.customer_id != null) await recordChange(trx, 'customer', stored.customer_id, masterBefore);
  });
}

/** The employees screen. */
export async function businessCustomers(db: Kysely<Database>, id: number, query: Parameters<typeof listCustomers>[1]) {
  await getBusiness(db, id);
  return listCustomers(db, query, { businessId: id });
}

/** The settings screen shows every customer of the business at once: no cap unless asked. */
export async function businessCustomerOptions(db: Kysely<Database>, id: number, query: Partial<OptionsQuery>) {
  await getBusiness(db, id);
  return listCustomerOptions(db, { search: query.search ?? '', limit: query.limit ?? Number.MAX_SAFE_INTEGER }, id);
}

export async function businessSettings(db: Kysely<Database>, id: number) {
  await getBusiness(db, id);
  return getBusinessSettings(db, id);
}

/** Each list may name only the business's own live customers (422 on that list otherwise). */
export async function saveBusinessSettings(db: Kysely<Database>, id: number, settings: BusinessTicketSettings) {
  await getBusiness(db, id);
  await db.transaction().execute(async (trx) => {
    if (!(await lockBusiness(trx, id))) throw notFound('Business');
    for (const kind of BUSINESS_TICKET_SETTING_KINDS) {
      const strangers = await notCustomersOf(trx, id, settings[kind]);
      if (strangers.length) throw invalidField(kind, `Only this Business's customers can be chosen (not ${strangers.join(', ')}).`);
    }
    const before = await snapshot(trx, 'business', id, { held: true });
    await replaceBusinessSettings(trx, id, settings);
    await recordChange(trx, 'business', id, before);
  });
  return getBusinessSettings(db, id);
}
