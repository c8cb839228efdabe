import { recordChange, recordCreated, snapshot, versionedSave } from '../activity/activity.service.js';
import { approvedCustomerOptions } from '../customers/customers.service.js';
import type { Kysely } from 'kysely';
import {
  isDeletedTrolleyList,
  statusesAllowing,
  TROLLEY_LIFECYCLE_STATUSES,
  trolleyMoveAllowed,
  trolleyMovePlant,
  trolleyStatusRules,
  type OptionsQuery,
  type Trolley,
  type TrolleyCustomerQuery,
  type TrolleyListQuery,
  type TrolleySave,
  type TrolleyTransferListQuery,
  trolleyStatusPhrase,
} from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { Refusal, unlessTaken } from '../../db/sql.js';
import { conflict, invalidField, notFound } from '../../lib/http-error.js';
import { StaleVersion } from '../../lib/record-version.js';
import { isSuperAdmin } from '../../lib/super-admin.js';
import type { AuthUser } from '../../plugins/auth.js';
import { checkImages } from './trolley-images.js';
import { CHANGED_MEANWHILE } from './trolley-move-engine.js';
import { orList } from './trolley-moves.service.js';
import { assertActsAt, plantScope } from './trolley-plant-scope.js';
import {
  customerExists,
  findPlant,
  findTrolley,
  findTrolleyByUid,
  findTrolleyRow,
  findVersionedTrolley,
  insertTrolley,
  listActingPlants,
  listTrolleys,
  softDeleteTrolley,
  undeleteTrolley,
  updateTrolleyData,
} from './trolleys.repository.js';

// The fleet: its lists, one trolley, add, edit, delete and restore. What may be edited, deleted or restored in each
// status is the shared lifecycle table's (TROLLEY_LIFECYCLE); the moves are trolley-moves.service.ts.

export const DUPLICATE_UID = 'A Trolley with this UID already exists.';
const UID_TAKEN_ON_RESTORE = 'Another Trolley now uses this UID, so this one cannot be restored.';

/** A write's result, or the 409 of a UID in use (thrown inside the transaction: it rolls back). */
function uidFree<T>(result: T | Refusal, detail: string): T {
  if (result instanceof Refusal) throw conflict(detail);
  return result;
}

async function plantMustExist(db: Kysely<Database>, plantId: number, field: string) {
  if (!(await findPlant(db, plantId))) throw invalidField(field, 'The chosen Plant does not exist.');
}

export const liveTrolley = async (db: Kysely<Database>, id: number): Promise<Trolley> => (await findTrolley(db, id)) ?? Promise.reject(notFound('Trolley'));

/** A live trolley with its version: GET /trolleys/{id} answers it as the ETag (CONTRACT "Concurrent edits"). */
export const versionedTrolley = async (db: Kysely<Database>, id: number) => (await findVersionedTrolley(db, id)) ?? Promise.reject(notFound('Trolley'));

/** spec §7: the fleet (disabled=0) or the deleted list (is_deleted=true). */
export const fleetList = (db: Kysely<Database>, q: TrolleyListQuery) =>
  listTrolleys(db, q, { deleted: isDeletedTrolleyList(q), plant_id: q.plant_id, trolley_status: q.trolley_status });

/** The plants the user may act at: their own, or every plant for the Super Admin (whose plants cannot be assigned). */
export const actingPlants = (db: Kysely<Database>, user: AuthUser) => listActingPlants(db, isSuperAdmin(user) ? null : user.id);

/** The checkout list's statuses: those the table lets be checked out at the plant they leave (PlantChange). */
const LEAVING = TROLLEY_LIFECYCLE_STATUSES.filter((s) => trolleyMovePlant(s, 'checkout') === 'from_plant');
/** The check-in list's: those the table lets be checked in at their destination (PlantChange, DropOff). */
const ARRIVING = TROLLEY_LIFECYCLE_STATUSES.filter((s) => trolleyMovePlant(s, 'checkin') === 'to_plant');

/**
 * spec §4 checkout: PlantChange trolleys leaving the plant; check-in: trolleys in a plant change (PlantChange or
 * DropOff) arriving at it. The plant must exist (404) and be one of the user's (spec §6, 403).
 */
export async function plantTransferList(db: Kysely<Database>, user: AuthUser, which: 'checkout' | 'checkin', q: TrolleyTransferListQuery) {
  if (!(await findPlant(db, q.plant_id))) throw notFound('Plant');
  await assertActsAt(db, await plantScope(db, user), q.plant_id, which === 'checkout' ? 'Checkout' : 'Check-in');
  const filter = which === 'checkout' ? { leaving: { plantId: q.plant_id, statuses: LEAVING } } : { arriving: { plantId: q.plant_id, statuses: ARRIVING } };
  return listTrolleys(db, q, { deleted: false, ...filter });
}

/** CONTRACT: the trolleys the customer holds now (Delivery). */
export async function customerTrolleys(db: Kysely<Database>, q: TrolleyCustomerQuery) {
  if (!(await customerExists(db, q.customer_id))) throw notFound('Customer');
  return listTrolleys(db, q, { deleted: false, customer_id: q.customer_id });
}

/** The Hand-over screen's customer choice: live, approved customers only (CONTRACT: delivery to an approved one). */
/** Live, approved customers: a delivery's choices (the customers module searches and orders them). */
export const deliveryCustomers = (db: Kysely<Database>, q: OptionsQuery & { start?: number }) => approvedCustomerOptions(db, q);

/** The Hand-over screen finds a scanned or typed code (case-insensitive, live trolleys only). */
export const trolleyByUid = async (db: Kysely<Database>, uid: string) => (await findTrolleyByUid(db, uid)) ?? Promise.reject(notFound('Trolley'));

export async function createTrolley(db: Kysely<Database>, user: AuthUser, body: TrolleySave) {
  if (body.trolley_photo_url) await checkImages(db, [{ field: 'trolley_photo_url', url: body.trolley_photo_url }]);
  const id = await db.transaction().execute(async (trx) => {
    await plantMustExist(trx, body.plant_id, 'plant_id');
    const created = uidFree(await unlessTaken(() => insertTrolley(trx, body, user.id)), DUPLICATE_UID);
    await recordCreated(trx, 'trolley', created);
    return created;
  });
  return liveTrolley(db, id);
}

/**
 * The trolley's data; its plant only while the table says it is at a plant (elsewhere a move changes it).
 * `expected`: the version the caller saw (If-Match); another one now (a save or a move since) is a 412 and nothing is
 * written (CONTRACT "Concurrent edits").
 */
export function updateTrolley(db: Kysely<Database>, id: number, body: TrolleySave, expected?: number) {
  return versionedSave(db, 'trolley', id, 'Trolley', () => db.transaction().execute((trx) => saveTrolleyData(trx, id, body, expected)));
}

/** updateTrolley's transaction: the answer is the trolley as saved, with its new version. */
async function saveTrolleyData(trx: Kysely<Database>, id: number, body: TrolleySave, expected: number | undefined) {
  // Held first (see snapshot): the checks below read the trolley as the save will find it, not as a move leaves it.
  const before = await snapshot(trx, 'trolley', id);
  const row = await findTrolleyRow(trx, id);
  if (!row) throw notFound('Trolley');
  // Checked before the status rules: a trolley moved since the form was opened is that form's stale version, not a 409.
  if (expected !== undefined && Number(row.version) !== expected) throw new StaleVersion(Number(row.version));
  const rules = trolleyStatusRules(row.trolley_status);
  if (!rules?.editable) throw conflict(`A Trolley that is ${trolleyStatusPhrase(row.trolley_status)} cannot be edited.`);
  if (body.trolley_photo_url && body.trolley_photo_url !== row.trolley_photo_url) {
    await checkImages(trx, [{ field: 'trolley_photo_url', url: body.trolley_photo_url }]);
  }
  if (body.plant_id !== row.plant_id) {
    if (!rules.atAPlant) throw conflict(`The plant of a Trolley that is ${trolleyStatusPhrase(row.trolley_status)} cannot be changed; it is set when the Trolley is checked in.`);
    await plantMustExist(trx, body.plant_id, 'plant_id');
  }
  if (!uidFree(await updateTrolleyData(trx, id, body, expected), DUPLICATE_UID)) {
    // Live when read, yet not saved: a save or a move got in between (its version is not the one named).
    const now = await findVersionedTrolley(trx, id);
    if (now && expected !== undefined) throw new StaleVersion(now.version);
    throw notFound('Trolley');
  }
  await recordChange(trx, 'trolley', id, before);
  return (await findVersionedTrolley(trx, id))!;
}

/** Soft delete to the deleted list, where the table allows it (at a plant: not in a transfer, not at a customer). */
export async function deleteTrolley(db: Kysely<Database>, id: number) {
  await db.transaction().execute(async (trx) => {
    const before = await snapshot(trx, 'trolley', id);
    const row = await findTrolleyRow(trx, id);
    if (!row) throw notFound('Trolley');
    if (!trolleyMoveAllowed(row.trolley_status, 'delete')) {
      throw conflict(
        `A Trolley that is ${trolleyStatusPhrase(row.trolley_status)} cannot be deleted; only one at a plant (${orList(statusesAllowing('delete').map(trolleyStatusPhrase))}).`,
      );
    }
    if (!(await softDeleteTrolley(trx, id, row.trolley_status, row.state_version))) throw conflict(CHANGED_MEANWHILE);
    await recordChange(trx, 'trolley', id, before, 'deleted');
  });
}

/** Back from the deleted list, where the table allows it; 409 when a live trolley took its UID meanwhile. */
export async function restoreTrolley(db: Kysely<Database>, id: number) {
  await db.transaction().execute(async (trx) => {
    const row = await findTrolleyRow(trx, id, 'deleted');
    if (!row) throw notFound('Trolley');
    if (!trolleyMoveAllowed(row.trolley_status, 'restore')) {
      throw conflict(
        `A Trolley that is ${trolleyStatusPhrase(row.trolley_status)} cannot be restored; only one at a plant (${orList(statusesAllowing('restore').map(trolleyStatusPhrase))}).`,
      );
    }
    if (!uidFree(await undeleteTrolley(trx, id, row.trolley_status), UID_TAKEN_ON_RESTORE)) throw notFound('Trolley');
    await recordChange(trx, 'trolley', id, undefined, 'restored');
  });
  return liveTrolley(db, id);
}
