import { type Kysely, sql } from 'kysely';
import type { CustomerTrolley, PagingQuery, TrolleyCost, TrolleyHistoryHeader, TrolleyStatus, TrolleyTransaction, TrolleyTransactionSortColumn } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { caseless, fullName, pagedList } from '../../db/list-query.js';
import { nowIso } from '../../db/sql.js';
import { holdFigures, startedDays } from './trolley-cost.js';

export type NewTransaction = {
  trolley_id: number;
  trolley_status: TrolleyStatus;
  previous_status: TrolleyStatus;
  name?: string | null;
  no_of_bars?: number;
  note?: string | null;
  photos?: { name: string; url: string }[];
  customer_id?: number | null;
  user_id: number;
  from_plant_id?: number | null;
  to_plant_id?: number | null;
  at: string;
  hold_start_id?: number | null;
};

export async function insertTransaction(trx: Kysely<Database>, t: NewTransaction) {
  const { id } = await trx
    .insertInto('trolley_transactions')
    .values({
      trolley_id: t.trolley_id,
      trolley_status: t.trolley_status,
      previous_status: t.previous_status,
      name: t.name ?? null,
      no_of_bars: t.no_of_bars ?? 0,
      note: t.note ?? null,
      photos: JSON.stringify(t.photos ?? []),
      customer_id: t.customer_id ?? null,
      user_id: t.user_id,
      from_plant_id: t.from_plant_id ?? null,
      to_plant_id: t.to_plant_id ?? null,
      at: t.at,
      recorded_at: nowIso(),
      hold_start_id: t.hold_start_id ?? null,
      hold_end_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A charge beyond the hold-time cost (a loss or damage report), with the move's transaction. */
export async function insertCharge(
  trx: Kysely<Database>,
  c: { customer_id: number; trolley_id: number; transaction_id: number; kind: 'lost' | 'damaged'; note: string | null; amount_cents: number; at: string },
) {
  await trx
    .insertInto('trolley_charges')
    .values({ ...c, created_at: nowIso() })
    .execute();
}

/** The open hold of a trolley in Delivery: its Delivery transaction not yet ended by a Pickup. */
export function openHold(trx: Kysely<Database>, trolleyId: number) {
  return trx
    .selectFrom('trolley_transactions')
    .select(['id', 'customer_id'])
    .where('trolley_id', '=', trolleyId)
    .where('trolley_status', '=', 'Delivery')
    .where('hold_end_id', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function endHold(trx: Kysely<Database>, holdId: number, pickupId: number) {
  await trx.updateTable('trolley_transactions').set({ hold_end_id: pickupId }).where('id', '=', holdId).where('hold_end_id', 'is', null).execute();
}

function transactionRows(db: Kysely<Database>) {
  return db
    .selectFrom('trolley_transactions as x')
    .leftJoin('customers as c', 'c.id', 'x.customer_id')
    .leftJoin('users as u', 'u.id', 'x.user_id')
    .leftJoin('plants as fp', 'fp.id', 'x.from_plant_id')
    .leftJoin('plants as tp', 'tp.id', 'x.to_plant_id')
    .select([
      'x.id',
      'x.trolley_id',
      'x.at',
      'x.recorded_at',
      'x.name',
      'x.trolley_status',
      'x.no_of_bars',
      'x.note',
      'x.photos',
      'x.customer_id',
      'c.first_name as customer_first_name',
      'c.last_name as customer_last_name',
      'x.user_id',
      'u.first_name as user_first_name',
      'u.last_name as user_last_name',
      'x.from_plant_id',
      'fp.name as from_plant_name',
      'x.to_plant_id',
      'tp.name as to_plant_name',
      'x.hold_start_id',
      'x.hold_end_id',
      // The next step of the same trolley ends this one (ids grow with `at`, which never goes back).
      sql<string | null>`(select n.at from trolley_transactions n where n.trolley_id = x.trolley_id and n.id > x.id order by n.id limit 1)`.as('next_at'),
    ])
    .$narrowType<{ trolley_status: TrolleyStatus }>();
}

type TransactionRow = {
  id: number;
  trolley_id: number;
  at: string;
  recorded_at: string;
  name: string | null;
  trolley_status: TrolleyStatus;
  no_of_bars: number;
  note: string | null;
  photos: string;
  customer_id: number | null;
  customer_first_name: string | null;
  customer_last_name: string | null;
  user_id: number | null;
  user_first_name: string | null;
  user_last_name: string | null;
  from_plant_id: number | null;
  from_plant_name: string | null;
  to_plant_id: number | null;
  to_plant_name: string | null;
  hold_start_id: number | null;
  hold_end_id: number | null;
  next_at: string | null;
};

const person = (id: number | null, first: string | null, last: string | null) => (id !== null && first !== null ? { id, first_name: first, last_name: last ?? '' } : null);
const plant = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

function toTransaction(row: TransactionRow, now: string): TrolleyTransaction {
  return {
    id: row.id,
    trolley_id: row.trolley_id,
    created_at: row.at,
    recorded_at: row.recorded_at,
    name: row.name,
    customer: person(row.customer_id, row.customer_first_name, row.customer_last_name),
    no_of_bars: Number(row.no_of_bars),
    trolley_status: row.trolley_status,
    from_plant: plant(row.from_plant_id, row.from_plant_name),
    to_plant: plant(row.to_plant_id, row.to_plant_name),
    user: person(row.user_id, row.user_first_name, row.user_last_name),
    time_duration: startedDays(row.at, row.next_at ?? now),
    note: row.note,
    photos: JSON.parse(row.photos) as { name: string; url: string }[],
  };
}

export async function listTransactions(db: Kysely<Database>, trolleyId: number, query: PagingQuery<TrolleyTransactionSortColumn>) {
  const page = await pagedList(transactionRows(db).where('x.trolley_id', '=', trolleyId), query, {
    sortable: {
      id: 'x.id',
      created_at: 'x.at',
      customer: caseless(fullName('c.first_name', 'c.last_name')),
      no_of_bars: 'x.no_of_bars',
      trolley_status: 'x.trolley_status',
      user: caseless(fullName('u.first_name', 'u.last_name')),
      note: caseless('x.note'),
    },
    searchable: ['x.note', 'x.trolley_status', 'x.name', fullName('c.first_name', 'c.last_name'), fullName('u.first_name', 'u.last_name')],
    defaultSort: { column: 'x.id', direction: 'desc' },
    tieBreaker: 'x.id',
  });
  const now = nowIso();
  return { list: page.list.map((row) => toTransaction(row, now)), count: page.count };
}

async function findTransactionRow(db: Kysely<Database>, trolleyId: number, id: number) {
  return await transactionRows(db).where('x.trolley_id', '=', trolleyId).where('x.id', '=', id).executeTakeFirst();
}

export async function findTransaction(db: Kysely<Database>, trolleyId: number, id: number) {
  const row = await findTransactionRow(db, trolleyId, id);
  return row ? toTransaction(row, nowIso()) : undefined;
}

// ---- holds and their cost (CONTRACT) -------------------------------------------------------------------------

/** Holds (Delivery transactions) with their end (the Pickup's `at`) and the customer's rates in force at the start. */
export function holdRows(db: Kysely<Database>) {
  return db
    .selectFrom('trolley_transactions as d')
    .innerJoin('trolleys as t', 't.id', 'd.trolley_id')
    .leftJoin('trolley_transactions as e', 'e.id', 'd.hold_end_id')
    .leftJoin('customers as c', 'c.id', 'd.customer_id')
    .where('d.trolley_status', '=', 'Delivery')
    .select([
      'd.id',
      'd.at as start',
      'e.at as end',
      't.id as trolley_id',
      't.name as trolley_name',
      't.uid as trolley_uid',
      'd.customer_id',
      'c.first_name as customer_first_name',
      'c.last_name as customer_last_name',
      'c.max_day_allowed as current_free_days',
      'c.per_day_charge_cents as current_per_day_cents',
      sql<
        number | null
      >`(select h.max_day_allowed from customer_cost_history h where h.customer_id = d.customer_id and h.created_at <= d.at order by h.created_at desc, h.id desc limit 1)`.as(
        'free_days',
      ),
      sql<
        number | null
      >`(select h.per_day_charge_cents from customer_cost_history h where h.customer_id = d.customer_id and h.created_at <= d.at order by h.created_at desc, h.id desc limit 1)`.as(
        'per_day_cents',
      ),
      sql<number>`(select count(*) from customer_cost_history h where h.customer_id = d.customer_id)`.as('history_count'),
    ]);
}

export type HoldRow = {
  id: number;
  customer_id: number | null;
  customer_first_name: string | null;
  customer_last_name: string | null;
  start: string;
  end: string | null;
  trolley_id: number;
  trolley_name: string;
  trolley_uid: string;
  current_free_days: number | null;
  current_per_day_cents: number | null;
  free_days: number | null;
  per_day_cents: number | null;
  history_count: number;
};

/**
 * The rates in force when the hold started: the customer's latest cost change at or before that moment. Before
 * its first change a customer has the values it registered with (0 and 0, CONTRACT); a customer whose cost never
 * changed has its current values (the same ones, unless set without a history row).
 */
export function ratesAtStart(row: HoldRow) {
  if (row.free_days !== null && row.per_day_cents !== null) return { freeDays: Number(row.free_days), perDayCents: Number(row.per_day_cents) };
  if (Number(row.history_count) === 0) return { freeDays: Number(row.current_free_days ?? 0), perDayCents: Number(row.current_per_day_cents ?? 0) };
  return { freeDays: 0, perDayCents: 0 };
}

const toCost = (row: HoldRow, now: string): TrolleyCost => ({
  id: row.id,
  trolley: { id: row.trolley_id, name: row.trolley_name, uid: row.trolley_uid },
  created_at: row.start,
  ended_at: row.end,
  ...holdFigures({ start: row.start, end: row.end, ...ratesAtStart(row) }, now),
});

/** Every hold of the customer, newest first, with the total over all of them; the page is cut after the sum. */
export async function listCosts(db: Kysely<Database>, customerId: number, page: { start: number; limit: number }) {
  const rows = (await holdRows(db).where('d.customer_id', '=', customerId).orderBy('d.at', 'desc').orderBy('d.id', 'desc').execute()) as HoldRow[];
  const now = nowIso();
  const all = rows.map((row) => toCost(row, now));
  const totalCents = all.reduce((sum, c) => sum + c.chargeable_days * Math.round(c.after_free_day_charge * 100), 0);
  return { list: all.slice(page.start, page.start + page.limit), count: all.length, total_cost: totalCents / 100 };
}

/**
 * spec §3 history header of one transaction: a Delivery (a hold's start) or the Pickup that ended a hold gives
 * the hold's figures; any other step its time in that status, and no charge.
 */
export async function historyHeader(db: Kysely<Database>, trolleyId: number, id: number): Promise<TrolleyHistoryHeader | undefined> {
  const row = await findTransactionRow(db, trolleyId, id);
  if (!row) return undefined;
  const trolley = await db.selectFrom('trolleys').select('uid').where('id', '=', trolleyId).executeTakeFirstOrThrow();
  const now = nowIso();
  const holdId = row.trolley_status === 'Delivery' ? row.id : row.trolley_status === 'Pickup' ? row.hold_start_id : null;
  if (holdId !== null) {
    const hold = await holdRows(db).where('d.id', '=', holdId).executeTakeFirst();
    if (hold) {
      const cost = toCost(hold, now);
      return {
        uid: trolley.uid,
        time_duration: cost.time_duration,
        charge_free_days: cost.charge_free_days,
        after_free_day_charge: cost.after_free_day_charge,
        chargeable_days: cost.chargeable_days,
        cost: cost.cost,
      };
    }
  }
  return {
    uid: trolley.uid,
    time_duration: startedDays(row.at, row.next_at ?? now),
    charge_free_days: 0,
    after_free_day_charge: 0,
    chargeable_days: 0,
    cost: 0,
  };
}

// ---- the customer app: the holds open now, and their pickup requests ----------------------------------------

/** Whose holds a customer sees: their own, or every customer's of the business they are the master of. */
export type HoldScope = { customerId: number } | { businessId: number };

function openHolds(db: Kysely<Database>, scope: HoldScope) {
  const q = holdRows(db)
    .leftJoin('trolley_pickup_requests as pr', 'pr.hold_id', 'd.id')
    .where('d.hold_end_id', 'is', null)
    .where('t.trolley_status', '=', 'Delivery')
    .where('t.deleted_at', 'is', null);
  return 'customerId' in scope
    ? q.where('d.customer_id', '=', scope.customerId)
    : q.where('d.customer_id', 'in', db.selectFrom('customers as bc').select('bc.id').where('bc.business_id', '=', scope.businessId));
}

/** The trolleys held now in the scope, oldest hold first, each with its cost so far (CONTRACT's formula). */
export async function listOpenHolds(db: Kysely<Database>, scope: HoldScope, page: { start: number; limit: number }) {
  const [rows, total] = await Promise.all([
    openHolds(db, scope).select('pr.requested_at as pickup_requested_at').orderBy('d.at', 'asc').orderBy('d.id', 'asc').offset(page.start).limit(page.limit).execute(),
    db
      .selectFrom(openHolds(db, scope).as('h'))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const now = nowIso();
  const list = (rows as Array<HoldRow & { pickup_requested_at: string | null }>).map((row): CustomerTrolley => {
    const figures = holdFigures({ start: row.start, end: null, ...ratesAtStart(row) }, now);
    return {
      id: row.trolley_id,
      name: row.trolley_name,
      uid: row.trolley_uid,
      customer: { id: row.customer_id!, first_name: row.customer_first_name ?? '', last_name: row.customer_last_name ?? '' },
      since: row.start,
      time_duration: figures.time_duration,
      charge_free_days: figures.charge_free_days,
      after_free_day_charge: figures.after_free_day_charge,
      chargeable_days: figures.chargeable_days,
      cost: figures.cost,
      pickup_requested_at: row.pickup_requested_at,
    };
  });
  return { list, count: Number(total.n) };
}

/** The open hold in the scope on this trolley (undefined when the scope does not hold it now). */
export async function findOpenHold(db: Kysely<Database>, scope: HoldScope, trolleyId: number) {
  return await openHolds(db, scope).where('t.id', '=', trolleyId).select(['pr.requested_at as pickup_requested_at']).executeTakeFirst();
}

/** Records the request; false when the hold has one already (the primary key decides, also under a race). */
export async function insertPickupRequest(db: Kysely<Database>, request: { holdId: number; customerId: number; at: string }) {
  const inserted = await db
    .insertInto('trolley_pickup_requests')
    .values({ hold_id: request.holdId, customer_id: request.customerId, requested_at: request.at })
    .onConflict((oc) => oc.column('hold_id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deletePickupRequest(db: Kysely<Database>, holdId: number) {
  const result = await db.deleteFrom('trolley_pickup_requests').where('hold_id', '=', holdId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
