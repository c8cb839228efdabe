import { type Kysely, sql } from 'kysely';
import {
  toCents,
  toDollars,
  type BusinessTicketSettingKind,
  type CostHistorySortColumn,
  type Customer,
  type CustomerSortColumn,
  type OptionsQuery,
  type PagingQuery,
} from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { dollars, person, text, yesNo, type Snapshot } from '../activity/activity-snapshots.js';
import { fullName, countAll, type ListMatches, listMatching, listVersion, pagedList, textMatches, walksLikeIndex } from '../../db/list-query.js';
import { hasKeptIds, keepIds, keptIds } from '../../db/count-cache.js';
import { naturalSort } from '../../db/natural-order.js';
import { BUSINESS_NAMES, CUSTOMER_NAMES_EMAILS, CUSTOMER_TEXTS } from '../../db/text-indexes.js';
import { amongIds, containsPattern, indexedSearch, isPostgresDb, lockRow, nowIso, Refusal, runPrepared, type StatementRunner, unlessTaken } from '../../db/sql.js';
import { hotQuery } from '../../db/hot-query.js';

/**
 * Customers with their live business (a business in the trash reads as none) and that business's master
 * email. ticket_count counts the customer's tickets that are not disabled.
 */
function customerRows(db: Kysely<Database>) {
  return db
    .selectFrom('customers as c')
    .leftJoin('businesses as b', (j) => j.onRef('b.id', '=', 'c.business_id').on('b.deleted_at', 'is', null))
    .leftJoin('customers as m', (j) => j.onRef('m.id', '=', 'b.customer_id').on('m.deleted_at', 'is', null))
    .select([
      'c.id',
      'c.first_name',
      'c.last_name',
      'c.email',
      'c.number',
      'c.image',
      'b.id as business_id',
      'b.name as business_name',
      'm.email as business_email',
      'b.created_at as business_created_at',
      // Kept by triggers (migration 0026): sorting 100,000 customers by a count per row read 1,000,000 tickets' index.
      'c.ticket_count',
      // The same live business's id and name, copied onto the customer (migration 0027): the orders' indexes.
      'c.live_business_id',
      'c.live_business_name',
      'c.is_verified',
      'c.is_approved',
      'c.max_day_allowed',
      'c.per_day_charge_cents',
      'c.created_at',
      'c.deleted_at',
    ]);
}

type CustomerRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  number: string;
  image: string | null;
  business_id: number | null;
  business_name: string | null;
  business_email: string | null;
  business_created_at: string | null;
  ticket_count: number;
  is_verified: number;
  is_approved: number;
  max_day_allowed: number;
  per_day_charge_cents: number;
  created_at: string;
  deleted_at: string | null;
};

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    number: row.number,
    image: row.image,
    business_id: row.business_id,
    business_name: row.business_name,
    ticket_count: Number(row.ticket_count),
    is_verified: Number(row.is_verified) === 1,
    is_approved: Number(row.is_approved) === 1,
    max_day_allowed: Number(row.max_day_allowed),
    per_day_charge: toDollars(row.per_day_charge_cents),
    created_at: row.created_at,
    deleted_at: row.deleted_at,
    business:
      row.business_id !== null && row.business_name !== null && row.business_created_at !== null
        ? { id: row.business_id, name: row.business_name, email: row.business_email, created_at: row.business_created_at }
        : null,
  };
}

// Sort columns: SPEC §3 field names -> columns of the derived table r (CONTRACT: never user SQL).
const SORTABLE: Record<CustomerSortColumn, string> = {
  id: 'r.id',
  first_name: 'r.first_name',
  last_name: 'r.last_name',
  email: 'r.email',
  number: 'r.number',
  business_id: 'r.live_business_id',
  business_name: 'r.live_business_name',
  ticket_count: 'r.ticket_count',
  is_verified: 'r.is_verified',
  is_approved: 'r.is_approved',
  max_day_allowed: 'r.max_day_allowed',
  per_day_charge: 'r.per_day_charge_cents',
  created_at: 'r.created_at',
};

/** The customers whose name, email or number, or whose live business's name, contain a search (the indexes). */
const CUSTOMER_MATCHES: ListMatches = {
  own: CUSTOMER_TEXTS,
  through: [{ column: 'business_id', live: 'businesses', ids: (db, search) => textMatches(db, BUSINESS_NAMES, search) }],
};

/**
 * The ids of the customers (live or not) whose name, email or number, or whose live business's name, contain a search
 * of 3 characters or more, through the list's trigram indexes (another list searching by customer: the Disputes).
 */
export async function customerIdsMatching(db: Kysely<Database>, search: string): Promise<number[]> {
  const { rows } = await listMatching(db, CUSTOMER_MATCHES, search).execute(db);
  return rows.map((r) => Number(r.id));
}

/** How many customers there are, in the trash or not. */
export async function countCustomerRows(db: Kysely<Database>) {
  const row = await db
    .selectFrom('customers')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A paged list over live customers (or the trash), optionally of one business. */
export async function listCustomers(db: Kysely<Database>, query: PagingQuery<CustomerSortColumn>, filter: { deleted?: boolean; businessId?: number }) {
  let inner = customerRows(db).where('c.deleted_at', filter.deleted ? 'is not' : 'is', null);
  if (filter.businessId !== undefined) inner = inner.where('c.business_id', '=', filter.businessId);
  const page = await pagedList(db.selectFrom(inner.as('r')).selectAll(), query, {
    sortable: SORTABLE,
    searchable: [fullName('r.first_name', 'r.last_name'), 'r.email', 'r.number', 'r.business_name'],
    textColumns: ['r.first_name', 'r.last_name', 'r.email', 'r.live_business_name'],
    defaultSort: { column: filter.deleted ? 'r.deleted_at' : 'r.id', direction: 'desc' },
    tieBreaker: 'r.id',
    index: {
      db,
      list: 'customers',
      matches: CUSTOMER_MATCHES,
      countRows: (where) =>
        db
          .selectFrom('customers as r')
          .select(countAll)
          .where('r.deleted_at', filter.deleted ? 'is not' : 'is', null)
          .$if(filter.businessId !== undefined, (q) => q.where('r.business_id', '=', filter.businessId ?? null))
          .where(where),
    },
  });
  return { list: page.list.map(toCustomer), count: page.count };
}

/**
 * A customer's row with its version, live or in the trash: compiled once and prepared (hotQuery). Every change of a
 * customer answers it, and on PostgreSQL planning its two joins cost 356 us a cost change, more than running it.
 */
const customerRowOf = (state: 'live' | 'trashed') =>
  hotQuery(`customer_${state}`, (db, id: number) =>
    customerRows(db)
      .select('c.version')
      .where('c.id', '=', id)
      .where('c.deleted_at', state === 'live' ? 'is' : 'is not', null),
  );
const liveCustomerRow = customerRowOf('live');
const trashedCustomerRow = customerRowOf('trashed');

/** A live customer (or, with `deleted`, one in the trash). */
export async function findCustomer(db: Kysely<Database>, id: number, opts: { deleted?: boolean } = {}) {
  const [row] = await (opts.deleted ? trashedCustomerRow : liveCustomerRow)(db, id);
  // With its version (CONTRACT "Concurrent edits": the ETag of GET /customers/{id}).
  return row ? { ...toCustomer(row), version: Number(row.version) } : undefined;
}

/** A customer's version (undefined: none with this id). Read after lockCustomer, it cannot move before the commit. */
export async function customerVersion(trx: Kysely<Database>, id: number): Promise<number | undefined> {
  const row = await trx.selectFrom('customers').select('version').where('id', '=', id).executeTakeFirst();
  return row ? Number(row.version) : undefined;
}

/** At most this many matches are sorted; more walk the name order (see selectCustomerOptions). */
const OPTIONS_FEW = 500;
/** The customers of the name order's head a dropdown search tests first (see selectCustomerOptions). */
const OPTIONS_HEAD = 500;

/**
 * Live customers to choose from (a dropdown's options): searched by full name or email, ordered by first name,
 * then last name, case-insensitively (the live lower(first_name) index gives that order, so the database stops at
 * `limit` rows instead of sorting every customer), at most `limit`. The page is then shown in natural order
 * ('Pat 2' before 'Pat 10'). A caller that asks for one more than it shows learns that more match than it shows.
 */
export async function selectCustomerOptions(db: Kysely<Database>, query: OptionsQuery & { start?: number }, filter: { businessId?: number; approvedOnly?: boolean } = {}) {
  const start = query.start ?? 0;
  let q = db
    .selectFrom('customers as c')
    // The customer's live business, as kept by migration 0027's triggers: no join (PostgreSQL hashed all 20,000
    // businesses for a page of 51 options).
    .select(['c.id', 'c.first_name', 'c.last_name', 'c.email', 'c.live_business_id as business_id'])
    .where('c.deleted_at', 'is', null);
  if (filter.businessId !== undefined) q = q.where('c.business_id', '=', filter.businessId);
  if (filter.approvedOnly) q = q.where('c.is_approved', '=', 1);
  if (query.search) {
    const pattern = containsPattern(query.search);
    const contains = sql<boolean>`(lower(c.first_name || ' ' || c.last_name) like ${pattern} escape '\\' or lower(c.email) like ${pattern} escape '\\')`;
    // A search the trigram index answers, over all customers: the first OPTIONS_FEW + 1 matches it reports say
    // whether the search is narrow (then those are every match, sorted here) or broad (then the walk of the name
    // order below, testing each customer, fills the page within a few hundred rows). "yang" walked all 100,000.
    if (filter.businessId === undefined && indexedSearch(query.search)) {
      // The first OPTIONS_FEW + 1 matches the index reports for a term are kept at the version of the customers'
      // texts (count-cache, as the lists keep a search's few ids): asked again (the next page, another person, the
      // picker opened again), a narrow term goes straight to its rows. ("ince", 118 matches: three statements a
      // request on PostgreSQL, 3.4-10.5 ms; now the version and the rows, 1.5-1.9 ms.) A term the head answers
      // (below) is never probed, so it keeps nothing and reads no version.
      const probeKey = `customer options\u0000${query.search}`;
      let version: string | undefined;
      let ids: readonly unknown[] | undefined;
      if (hasKeptIds(db, probeKey)) ids = keptIds(db, probeKey, (version = await listVersion(db, 'customers')));
      // PostgreSQL first looks at the head of the name order, its first OPTIONS_HEAD customers, each tested: a broad
      // search ("son", a customer in four) fills its page there within a few hundred rows. Its index answers the
      // 501 matches below only after finding them all (25,000 for "son": 6-12 ms; the head: 3 ms). SQLite's index
      // stops at the 501st, and its head with a filter (approved customers only) sorted them all: it goes on below.
      if (isPostgresDb(db) && (ids === undefined || ids.length > OPTIONS_FEW)) {
        // The head keeps its sort keys as columns, so the page is cut in their order without sorting again.
        const ordered = q
          .select([sql<string>`lower(c.first_name)`.as('k1'), sql<string>`lower(c.last_name)`.as('k2')])
          .orderBy(sql`lower(c.first_name)`)
          .orderBy(sql`lower(c.last_name)`)
          .orderBy('c.id')
          .limit(OPTIONS_HEAD);
        const head = await db
          .selectFrom(ordered.as('c'))
          .select(['c.id', 'c.first_name', 'c.last_name', 'c.email', 'c.business_id'])
          .where(contains)
          .orderBy('c.k1')
          .orderBy('c.k2')
          .orderBy('c.id')
          .offset(start)
          .limit(query.limit)
          .execute();
        if (head.length === query.limit) return naturalSort(head, (r) => `${r.first_name} ${r.last_name}`);
      }
      if (ids === undefined) {
        // The version before the matches: a write landing in between leaves ids newer than their version, which the
        // next request, seeing the newer version, looks for again.
        version ??= await listVersion(db, 'customers');
        ids = (await sql<{ id: number }>`${textMatches(db, CUSTOMER_NAMES_EMAILS, query.search)} limit ${OPTIONS_FEW + 1}`.execute(db)).rows.map((r) => r.id);
        keepIds(db, probeKey, version, ids);
      }
      if (ids.length === 0) return [];
      if (ids.length <= OPTIONS_FEW) q = q.where(amongIds(db, 'c.id', ids));
      else q = q.where(walksLikeIndex(db, query.search) ? contains : sql<boolean>`c.id in (${textMatches(db, CUSTOMER_NAMES_EMAILS, query.search)})`);
    } else {
      q = q.where(contains);
    }
  }
  const rows = await q
    .orderBy(sql`lower(c.first_name)`)
    .orderBy(sql`lower(c.last_name)`)
    .orderBy('c.id')
    .offset(start)
    .limit(query.limit)
    .execute();
  return naturalSort(rows, (r) => `${r.first_name} ${r.last_name}`);
}

/** GET /customers/all and GET /business/{id}/customers/all: every live customer (or a business's) to choose from. */
export function listCustomerOptions(db: Kysely<Database>, query: OptionsQuery & { start?: number }, businessId?: number) {
  return selectCustomerOptions(db, query, { businessId });
}

/**
 * Locks a customer row for the rest of the transaction (lockRow: the row's lock on PostgreSQL, the write lock on
 * SQLite), so checks made after it see every change committed before. False when there is no such customer in that
 * state.
 */
export async function lockCustomer(trx: Kysely<Database>, id: number, state: 'live' | 'trashed' = 'live'): Promise<boolean> {
  return lockRow(trx, 'customers', id, state);
}

/** The live business this customer is the master customer of, if any. */
export function liveBusinessMasteredBy(db: Kysely<Database>, customerId: number, exceptBusinessId?: number) {
  let q = db.selectFrom('businesses').select(['id', 'name']).where('customer_id', '=', customerId).where('deleted_at', 'is', null);
  if (exceptBusinessId !== undefined) q = q.where('id', '!=', exceptBusinessId);
  return q.executeTakeFirst();
}

/** Moves a customer to a business; the ticket settings of any other business stop naming it. */
export async function setCustomerBusiness(trx: Kysely<Database>, customerId: number, businessId: number | null) {
  await trx
    .updateTable('customers')
    .set({ business_id: businessId, updated_at: nowIso(), version: sql<number>`version + 1` })
    .where('id', '=', customerId)
    .execute();
  let del = trx.deleteFrom('business_customer_settings').where('customer_id', '=', customerId);
  if (businessId !== null) del = del.where('business_id', '!=', businessId);
  await del.execute();
}

export async function setCustomerFlag(db: Kysely<Database>, id: number, flag: 'is_approved' | 'is_verified', value: boolean): Promise<boolean> {
  const res = await db
    .updateTable('customers')
    .set({ [flag]: value ? 1 : 0, updated_at: nowIso(), version: sql<number>`version + 1` })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Sets the cost fields and writes one history row, in the caller's transaction. Saving the values already in
 * force changes nothing and writes no row. False when the customer is not live. `current`: the terms in force, when
 * the caller read them under the row's lock (holdCustomerRow); `run`: executes the customer's update in its place
 * (the activity log's entry goes with it, see entryWithStatement).
 */
export async function setCustomerCost(
  trx: Kysely<Database>,
  id: number,
  cost: { max_day_allowed: number; per_day_charge: number },
  byUserId: number,
  opts: { current?: { max_day_allowed: number; per_day_charge_cents: number }; run?: StatementRunner } = {},
) {
  const current =
    opts.current ?? (await trx.selectFrom('customers').select(['max_day_allowed', 'per_day_charge_cents']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst());
  if (!current) return false;
  const cents = toCents(cost.per_day_charge);
  if (Number(current.max_day_allowed) === cost.max_day_allowed && Number(current.per_day_charge_cents) === cents) return true;
  const now = nowIso();
  const update = trx
    .updateTable('customers')
    .set({ max_day_allowed: cost.max_day_allowed, per_day_charge_cents: cents, updated_at: now, version: sql<number>`version + 1` })
    .where('id', '=', id);
  // Prepared on PostgreSQL (runPrepared): planning each cost more than running it.
  if (opts.run) await opts.run(update.returning('id'));
  else await runPrepared(trx, update.compile());
  await runPrepared(
    trx,
    trx
      .insertInto('customer_cost_history')
      .values({ customer_id: id, max_day_allowed: cost.max_day_allowed, per_day_charge_cents: cents, changed_by_user_id: byUserId, created_at: now })
      .compile(),
  );
  return true;
}

export async function listCostHistory(db: Kysely<Database>, customerId: number, query: PagingQuery<CostHistorySortColumn>) {
  const page = await pagedList(
    db
      .selectFrom('customer_cost_history')
      .select(['customer_cost_history.max_day_allowed', 'customer_cost_history.per_day_charge_cents', 'customer_cost_history.created_at'])
      .where('customer_cost_history.customer_id', '=', customerId),
    query,
    {
      sortable: {
        max_day_allowed: 'customer_cost_history.max_day_allowed',
        per_day_charge: 'customer_cost_history.per_day_charge_cents',
        created_at: 'customer_cost_history.created_at',
      },
      searchable: [],
      defaultSort: { column: 'customer_cost_history.created_at', direction: 'desc' },
      tieBreaker: 'customer_cost_history.id',
      db,
    },
  );
  return {
    list: page.list.map((r) => ({ max_day_allowed: Number(r.max_day_allowed), per_day_charge: toDollars(r.per_day_charge_cents), created_at: r.created_at })),
    count: page.count,
  };
}

export async function insertNotification(db: Kysely<Database>, customerId: number, message: string, senderUserId: number) {
  await db.insertInto('customer_notifications').values({ customer_id: customerId, message, sender_user_id: senderUserId, created_at: nowIso() }).execute();
}

/** Moves a live customer to the trash; its sessions end. */
export async function softDeleteCustomer(trx: Kysely<Database>, id: number): Promise<boolean> {
  const now = nowIso();
  const res = await trx.updateTable('customers').set({ deleted_at: now, updated_at: now }).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  await trx.updateTable('customer_sessions').set({ revoked_at: now }).where('customer_id', '=', id).where('revoked_at', 'is', null).execute();
  return true;
}

/** Brings a customer back from the trash; false when not there, Refusal('taken') when a live customer has its email. */
export async function restoreCustomer(trx: Kysely<Database>, id: number) {
  const res = await unlessTaken(() =>
    trx.updateTable('customers').set({ deleted_at: null, updated_at: nowIso() }).where('id', '=', id).where('deleted_at', 'is not', null).executeTakeFirst(),
  );
  return res instanceof Refusal ? res : Number(res.numUpdatedRows) === 1;
}

/**
 * Erases a customer in the trash for good: its row and every row about it (sessions, notifications, cost history,
 * ticket settings); its tickets and mail go first, through their modules (customers.service.ts). A business in the
 * trash that named it as master customer keeps no master.
 */
export async function eraseCustomer(trx: Kysely<Database>, id: number) {
  await trx.updateTable('businesses').set({ customer_id: null, updated_at: nowIso() }).where('customer_id', '=', id).execute();
  await trx.deleteFrom('business_customer_settings').where('customer_id', '=', id).execute();
  await trx.deleteFrom('customer_sessions').where('customer_id', '=', id).execute();
  await trx.deleteFrom('customer_password_resets').where('customer_id', '=', id).execute();
  await trx.deleteFrom('customer_notifications').where('customer_id', '=', id).execute();
  await trx.deleteFrom('customer_cost_history').where('customer_id', '=', id).execute();
  await trx.deleteFrom('customers').where('id', '=', id).execute();
}

// ---- the customer app --------------------------------------------------------------------------------------

/** A registration; Refusal('taken') when a live customer has the email (any case). */
export async function insertCustomer(db: Kysely<Database>, data: { first_name: string; last_name: string; email: string; number: string; password_hash: string }) {
  const now = nowIso();
  return unlessTaken(() =>
    db
      .insertInto('customers')
      .values({
        ...data,
        email: data.email.toLowerCase(),
        image: null,
        business_id: null,
        is_verified: 0,
        is_approved: 0,
        max_day_allowed: 0,
        per_day_charge_cents: 0,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .returning(['id', 'first_name', 'last_name', 'email', 'number', 'created_at'])
      .executeTakeFirstOrThrow(),
  );
}

/** The customer's own account fields (the customer app's PUT /me); false when no live customer has this id. */
export async function updateCustomerProfile(db: Kysely<Database>, id: number, fields: { first_name: string; last_name: string; number: string }) {
  const res = await db
    .updateTable('customers')
    .set({ ...fields, updated_at: nowIso(), version: sql<number>`version + 1` })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export function findCustomerPasswordHash(db: Kysely<Database>, id: number) {
  return db.selectFrom('customers').select('password_hash').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

export async function setCustomerPasswordHash(db: Kysely<Database>, id: number, passwordHash: string) {
  await db.updateTable('customers').set({ password_hash: passwordHash, updated_at: nowIso() }).where('id', '=', id).execute();
}

export function findCustomerForLogin(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('customers')
    .select(['id', 'first_name', 'last_name', 'email', 'password_hash', 'is_approved'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

// ---- business ticket settings ------------------------------------------------------------------------------

/**
 * The customers a business mails about its tickets: the master customer (the business's master email, spec §3) and
 * the customers in the business ticket settings' `kinds` lists, all live and of the business.
 */
export async function businessEmails(db: Kysely<Database>, businessId: number, kinds: Array<'emails' | 'notifications'>): Promise<string[]> {
  const master = await db
    .selectFrom('businesses as b')
    .innerJoin('customers as m', 'm.id', 'b.customer_id')
    .select('m.email')
    .where('b.id', '=', businessId)
    .where('m.deleted_at', 'is', null)
    .executeTakeFirst();
  const listed = await db
    .selectFrom('business_customer_settings as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .select('c.email')
    .where('s.business_id', '=', businessId)
    .where('s.kind', 'in', kinds)
    .where('c.business_id', '=', businessId)
    .where('c.deleted_at', 'is', null)
    .execute();
  return [master?.email, ...listed.map((r) => r.email)].filter((e): e is string => !!e);
}

/** A live customer's email. */
/** The email of a customer, in the trash too (what its permanent delete erases the mail of). */
export async function storedEmail(db: Kysely<Database>, customerId: number) {
  return (await db.selectFrom('customers').select('email').where('id', '=', customerId).executeTakeFirst())?.email;
}

export async function customerEmail(db: Kysely<Database>, customerId: number) {
  return (await db.selectFrom('customers').select('email').where('id', '=', customerId).where('deleted_at', 'is', null).executeTakeFirst())?.email;
}

/** The settings lists of a business, naming only its live customers. */
export async function getBusinessSettings(db: Kysely<Database>, businessId: number) {
  const rows = await db
    .selectFrom('business_customer_settings as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .select(['s.kind', 's.customer_id'])
    .where('s.business_id', '=', businessId)
    .where('c.business_id', '=', businessId)
    .where('c.deleted_at', 'is', null)
    .orderBy('s.customer_id')
    .execute();
  const of = (kind: BusinessTicketSettingKind) => rows.filter((r) => r.kind === kind).map((r) => r.customer_id);
  return { access: of('access'), emails: of('emails'), notifications: of('notifications') };
}

/** The business's stored master customer id (null when none), undefined when there is no such business. */
export async function businessMasterId(db: Kysely<Database>, businessId: number): Promise<number | null | undefined> {
  return (await db.selectFrom('businesses').select('customer_id').where('id', '=', businessId).executeTakeFirst())?.customer_id;
}

/** True when the business's ticket settings give this customer `access` (to the business's tickets). */
export async function hasBusinessAccess(db: Kysely<Database>, businessId: number, customerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('business_customer_settings')
    .select('customer_id')
    .where('business_id', '=', businessId)
    .where('kind', '=', 'access')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The ids among `ids` that are not live customers of this business. */
export async function notCustomersOf(db: Kysely<Database>, businessId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('customers').select('id').where('id', 'in', ids).where('business_id', '=', businessId).where('deleted_at', 'is', null).execute();
  const ok = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !ok.has(id));
}

export async function replaceBusinessSettings(trx: Kysely<Database>, businessId: number, settings: Record<BusinessTicketSettingKind, number[]>) {
  await trx.deleteFrom('business_customer_settings').where('business_id', '=', businessId).execute();
  const values = (Object.keys(settings) as BusinessTicketSettingKind[]).flatMap((kind) => settings[kind].map((customer_id) => ({ business_id: businessId, kind, customer_id })));
  if (values.length) await trx.insertInto('business_customer_settings').values(values).execute();
}

/** A customer's snapshot with new cost terms: what customerSnapshot reads once they are saved, without reading it. */
export function snapshotWithCost(s: Snapshot, cost: { max_day_allowed: number; per_day_charge_cents: number }): Snapshot {
  return { label: s.label, fields: { ...s.fields, max_day_allowed: text(cost.max_day_allowed), per_day_charge: dollars(cost.per_day_charge_cents) } };
}

/** The columns of a customer's snapshot (customerSnapshotOf), and its version. */
const snapshotColumns = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('customers as c')
    .leftJoin('businesses as b', 'b.id', 'c.business_id')
    .select([
      'c.first_name',
      'c.last_name',
      'c.email',
      'c.number',
      'c.image',
      'b.name as business',
      'c.is_verified',
      'c.is_approved',
      'c.max_day_allowed',
      'c.per_day_charge_cents',
      'c.version',
    ])
    .where('c.id', '=', id);

/**
 * The customer's snapshot row, compiled once (hotQuery): a logged change of a customer reads it first, and building
 * this join of ten columns on every read was most of it. Under the bench's cost writes (SQLite, AMD EPYC, a CPU
 * profile) the read went from 63 to 23 µs a change.
 */
const customerSnapshotRow = hotQuery('customer_snapshot', snapshotColumns);

/**
 * The live customer's row held for a change (its lock on PostgreSQL, taken by this very read: FOR NO KEY UPDATE of the
 * customer, not of its business), with its version and what its snapshot shows: a change that reads its "before"
 * and checks the version the caller saw from it needs no statement more under the lock.
 */
const heldCustomerRow = hotQuery('customer_held', (db, id: number) =>
  snapshotColumns(db, id)
    .where('c.deleted_at', 'is', null)
    .$if(isPostgresDb(db), (q) => q.forNoKeyUpdate('c')),
);

export type CustomerSnapshotRow = Awaited<ReturnType<typeof customerSnapshotRow>>[number];

/** The live customer's row, held for the change the caller's transaction is about to make (see heldCustomerRow); undefined: none. */
export async function holdCustomerRow(trx: Kysely<Database>, id: number): Promise<(CustomerSnapshotRow & { version: number }) | undefined> {
  // SQLite has no row locks: the write lock is taken first (lockRow), then the row is read.
  if (!isPostgresDb(trx) && !(await lockRow(trx, 'customers', id))) return undefined;
  const [r] = await heldCustomerRow(trx, id);
  return r && { ...r, version: Number(r.version) };
}

/** A customer's row as the activity log reads it: its label and its fields in readable values. */
export function customerSnapshotOf(r: CustomerSnapshotRow): Snapshot {
  return {
    label: `Customer ${person(r.first_name, r.last_name)}`,
    fields: {
      first_name: r.first_name,
      last_name: r.last_name,
      email: r.email,
      number: text(r.number),
      image: text(r.image),
      business_id: text(r.business),
      is_verified: yesNo(r.is_verified),
      is_approved: yesNo(r.is_approved),
      max_day_allowed: text(r.max_day_allowed),
      per_day_charge: dollars(r.per_day_charge_cents),
    },
  };
}

/** The customer's snapshot row as it is now (live or not); undefined: none with this id. */
export async function findCustomerSnapshotRow(db: Kysely<Database>, id: number): Promise<CustomerSnapshotRow | undefined> {
  const [r] = await customerSnapshotRow(db, id);
  return r;
}
