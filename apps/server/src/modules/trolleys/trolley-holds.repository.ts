import { type Kysely, sql } from 'kysely';
import { type RateChange, type Rates, ratesInForce } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { amongIds, runPrepared } from '../../db/sql.js';

// The SQL of holds: a Delivery transaction, ended by the Pickup (or loss) that closes it, with the customer's rates
// in force when it started; the charges beyond the hold-time cost; the customer app's pickup requests. Rows only:
// what a hold costs is the billing engine's (@glassdesk/shared billing.ts), applied by the services.

/**
 * The three columns from which the billing engine's `ratesInForce` tells the rates in force at a moment: the
 * customer's last cost change at or before it (free days, per-day cents) and whether it has any change at all.
 * `customer` and `at` are the columns of the outer query holding the customer's id and the moment.
 */
export function ratesAtColumns(customer: string, at: string) {
  const last = (column: 'max_day_allowed' | 'per_day_charge_cents') =>
    sql<
      number | null
    >`(select h.${sql.ref(column)} from customer_cost_history h where h.customer_id = ${sql.ref(customer)} and h.created_at <= ${sql.ref(at)} order by h.created_at desc, h.id desc limit 1)`;
  return [
    last('max_day_allowed').as('rate_free_days'),
    last('per_day_charge_cents').as('rate_per_day_cents'),
    // A first row found through the (customer_id, created_at) index, not `exists`: PostgreSQL turned that into a hash
    // of every customer's history, built by reading the whole table for each statement (13,244 rows: 1-5 ms).
    sql<number | string>`(case when (select 1 from customer_cost_history h where h.customer_id = ${sql.ref(customer)} limit 1) is null then 0 else 1 end)`.as('rate_changed'),
  ] as const;
}

/** What ratesAtColumns read, with the customer's current terms. */
export type RatesAtRow = {
  rate_free_days: number | null;
  rate_per_day_cents: number | null;
  rate_changed: number | string;
  current_free_days: number | null;
  current_per_day_cents: number | null;
};

/** The rates of a row read with ratesAtColumns, as the billing engine decides them. */
export function ratesOf(row: RatesAtRow): Rates {
  const last = row.rate_free_days !== null && row.rate_per_day_cents !== null ? { freeDays: Number(row.rate_free_days), perDayCents: Number(row.rate_per_day_cents) } : null;
  return ratesInForce(last, Number(row.rate_changed) === 1, { freeDays: Number(row.current_free_days ?? 0), perDayCents: Number(row.current_per_day_cents ?? 0) });
}

/** Holds (Delivery transactions) with their end (the Pickup's `at`) and the customer's rates in force at the start. */
function holdRows(db: Kysely<Database>) {
  return db
    .selectFrom('trolley_transactions as d')
    .innerJoin('trolleys as t', 't.id', 'd.trolley_id')
    .leftJoin('trolley_transactions as e', 'e.id', 'd.hold_end_id')
    .leftJoin('customers as c', 'c.id', 'd.customer_id')
    .where('d.trolley_status', '=', 'Delivery')
    .select([
      'd.id',
      'd.handover_id',
      'e.handover_id as end_handover_id',
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
      ...ratesAtColumns('d.customer_id', 'd.at'),
    ]);
}

export type HoldRow = RatesAtRow & {
  id: number;
  handover_id: number | null;
  end_handover_id: number | null;
  customer_id: number | null;
  customer_first_name: string | null;
  customer_last_name: string | null;
  start: string;
  end: string | null;
  trolley_id: number;
  trolley_name: string;
  trolley_uid: string;
};

/** Every hold of the customer, oldest first (`asc`) or newest first. */
export async function customerHolds(db: Kysely<Database>, customerId: number, order: 'asc' | 'desc'): Promise<HoldRow[]> {
  return holdsOfCustomers(db, [customerId], order);
}

/** Every hold of these customers in one statement, oldest first (`asc`) or newest first (each one's in that order too). */
export async function holdsOfCustomers(db: Kysely<Database>, customerIds: readonly number[], order: 'asc' | 'desc'): Promise<HoldRow[]> {
  if (!customerIds.length) return [];
  return await holdRows(db)
    .where(amongIds(db, 'd.customer_id', customerIds))
    .orderBy('d.at', order)
    .orderBy('d.id', order)
    .execute();
}

/** One hold, by its Delivery transaction's id. */
export async function findHold(db: Kysely<Database>, holdId: number): Promise<HoldRow | undefined> {
  return await holdRows(db).where('d.id', '=', holdId).executeTakeFirst();
}

/**
 * Every hold of these customers as a statement bills it, oldest first: its start and end. The rates in force at the
 * start come from costHistoriesOf and termsOf (the billing engine's ratesAt), not from three lookups a hold; and the
 * customers are not joined (PostgreSQL hashed all of them for ten customers' holds: 3 of its 5 ms). With `detail`,
 * the trolley and the hand-overs of a statement's lines too.
 */
export async function billedHoldsOf(db: Kysely<Database>, customerIds: readonly number[], detail: boolean) {
  if (!customerIds.length) return [];
  const query = db
    .selectFrom('trolley_transactions as d')
    .leftJoin('trolley_transactions as e', 'e.id', 'd.hold_end_id')
    .where('d.trolley_status', '=', 'Delivery')
    .where(amongIds(db, 'd.customer_id', customerIds))
    .select(['d.customer_id', 'd.at as start', 'e.at as end'])
    .$if(detail, (q) =>
      q
        .innerJoin('trolleys as t', 't.id', 'd.trolley_id')
        .select(['d.handover_id', 'e.handover_id as end_handover_id', 't.id as trolley_id', 't.name as trolley_name', 't.uid as trolley_uid']),
    )
    .orderBy('d.at')
    .orderBy('d.id');
  return await runPrepared(db, query.compile());
}

/** These customers' current terms (what a hold is billed at when their terms never changed: ratesInForce). */
export async function termsOf(db: Kysely<Database>, customerIds: readonly number[]): Promise<Map<number, Rates>> {
  if (!customerIds.length) return new Map();
  const rows = await runPrepared(
    db,
    db
      .selectFrom('customers')
      .select(['id', 'max_day_allowed', 'per_day_charge_cents'])
      .where(amongIds(db, 'id', customerIds))
      .compile(),
  );
  return new Map(rows.map((r) => [Number(r.id), { freeDays: Number(r.max_day_allowed ?? 0), perDayCents: Number(r.per_day_charge_cents ?? 0) }]));
}

/**
 * The cost changes of each of these customers, oldest first (the billing engine's ratesAt picks a hold's rates from
 * them); a customer whose terms never changed has none. Read in chunks: a parameter list has its limit.
 */
export async function costHistoriesOf(db: Kysely<Database>, customerIds: readonly number[]): Promise<Map<number, RateChange[]>> {
  const changes = new Map<number, RateChange[]>();
  for (let i = 0; i < customerIds.length; i += 5000) {
    const rows = await runPrepared(
      db,
      db
        .selectFrom('customer_cost_history')
        .select(['customer_id', 'created_at', 'max_day_allowed', 'per_day_charge_cents'])
        .where(amongIds(db, 'customer_id', customerIds.slice(i, i + 5000)))
        .orderBy('customer_id')
        .orderBy('created_at')
        .orderBy('id')
        .compile(),
    );
    for (const h of rows) {
      const change = { at: h.created_at, freeDays: Number(h.max_day_allowed), perDayCents: Number(h.per_day_charge_cents) };
      const list = changes.get(Number(h.customer_id));
      if (list) list.push(change);
      else changes.set(Number(h.customer_id), [change]);
    }
  }
  return changes;
}

export type OpenHoldContact = HoldRow & {
  email: string | null;
  customer_deleted_at: string | null;
  business_name: string | null;
  master_email: string | null;
  master_first_name: string | null;
};

/**
 * The open holds of every customer (or only `customerId`), oldest first, with whom to mail about them: the customer's
 * address and its live business's master customer's.
 */
export async function openHoldsWithContacts(db: Kysely<Database>, customerId?: number): Promise<OpenHoldContact[]> {
  let query = holdRows(db)
    .leftJoin('businesses as b', (j) => j.onRef('b.id', '=', 'c.business_id').on('b.deleted_at', 'is', null))
    .leftJoin('customers as m', (j) => j.onRef('m.id', '=', 'b.customer_id').on('m.deleted_at', 'is', null))
    .where('d.hold_end_id', 'is', null)
    .where('d.customer_id', 'is not', null)
    .select(['c.email', 'c.deleted_at as customer_deleted_at', 'b.name as business_name', 'm.email as master_email', 'm.first_name as master_first_name'])
    .orderBy('d.at')
    .orderBy('d.id');
  if (customerId !== undefined) query = query.where('d.customer_id', '=', customerId);
  return await query.execute();
}

export type ChargeRow = {
  customer_id: number;
  kind: 'lost' | 'damaged' | 'adjustment';
  trolley_id: number | null;
  uid: string | null;
  note: string | null;
  amount_cents: number;
  at: string;
};

/** These customers' charges beyond the hold-time cost (losses, damage), oldest first, in one statement. */
export async function chargesOfCustomers(db: Kysely<Database>, customerIds: readonly number[]): Promise<ChargeRow[]> {
  if (!customerIds.length) return [];
  const rows = await runPrepared(
    db,
    db
      .selectFrom('trolley_charges as ch')
      .innerJoin('trolleys as t', 't.id', 'ch.trolley_id')
      .select(['ch.customer_id', 'ch.kind', 'ch.trolley_id', 't.uid', 'ch.note', 'ch.amount_cents', 'ch.at'])
      .where(amongIds(db, 'ch.customer_id', customerIds))
      .where('ch.kind', '!=', 'adjustment')
      .orderBy('ch.at')
      .orderBy('ch.id')
      .compile(),
  );
  return rows.map((r) => ({ ...r, customer_id: Number(r.customer_id), amount_cents: Number(r.amount_cents) }));
}

/** The sum of the customer's charges beyond the hold-time cost, in cents (its index on customer_id serves it). */
export async function customerChargesCents(db: Kysely<Database>, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('trolley_charges')
    .select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('cents'))
    .where('customer_id', '=', customerId)
    .where('kind', '!=', 'adjustment')
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
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

export type OpenHoldRow = HoldRow & { pickup_requested_at: string | null };

/** The trolleys held now in the scope, oldest hold first, and how many in all. */
export async function openHoldsPage(db: Kysely<Database>, scope: HoldScope, page: { start: number; limit: number }) {
  const [rows, total] = await Promise.all([
    openHolds(db, scope).select('pr.requested_at as pickup_requested_at').orderBy('d.at', 'asc').orderBy('d.id', 'asc').offset(page.start).limit(page.limit).execute(),
    db
      .selectFrom(openHolds(db, scope).as('h'))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as OpenHoldRow[], count: Number(total.n) };
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
