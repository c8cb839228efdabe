import { type Kysely, sql, type SqlBool } from 'kysely';
import type { DisputeLine, DisputeListQuery, DisputeStatus } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { amongIds, containsPattern, runPrepared, runPreparedFirst } from '../../db/sql.js';

// CONTRACT "Statements the customer confirms or disputes": confirmations (customer_statements.confirmed_at) and
// disputes (table statement_disputes, migration 0036).

/** A customer of a business, as the master customer's statements name it. */
export type StatementOwner = { id: number; first_name: string; last_name: string };

export async function findStatementOwner(db: Kysely<Database>, customerId: number): Promise<StatementOwner | undefined> {
  return db.selectFrom('customers').select(['id', 'first_name', 'last_name']).where('id', '=', customerId).where('deleted_at', 'is', null).executeTakeFirst();
}

/** The live customers of a business (the master's statements cover each), the master first, then by name. */
export async function businessStatementOwners(db: Kysely<Database>, businessId: number, masterId: number): Promise<StatementOwner[]> {
  return runPrepared(
    db,
    db
      .selectFrom('customers')
      .select(['id', 'first_name', 'last_name'])
      .where('business_id', '=', businessId)
      .where('deleted_at', 'is', null)
      .orderBy(sql`case when id = ${masterId} then 0 else 1 end`)
      .orderBy('first_name')
      .orderBy('last_name')
      .orderBy('id')
      .compile(),
  );
}

/** Each closed month's confirmation of these customers: `${customer_id}:${month}` -> confirmed_at. */
export async function confirmationsOf(db: Kysely<Database>, customerIds: readonly number[]): Promise<Map<string, string>> {
  if (!customerIds.length) return new Map();
  const rows = await runPrepared(
    db,
    db
      .selectFrom('customer_statements')
      .select(['customer_id', 'month', 'confirmed_at'])
      .where(amongIds(db, 'customer_id', customerIds))
      .where('confirmed_at', 'is not', null)
      .compile(),
  );
  return new Map(rows.map((r) => [`${r.customer_id}:${r.month}`, r.confirmed_at!]));
}

/** A closed month's row: when it was confirmed (null: not yet); undefined while the month is open. */
export async function closedStatement(db: Kysely<Database>, customerId: number, month: string) {
  return db.selectFrom('customer_statements').select(['confirmed_at']).where('customer_id', '=', customerId).where('month', '=', month).executeTakeFirst();
}

/** Confirms a closed month once: false when it was confirmed already (the guarded update decides, also under a race). */
export async function markConfirmed(trx: Kysely<Database>, customerId: number, month: string, byCustomerId: number, at: string): Promise<boolean> {
  const res = await trx
    .updateTable('customer_statements')
    .set({ confirmed_at: at, confirmed_by_customer_id: byCustomerId })
    .where('customer_id', '=', customerId)
    .where('month', '=', month)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** The months after `month` the customer has closed, in order (a credit lands on the first month not among them). */
export async function closedMonthsAfter(db: Kysely<Database>, customerId: number, month: string): Promise<string[]> {
  const rows = await db.selectFrom('customer_statements').select('month').where('customer_id', '=', customerId).where('month', '>', month).orderBy('month').execute();
  return rows.map((r) => r.month);
}

export type NewDispute = {
  customer_id: number;
  month: string;
  lines: DisputeLine[];
  note: string | null;
  raised_by_customer_id: number;
  client_key: string | null;
  created_at: string;
};

export async function insertDispute(trx: Kysely<Database>, d: NewDispute): Promise<number> {
  const row = await trx
    .insertInto('statement_disputes')
    .values({ ...d, status: 'open', lines: JSON.stringify(d.lines) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function openDisputeOf(db: Kysely<Database>, customerId: number, month: string) {
  return db.selectFrom('statement_disputes').select('id').where('customer_id', '=', customerId).where('month', '=', month).where('status', '=', 'open').executeTakeFirst();
}

export async function disputeIdByKey(db: Kysely<Database>, customerId: number, clientKey: string) {
  const row = await db.selectFrom('statement_disputes').select('id').where('customer_id', '=', customerId).where('client_key', '=', clientKey).executeTakeFirst();
  return row?.id;
}

function disputeRows(db: Kysely<Database>) {
  return db
    .selectFrom('statement_disputes as d')
    .innerJoin('customers as c', 'c.id', 'd.customer_id')
    .leftJoin('businesses as b', 'b.id', 'c.business_id')
    .leftJoin('users as u', 'u.id', 'd.resolved_by_user_id')
    .select([
      'd.id',
      'd.customer_id',
      'c.first_name as customer_first_name',
      'c.last_name as customer_last_name',
      'b.id as business_id',
      'b.name as business_name',
      'd.month',
      'd.status',
      'd.lines',
      'd.note',
      'd.created_at',
      'd.resolved_at',
      'd.resolved_by_user_id',
      'u.first_name as resolver_first_name',
      'u.last_name as resolver_last_name',
      'd.amount_cents',
      'd.reply',
      'd.credit_month',
    ]);
}
export type DisputeRow = Awaited<ReturnType<ReturnType<typeof disputeRows>['executeTakeFirstOrThrow']>>;

export const parseLines = (json: string) => JSON.parse(json) as DisputeLine[];

export async function findDispute(db: Kysely<Database>, id: number): Promise<DisputeRow | undefined> {
  return disputeRows(db).where('d.id', '=', id).executeTakeFirst();
}

/** The disputes of these customers (one month's, or every month's), newest first. */
export async function disputesOf(db: Kysely<Database>, customerIds: readonly number[], month?: string): Promise<DisputeRow[]> {
  if (!customerIds.length) return [];
  let q = disputeRows(db).where('d.customer_id', 'in', customerIds);
  if (month) q = q.where('d.month', '=', month);
  return q.orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').execute();
}

/** The disputes of these customers as a list of months marks them (which one, its status), newest first. */
export async function disputeMarksOf(db: Kysely<Database>, customerIds: readonly number[]) {
  if (!customerIds.length) return [];
  return runPrepared(
    db,
    db
      .selectFrom('statement_disputes')
      .select(['id', 'customer_id', 'month', 'status'])
      .where(amongIds(db, 'customer_id', customerIds))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .compile(),
  );
}

/**
 * The list's filters: status, customer, and a search. `customerIds`: the customers a search of 3 characters or more
 * names (the customers list's trigram indexes, asked by the service), else the names are compared here.
 */
export type DisputeFilter = { status?: DisputeStatus; customer_id?: number; search: string; customerIds?: readonly number[] };

/** The most ids of searched customers written into a statement; more are compared by name instead (a scan). */
const IDS_IN_STATEMENT = 5_000;

/** A search that can be part of a month's YYYY-MM text. */
const MONTH_PART = /^[0-9-]+$/;

/** The disputes under the list's filters: status, customer, and a search of the customer's or business's name or the month. */
function filtered(db: Kysely<Database>, f: DisputeFilter) {
  let q = db.selectFrom('statement_disputes as d');
  if (f.status) q = q.where('d.status', '=', f.status);
  if (f.customer_id !== undefined) q = q.where('d.customer_id', '=', f.customer_id);
  if (f.search) {
    const pattern = containsPattern(f.search);
    // A month is YYYY-MM: only digits and dashes can be part of one. Any other search leaves the month out, so the
    // customers' ids alone pick the disputes through their index instead of every dispute being read for its month.
    const month = MONTH_PART.test(f.search) ? sql<SqlBool>`d.month like ${pattern} escape '\\'` : undefined;
    if (f.customerIds && f.customerIds.length <= IDS_IN_STATEMENT) {
      const ids = f.customerIds;
      const among = ids.length ? amongIds(db, 'd.customer_id', ids) : undefined;
      q = q.where((eb) => (among && month ? eb.or([among, month]) : (among ?? month ?? sql<SqlBool>`1 = 0`)));
    } else {
      // The names are searched once in the customers (and their businesses), not once per dispute: the disputes are
      // then found through their customer's index.
      const named = db
        .selectFrom('customers as c')
        .leftJoin('businesses as b', 'b.id', 'c.business_id')
        .select('c.id')
        .where((eb) =>
          eb.or([
            sql<SqlBool>`lower(c.first_name) like ${pattern} escape '\\'`,
            sql<SqlBool>`lower(c.last_name) like ${pattern} escape '\\'`,
            sql<SqlBool>`lower(b.name) like ${pattern} escape '\\'`,
          ]),
        );
      q = q.where((eb) => (month ? eb.or([eb('d.customer_id', 'in', named), month]) : eb('d.customer_id', 'in', named)));
    }
  }
  return q;
}

/**
 * GET /disputes: open ones first, then the others, each newest first (the indexes' order: (status, created_at, id) for
 * the open ones, (created_at, id) for the rest), unless sorted by created_at; filters status and customer; the search
 * looks in the customer's and the business's names and the month. The page's ids come from statement_disputes alone;
 * only its rows are joined to their names.
 */
export async function listDisputes(db: Kysely<Database>, query: DisputeListQuery, customerIds?: readonly number[]) {
  const f: DisputeFilter = { status: query.status, customer_id: query.customer_id, search: query.search && query.search !== 'all' ? query.search : '', customerIds };
  // Prepared on PostgreSQL (runPrepared): the customers' ids are one array parameter, so each statement has one text
  // whatever the search, and its plan is made once per connection instead of on every request.
  const idsOf = async (q: ReturnType<typeof filtered>, dir: 'asc' | 'desc', limit: number, offset: number) =>
    limit <= 0 ? [] : (await runPrepared(db, q.select('d.id').orderBy('d.created_at', dir).orderBy('d.id', dir).limit(limit).offset(offset).compile())).map((r) => r.id);
  // The count, and how many of them are open, in one statement.
  const counted = await runPreparedFirst(
    db,
    filtered(db, f)
      .select([sql<number>`count(*)`.as('n'), sql<number>`sum(case when d.status = 'open' then 1 else 0 end)`.as('open')])
      .compile(),
  );
  const count = Number(counted?.n ?? 0);
  let ids: number[] = [];
  if (count > query.start) {
    if (query.sort_by === 'created_at') {
      ids = await idsOf(filtered(db, f), query.order === 'desc' ? 'desc' : 'asc', query.limit, query.start);
    } else if (f.status) {
      ids = await idsOf(filtered(db, f), query.order === 'asc' ? 'asc' : 'desc', query.limit, query.start);
    } else {
      // Open ones first: the page takes what it can of them, then of the rest.
      const open = Number(counted?.open ?? 0);
      const first = await idsOf(filtered(db, { ...f, status: 'open' }), 'desc', Math.min(query.limit, open - query.start), query.start);
      const rest = filtered(db, f).where('d.status', '!=', 'open');
      ids = [...first, ...(await idsOf(rest, 'desc', query.limit - first.length, Math.max(0, query.start - open)))];
    }
  }
  if (!ids.length) return { list: [], count };
  const rows = await runPrepared(
    db,
    disputeRows(db)
      .where(amongIds(db, 'd.id', ids))
      .compile(),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { list: ids.map((id) => byId.get(id)!), count };
}

/** Settles an open dispute once: false when it was settled already (the guarded update decides, also under a race). */
export async function settleDispute(
  trx: Kysely<Database>,
  id: number,
  patch: { status: Exclude<DisputeStatus, 'open'>; resolved_at: string; resolved_by_user_id: number; amount_cents: number | null; reply: string; credit_month: string | null },
): Promise<boolean> {
  const res = await trx.updateTable('statement_disputes').set(patch).where('id', '=', id).where('status', '=', 'open').executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** A credit (a credited dispute): it lands on its credit_month as a negative adjustment. */
export type CreditRow = { customer_id: number; id: number; month: string; credit_month: string; cents: number };

/** These customers' credits, in one statement, in the order they were raised. */
export async function creditsOfCustomers(db: Kysely<Database>, customerIds: readonly number[]): Promise<CreditRow[]> {
  if (!customerIds.length) return [];
  const rows = await runPrepared(
    db,
    db
      .selectFrom('statement_disputes')
      .select(['customer_id', 'id', 'month', 'credit_month', 'amount_cents'])
      .where(amongIds(db, 'customer_id', customerIds))
      .where('status', '=', 'credited')
      .orderBy('id')
      .compile(),
  );
  return rows.map((r) => ({ customer_id: Number(r.customer_id), id: r.id, month: r.month, credit_month: r.credit_month!, cents: Number(r.amount_cents ?? 0) }));
}

/** The sum of the customer's credits in cents (what it owes is less by it). */
export async function creditedCents(db: Kysely<Database>, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('statement_disputes')
    .select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('cents'))
    .where('customer_id', '=', customerId)
    .where('status', '=', 'credited')
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}

/** The dashboard's "Open disputes". */
export async function openDisputeCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('statement_disputes')
    .select(sql<number>`count(*)`.as('n'))
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Whom a settled dispute is mailed to: its customer, and the master customer who raised it for them (live ones). */
export async function disputeRecipients(trx: Kysely<Database>, id: number) {
  const d = await trx.selectFrom('statement_disputes').select(['customer_id', 'raised_by_customer_id']).where('id', '=', id).executeTakeFirstOrThrow();
  const ids = [...new Set([d.customer_id, d.raised_by_customer_id ?? d.customer_id])];
  return trx.selectFrom('customers').select(['id', 'email', 'first_name']).where('id', 'in', ids).where('deleted_at', 'is', null).orderBy('id').execute();
}

/** Every closed month, by customer then month (the demo's fill settles some of them). */
export async function allClosedMonths(db: Kysely<Database>) {
  const rows = await db.selectFrom('customer_statements').select(['customer_id', 'month']).orderBy('customer_id').orderBy('month').execute();
  return rows.map((r) => ({ customerId: r.customer_id, month: r.month }));
}
