import { type Kysely, sql } from 'kysely';
import { daysBetween, type PagingQuery, type TrolleyStatus, type TrolleyTransaction, type TrolleyTransactionSortColumn } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { caseless, fullName, pagedList } from '../../db/list-query.js';
import { integerParam, nowIso, valueById } from '../../db/sql.js';

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
  /** The hand-over (a delivery or pickup visit) the transaction is part of. */
  handover_id?: number | null;
};

/** The moves' transactions in one statement (a hand-over's visit writes up to 50): their ids, in the order given. */
export async function insertTransactions(trx: Kysely<Database>, list: readonly NewTransaction[]): Promise<number[]> {
  if (list.length === 0) return [];
  const recordedAt = nowIso();
  const rows = await trx
    .insertInto('trolley_transactions')
    .values(
      list.map((t) => ({
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
        recorded_at: recordedAt,
        hold_start_id: t.hold_start_id ?? null,
        hold_end_id: null,
        handover_id: t.handover_id ?? null,
      })),
    )
    .returning(['id', 'trolley_id'])
    .execute();
  // By trolley (each trolley moves once in a statement): neither database promises RETURNING's order.
  const ids = new Map(rows.map((r) => [r.trolley_id, r.id]));
  if (ids.size !== list.length) throw new Error('A trolley moves at most once in one statement.');
  return list.map((t) => ids.get(t.trolley_id)!);
}

/** The first `limit` customers (by id) a trolley was delivered to. */
export function deliveredCustomerIds(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('trolley_transactions')
    .select('customer_id')
    .distinct()
    .where('trolley_status', '=', 'Delivery')
    .where('customer_id', 'is not', null)
    .orderBy('customer_id')
    .limit(limit)
    .execute();
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

type OpenHold = { id: number; customer_id: number | null } | undefined;
/** Open holds read ahead for a hand-over's trolleys (primeOpenHolds), each taken once by the move that ends it. */
const primed = new WeakMap<Kysely<Database>, Map<number, OpenHold>>();

/** The open hold of a trolley in Delivery: its Delivery transaction not yet ended by a Pickup. */
export async function openHold(trx: Kysely<Database>, trolleyId: number, opts: { take?: boolean } = {}): Promise<OpenHold> {
  const ahead = primed.get(trx);
  if (ahead?.has(trolleyId)) {
    const hold = ahead.get(trolleyId);
    // Taken once: the pickup that reads it ends it, so a later read in this transaction asks the database again. A
    // look before the moves (`take: false`) leaves it for the move.
    if (opts.take !== false) ahead.delete(trolleyId);
    return hold;
  }
  return await trx
    .selectFrom('trolley_transactions')
    .select(['id', 'customer_id'])
    .where('trolley_id', '=', trolleyId)
    .where('trolley_status', '=', 'Delivery')
    .where('hold_end_id', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Reads the open holds of several trolleys in one query, for their moves in this transaction (a hand-over's pickup). */
export async function primeOpenHolds(trx: Kysely<Database>, trolleyIds: readonly number[]) {
  if (!trx.isTransaction || trolleyIds.length === 0) return;
  const rows = await trx
    .selectFrom('trolley_transactions')
    .select(['id', 'customer_id', 'trolley_id'])
    .where('trolley_id', 'in', [...trolleyIds])
    .where('trolley_status', '=', 'Delivery')
    .where('hold_end_id', 'is', null)
    .orderBy('id', 'asc')
    .execute();
  const holds = new Map<number, OpenHold>(trolleyIds.map((id) => [id, undefined]));
  // Ascending: the newest open Delivery of each trolley is the one kept (as openHold's `order by id desc limit 1`).
  for (const r of rows) holds.set(r.trolley_id, { id: r.id, customer_id: r.customer_id });
  primed.set(trx, holds);
}

/** The holds that pickups (or loss and damage reports) end: each names the transaction that ended it, one statement. */
export async function endHolds(trx: Kysely<Database>, ends: readonly { holdId: number; by: number }[]) {
  if (ends.length === 0) return;
  const by = ends.length === 1 ? ends[0].by : valueById<number>(ends.map((e) => [e.holdId, integerParam(e.by)] as const));
  await trx
    .updateTable('trolley_transactions')
    .set({ hold_end_id: by })
    .where(
      'id',
      'in',
      ends.map((e) => e.holdId),
    )
    .where('hold_end_id', 'is', null)
    .execute();
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
      'x.handover_id',
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
  handover_id: number | null;
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
    time_duration: daysBetween(row.at, row.next_at ?? now),
    note: row.note,
    photos: JSON.parse(row.photos) as { name: string; url: string }[],
    handover_id: row.handover_id,
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
    db,
  });
  const now = nowIso();
  return { list: page.list.map((row) => toTransaction(row, now)), count: page.count };
}

/** One transaction of the trolley as read for its history (the step after it ends it). */
export async function findTransactionRow(db: Kysely<Database>, trolleyId: number, id: number) {
  return await transactionRows(db).where('x.trolley_id', '=', trolleyId).where('x.id', '=', id).executeTakeFirst();
}

export async function findTransaction(db: Kysely<Database>, trolleyId: number, id: number) {
  const row = await findTransactionRow(db, trolleyId, id);
  return row ? toTransaction(row, nowIso()) : undefined;
}

/** The trolley's uid (a deleted trolley's too). */
export async function trolleyUid(db: Kysely<Database>, trolleyId: number) {
  return (await db.selectFrom('trolleys').select('uid').where('id', '=', trolleyId).executeTakeFirstOrThrow()).uid;
}
