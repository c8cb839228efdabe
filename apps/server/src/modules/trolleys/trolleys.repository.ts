import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import { daysBetween, type PagingQuery, type Trolley, type TrolleySave, type TrolleySortColumn, type TrolleyStatus } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { person, text, yesNo, type Snapshot } from '../activity/activity-snapshots.js';
import { caseless, fullName, countAll, type ListMatches, pagedList, textMatches } from '../../db/list-query.js';
import { containsPattern, nowIso, runPreparedFirst, unlessTaken } from '../../db/sql.js';

// All SQL about trolleys, their plants and the customers they go to. Functions answer rows, ids, booleans or a
// Refusal, never HTTP errors: trolleys.service.ts and the move engine decide what a missing row or a refusal means.

/** Trolleys with their plant, holding customer and transfer plants, under the SPEC §3 names. */
export function trolleyRows(db: Kysely<Database>) {
  return (
    db
      .selectFrom('trolleys as t')
      .innerJoin('plants as p', 'p.id', 't.plant_id')
      .leftJoin('customers as c', 'c.id', 't.customer_id')
      .leftJoin('plants as fp', 'fp.id', 't.from_plant_id')
      .leftJoin('plants as tp', 'tp.id', 't.to_plant_id')
      // Its latest step, for the hand-over that step was part of (a delivery's or pickup's receipt).
      .leftJoin('trolley_transactions as lt', 'lt.id', 't.last_transaction_id')
      .select([
        't.id',
        't.name',
        't.uid',
        't.trolley_photo_url',
        't.serial_number',
        't.is_certified',
        't.expiry_date',
        't.trolley_status',
        't.plant_id',
        'p.name as plant_name',
        't.customer_id',
        'c.first_name as customer_first_name',
        'c.last_name as customer_last_name',
        't.created_at',
        't.updated_at',
        't.status_at',
        't.from_plant_id',
        't.to_plant_id',
        'fp.name as from_plant_name',
        'tp.name as to_plant_name',
        't.deleted_at',
        't.state_version',
        't.version',
        't.last_transaction_id',
        'lt.handover_id as last_handover_id',
        // The open pickup request of the current hold: the hold is the trolley's Delivery not yet ended.
        sql<
          string | null
        >`(select pr.requested_at from trolley_pickup_requests pr inner join trolley_transactions h on h.id = pr.hold_id where h.trolley_id = t.id and h.hold_end_id is null)`.as(
          'pickup_requested_at',
        ),
      ])
      .$narrowType<{ trolley_status: TrolleyStatus }>()
  );
}

export type TrolleyRow = {
  id: number;
  name: string;
  uid: string;
  trolley_photo_url: string | null;
  serial_number: string | null;
  is_certified: number;
  expiry_date: string | null;
  trolley_status: TrolleyStatus;
  plant_id: number;
  plant_name: string;
  customer_id: number | null;
  customer_first_name: string | null;
  customer_last_name: string | null;
  created_at: string;
  updated_at: string;
  status_at: string;
  from_plant_id: number | null;
  to_plant_id: number | null;
  from_plant_name: string | null;
  to_plant_name: string | null;
  deleted_at: string | null;
  state_version: number;
  /** The record version (CONTRACT "Concurrent edits": the ETag of GET /trolleys/{id}); never in the answer's body. */
  version: number;
  last_transaction_id: number | null;
  pickup_requested_at: string | null;
  last_handover_id: number | null;
};

export function toTrolley(row: TrolleyRow, now = nowIso()): Trolley {
  return {
    id: row.id,
    name: row.name,
    uid: row.uid,
    trolley_photo_url: row.trolley_photo_url,
    serial_number: row.serial_number,
    is_certified: Number(row.is_certified) === 1,
    expiry_date: row.expiry_date,
    trolley_status: row.trolley_status,
    plant: { id: row.plant_id, name: row.plant_name },
    customer:
      row.customer_id !== null && row.customer_first_name !== null ? { id: row.customer_id, first_name: row.customer_first_name, last_name: row.customer_last_name ?? '' } : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    status_at: row.status_at,
    time_duration: daysBetween(row.status_at, now),
    from_plant: row.from_plant_id,
    to_plant: row.to_plant_id,
    from_plant_name: row.from_plant_name,
    to_plant_name: row.to_plant_name,
    deleted_at: row.deleted_at,
    pickup_requested_at: row.trolley_status === 'Delivery' ? row.pickup_requested_at : null,
    handover_id: row.last_handover_id ?? null,
  };
}

const SORTABLE = {
  id: 't.id',
  name: caseless('t.name'),
  uid: caseless('t.uid'),
  serial_number: caseless('t.serial_number'),
  is_certified: 't.is_certified',
  expiry_date: 't.expiry_date',
  trolley_status: 't.trolley_status',
  // The trolley's copies of the joined names (migration 0028), each with a live (lower(name), id) index.
  plant: caseless('t.plant_name'),
  customer: caseless('t.customer_name'),
  created_at: 't.created_at',
  updated_at: 't.updated_at',
  from_plant: caseless('t.from_plant_name'),
  to_plant: caseless('t.to_plant_name'),
  from_plant_name: caseless('t.from_plant_name'),
  to_plant_name: caseless('t.to_plant_name'),
} as const;
const SEARCHABLE = ['t.name', 't.uid', 't.serial_number', fullName('c.first_name', 'c.last_name'), 'p.name'];

/** Migration 0025's trigram indexes (and 0042's grams): a trolley's own searched texts, and a customer's name. */
const TROLLEY_TEXTS = { table: 'trolleys', fts: 'trolleys_text', pg: ['name', 'uid', 'serial_number'], grams: 'trolleys_grams' } as const;
const CUSTOMER_NAMES = { table: 'customers', fts: 'customers_text', columns: ['name'], pg: ["first_name || ' ' || last_name"] } as const;

/** The trolleys whose own texts, holding customer's name or plant's name contain a search (the indexes; plants are few). */
const TROLLEY_MATCHES: ListMatches = {
  own: TROLLEY_TEXTS,
  through: [
    { column: 'customer_id', ids: (db, search) => textMatches(db, CUSTOMER_NAMES, search) },
    { column: 'plant_id', ids: (_db, search) => sql`select id from plants where lower(name) like ${containsPattern(search)} escape '\\'` },
  ],
};

export type TrolleyFilters = {
  deleted: boolean;
  plant_id?: number;
  trolley_status?: TrolleyStatus;
  /** The checkout list: trolleys in these statuses leaving the plant; the check-in list: arriving at it. */
  leaving?: { plantId: number; statuses: readonly TrolleyStatus[] };
  arriving?: { plantId: number; statuses: readonly TrolleyStatus[] };
  customer_id?: number;
};

/** The list's filters, over the trolleys table as `t` (the list's rows, and the same rows counted without joins). */
function trolleyFilter(filters: TrolleyFilters) {
  return (eb: ExpressionBuilder<{ t: Database['trolleys'] }, 't'>) => {
    const parts: Expression<SqlBool>[] = [eb('t.deleted_at', filters.deleted ? 'is not' : 'is', null)];
    if (filters.plant_id !== undefined) parts.push(eb('t.plant_id', '=', filters.plant_id));
    if (filters.trolley_status !== undefined) parts.push(eb('t.trolley_status', '=', filters.trolley_status));
    if (filters.leaving !== undefined) parts.push(eb('t.from_plant_id', '=', filters.leaving.plantId), eb('t.trolley_status', 'in', filters.leaving.statuses));
    if (filters.arriving !== undefined) parts.push(eb('t.to_plant_id', '=', filters.arriving.plantId), eb('t.trolley_status', 'in', filters.arriving.statuses));
    if (filters.customer_id !== undefined) parts.push(eb('t.customer_id', '=', filters.customer_id), eb('t.trolley_status', '=', 'Delivery'));
    return eb.and(parts);
  };
}

export async function listTrolleys(db: Kysely<Database>, query: PagingQuery<TrolleySortColumn>, filters: TrolleyFilters) {
  const page = await pagedList(trolleyRows(db).where(trolleyFilter(filters)), query, {
    sortable: SORTABLE,
    searchable: SEARCHABLE,
    // The newest first: by id, the order trolleys are added in, as every list (its search then takes the first
    // matches from the trigram index in that order). The deleted list shows the latest deletions first; a customer's
    // trolleys the longest held first.
    defaultSort: filters.deleted
      ? { column: 't.deleted_at', direction: 'desc' }
      : filters.customer_id !== undefined
        ? { column: 't.status_at', direction: 'asc' }
        : { column: 't.id', direction: 'desc' },
    tieBreaker: 't.id',
    index: {
      db,
      list: 'trolleys',
      matches: TROLLEY_MATCHES,
      countRows: (where) => db.selectFrom('trolleys as t').select(countAll).where(trolleyFilter(filters)).where(where),
    },
  });
  const now = nowIso();
  return { list: page.list.map((row) => toTrolley(row, now)), count: page.count };
}

export async function findTrolleyRow(db: Kysely<Database>, id: number, which: 'live' | 'deleted' | 'any' = 'live') {
  let q = trolleyRows(db).where('t.id', '=', id);
  if (which === 'live') q = q.where('t.deleted_at', 'is', null);
  if (which === 'deleted') q = q.where('t.deleted_at', 'is not', null);
  // Prepared on PostgreSQL (runPreparedFirst): its joins were planned again on every read of a trolley.
  return runPreparedFirst(db, q.compile());
}

/** Several live trolleys in one query (a hand-over's), by id; the missing ones are simply not in the map. */
export async function findTrolleyRows(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, TrolleyRow>();
  const rows = await trolleyRows(db)
    .where('t.id', 'in', [...ids])
    .where('t.deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export async function findTrolley(db: Kysely<Database>, id: number) {
  const row = await findTrolleyRow(db, id);
  return row ? toTrolley(row) : undefined;
}

/** A live trolley with its version (CONTRACT "Concurrent edits": the ETag of GET /trolleys/{id}). */
export async function findVersionedTrolley(db: Kysely<Database>, id: number) {
  const row = await findTrolleyRow(db, id);
  return row ? { ...toTrolley(row), version: Number(row.version) } : undefined;
}

export async function findTrolleyByUid(db: Kysely<Database>, uid: string) {
  const row = await trolleyRows(db)
    .where(sql`lower(t.uid)`, '=', uid.toLowerCase())
    .where('t.deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? toTrolley(row) : undefined;
}

export async function findPlant(db: Kysely<Database>, plantId: number) {
  return await db.selectFrom('plants').select(['id', 'name']).where('id', '=', plantId).executeTakeFirst();
}

/** Whether the customer exists, live or in the trash (its trolleys and holds stay readable). */
/** Whether the customer is there (in the trash too, unless `live`). */
export async function customerExists(db: Kysely<Database>, customerId: number, opts: { live?: boolean } = {}) {
  let query = db.selectFrom('customers').select('id').where('id', '=', customerId);
  if (opts.live) query = query.where('deleted_at', 'is', null);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * A new trolley is OnPlant at its plant; its first transaction records that, by the user who added it.
 * It answers the new id: a UID in use throws the unique violation, which the service runs under unlessTaken (the
 * demo fill inserts UIDs it knows are free).
 */
export async function insertTrolley(trx: Kysely<Database>, data: TrolleySave, userId: number) {
  const now = nowIso();
  const { id } = await trx
    .insertInto('trolleys')
    .values({
      name: data.name,
      uid: data.uid,
      trolley_photo_url: data.trolley_photo_url,
      serial_number: data.serial_number,
      is_certified: data.is_certified ? 1 : 0,
      expiry_date: data.expiry_date,
      trolley_status: 'OnPlant',
      plant_id: data.plant_id,
      customer_id: null,
      from_plant_id: null,
      to_plant_id: null,
      status_at: now,
      state_version: 0,
      last_transaction_id: null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tx = await trx
    .insertInto('trolley_transactions')
    .values({
      trolley_id: id,
      trolley_status: 'OnPlant',
      previous_status: null,
      name: null,
      no_of_bars: 0,
      note: null,
      photos: '[]',
      customer_id: null,
      user_id: userId,
      from_plant_id: null,
      to_plant_id: data.plant_id,
      at: now,
      recorded_at: now,
      hold_start_id: null,
      hold_end_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('trolleys').set({ last_transaction_id: tx.id }).where('id', '=', id).execute();
  return id;
}

/**
 * Updates the trolley's data (not its state); false when it is not live (or, given `expected`, at another version:
 * the guarded save of CONTRACT "Concurrent edits"), Refusal('taken') when its UID is in use. The version moves on by one.
 */
export function updateTrolleyData(trx: Kysely<Database>, id: number, data: TrolleySave, expected?: number) {
  return unlessTaken(async () => {
    const res = await trx
      .updateTable('trolleys')
      .set({
        name: data.name,
        uid: data.uid,
        trolley_photo_url: data.trolley_photo_url,
        serial_number: data.serial_number,
        is_certified: data.is_certified ? 1 : 0,
        expiry_date: data.expiry_date,
        plant_id: data.plant_id,
        updated_at: nowIso(),
        version: sql<number>`version + 1`,
      })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .$if(expected !== undefined, (u) => u.where('version', '=', expected!))
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  });
}

/** Soft delete, guarded on the status it was read in; false when it changed meanwhile. A new record version too. */
export async function softDeleteTrolley(trx: Kysely<Database>, id: number, status: TrolleyStatus, version: number) {
  const now = nowIso();
  const res = await trx
    .updateTable('trolleys')
    .set({ deleted_at: now, updated_at: now, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('trolley_status', '=', status)
    .where('state_version', '=', version)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Restores a deleted trolley, guarded on the status it was read in; false when it is no longer deleted in that
 * status, Refusal('taken') when a live trolley now has its UID. A new record version too.
 */
export function undeleteTrolley(trx: Kysely<Database>, id: number, status: TrolleyStatus) {
  return unlessTaken(async () => {
    const res = await trx
      .updateTable('trolleys')
      .set({ deleted_at: null, updated_at: nowIso(), version: sql<number>`version + 1` })
      .where('id', '=', id)
      .where('deleted_at', 'is not', null)
      .where('trolley_status', '=', status)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  });
}

/** The plants the user may act at (their user-plant entries), by id. */
export async function userPlantIds(db: Kysely<Database>, userId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('user_plants').select('plant_id').where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => r.plant_id));
}

export async function listActingPlants(db: Kysely<Database>, userId: number | null) {
  let q = db.selectFrom('plants').select(['plants.id', 'plants.name']);
  if (userId !== null) q = q.where('plants.id', 'in', db.selectFrom('user_plants').select('plant_id').where('user_id', '=', userId));
  return q
    .orderBy(sql`lower(plants.name)`)
    .orderBy('plants.id')
    .execute();
}

/** The trolley as the activity log reads it (activity-snapshots.ts): its label and its fields in readable values. */
function snapshotRows(db: Kysely<Database>) {
  return db
    .selectFrom('trolleys as t')
    .leftJoin('plants as p', 'p.id', 't.plant_id')
    .leftJoin('plants as fp', 'fp.id', 't.from_plant_id')
    .leftJoin('plants as tp', 'tp.id', 't.to_plant_id')
    .leftJoin('customers as c', 'c.id', 't.customer_id')
    .select([
      't.id',
      't.name',
      't.uid',
      't.serial_number',
      't.is_certified',
      't.expiry_date',
      't.trolley_status',
      't.trolley_photo_url',
      'p.name as plant',
      'fp.name as from_plant',
      'tp.name as to_plant',
      'c.first_name',
      'c.last_name',
    ]);
}

function toSnapshot(r: Awaited<ReturnType<ReturnType<typeof snapshotRows>['executeTakeFirstOrThrow']>>): Snapshot {
  return {
    label: `Trolley ${r.name}`,
    fields: {
      name: r.name,
      uid: r.uid,
      serial_number: text(r.serial_number),
      is_certified: yesNo(r.is_certified),
      expiry_date: text(r.expiry_date),
      trolley_photo_url: text(r.trolley_photo_url),
      trolley_status: r.trolley_status,
      plant_id: text(r.plant),
      customer_id: person(r.first_name, r.last_name),
      from_plant_id: text(r.from_plant),
      to_plant_id: text(r.to_plant),
    },
  };
}

/** The snapshot of a trolley from its row (findTrolleyRow's): the same fields as trolleySnapshot reads. */
export function trolleyRowSnapshot(r: TrolleyRow): Snapshot {
  return toSnapshot({
    ...r,
    plant: r.plant_name,
    from_plant: r.from_plant_name,
    to_plant: r.to_plant_name,
    first_name: r.customer_first_name,
    last_name: r.customer_last_name,
  });
}

/**
 * A move's "before" without a read of its own: what the move changed (its status and the places in `set`) as the
 * trolley was read for the move, which the move's guarded update proves unchanged since (state_version and plant);
 * the rest as it is after the move, which changed none of it, read in the same transaction.
 */
export function movedFrom(row: TrolleyRow, after: Snapshot, set: object): Snapshot {
  const was = trolleyRowSnapshot(row).fields;
  const fields: Snapshot['fields'] = { ...after.fields, trolley_status: was.trolley_status };
  for (const f of Object.keys(set)) if (f in fields) fields[f] = was[f] ?? null;
  return { label: after.label, fields };
}

export async function trolleySnapshot(db: Kysely<Database>, id: number): Promise<Snapshot | undefined> {
  const r = await snapshotRows(db).where('t.id', '=', id).executeTakeFirst();
  return r && toSnapshot(r);
}

/** Several trolleys' snapshots in one query (a hand-over's, before and after its moves), by id. */
export async function trolleySnapshots(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, Snapshot>> {
  if (ids.length === 0) return new Map();
  const rows = await snapshotRows(db)
    .where('t.id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, toSnapshot(r)]));
}
