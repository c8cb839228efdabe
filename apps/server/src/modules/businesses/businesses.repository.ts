import { type Kysely, sql } from 'kysely';
import type { Business, BusinessSave, BusinessSortColumn, OptionsQuery, PagingQuery } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { nameList, person, text, type Snapshot } from '../activity/activity-snapshots.js';
import { listVersion, countAll, type ListMatches, pagedList, textMatches } from '../../db/list-query.js';
import { naturalSort } from '../../db/natural-order.js';
import { indexedSearch, lockRow, nowIso, Refusal, runPreparedFirst, unlessTaken } from '../../db/sql.js';
import { BUSINESS_NAMES, CUSTOMER_NAMES_EMAILS } from '../../db/text-indexes.js';

/**
 * Businesses with their live master customer: its name and its email (the business's master email, SPEC §3).
 * A master customer in the trash reads as none. ticket_count counts the business's tickets that are not disabled.
 */
function businessRows(db: Kysely<Database>) {
  return db
    .selectFrom('businesses as b')
    .leftJoin('customers as m', (j) => j.onRef('m.id', '=', 'b.customer_id').on('m.deleted_at', 'is', null))
    .select([
      'b.id',
      'b.name',
      'b.account_id',
      'm.id as customer_id',
      sql<string | null>`m.first_name || ' ' || m.last_name`.as('customer_name'),
      'b.contact',
      'b.address',
      'm.email as email',
      // Kept by triggers (migration 0026): sorting 20,000 businesses by a count per row read 1,000,000 tickets' index.
      'b.ticket_count',
      'b.master_id',
      'b.master_name',
      'b.master_email',
      'b.created_at',
      'b.deleted_at',
      'b.version',
    ]);
}

type BusinessRow = Omit<Business, 'ticket_count'> & { ticket_count: number | string; master_id?: unknown; master_name?: unknown; master_email?: unknown; version?: unknown };
/** A business as the API gives it: the sort keys' copies (migration 0029) stay in the database. */
const toBusiness = ({ master_id: _id, master_name: _name, master_email: _email, version: _version, ...row }: BusinessRow): Business => ({
  ...row,
  ticket_count: Number(row.ticket_count),
});

const SORTABLE: Record<BusinessSortColumn, string> = {
  id: 'r.id',
  name: 'r.name',
  account_id: 'r.account_id',
  // The business's copies of its live master customer (migration 0029), each with a live index.
  customer_id: 'r.master_id',
  customer_name: 'r.master_name',
  email: 'r.master_email',
  contact: 'r.contact',
  address: 'r.address',
  ticket_count: 'r.ticket_count',
  created_at: 'r.created_at',
};

/** Migration 0025's trigram indexes (and 0042's grams): a business's own searched texts, and a customer's name and email. */
const BUSINESS_TEXTS = { table: 'businesses', fts: 'businesses_text', pg: ['name', 'account_id', 'contact', 'address'], grams: 'businesses_grams' } as const;

/** The businesses whose own texts, or whose live master customer's name or email, contain a search (the indexes). */
const BUSINESS_MATCHES: ListMatches = {
  own: BUSINESS_TEXTS,
  through: [{ column: 'customer_id', live: 'customers', ids: (db, search) => textMatches(db, CUSTOMER_NAMES_EMAILS, search) }],
};

export async function listBusinesses(db: Kysely<Database>, query: PagingQuery<BusinessSortColumn>, deleted: boolean) {
  const inner = businessRows(db).where('b.deleted_at', deleted ? 'is not' : 'is', null);
  const page = await pagedList(db.selectFrom(inner.as('r')).selectAll(), query, {
    sortable: SORTABLE,
    searchable: ['r.name', 'r.account_id', 'r.customer_name', 'r.email', 'r.contact', 'r.address'],
    textColumns: ['r.name', 'r.account_id', 'r.master_name', 'r.master_email', 'r.address'],
    defaultSort: { column: deleted ? 'r.deleted_at' : 'r.id', direction: 'desc' },
    tieBreaker: 'r.id',
    index: {
      db,
      list: 'businesses',
      matches: BUSINESS_MATCHES,
      countRows: (where) =>
        db
          .selectFrom('businesses as r')
          .select(countAll)
          .where('r.deleted_at', deleted ? 'is not' : 'is', null)
          .where(where),
    },
  });
  return { list: page.list.map(toBusiness), count: page.count };
}

/** How many businesses there are, in the trash or not. */
export async function countBusinessRows(db: Kysely<Database>) {
  const row = await db
    .selectFrom('businesses')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The approved, live master customer of the live business with the most tickets (trashed ones too; the lowest
 * business id on a tie), with the business's name.
 */
export function busiestBusinessMaster(db: Kysely<Database>) {
  return db
    .selectFrom('businesses as b')
    .innerJoin('customers as c', 'c.id', 'b.customer_id')
    .where('b.deleted_at', 'is', null)
    .where('c.deleted_at', 'is', null)
    .where('c.is_approved', '=', 1)
    .select(['c.email', 'c.first_name', 'c.last_name', 'b.name as business'])
    .select((eb) =>
      eb
        .selectFrom('tickets as t')
        .select((e) => e.fn.countAll().as('n'))
        .whereRef('t.business_id', '=', 'b.id')
        .as('tickets'),
    )
    .orderBy('tickets', 'desc')
    .orderBy('b.id')
    .limit(1)
    .executeTakeFirst();
}

export async function findBusiness(db: Kysely<Database>, id: number, opts: { deleted?: boolean } = {}) {
  // Prepared on PostgreSQL (runPreparedFirst): its joins were planned again on every read of a business.
  const row = await runPreparedFirst(
    db,
    businessRows(db)
      .where('b.id', '=', id)
      .where('b.deleted_at', opts.deleted ? 'is not' : 'is', null)
      .compile(),
  );
  // With its version (CONTRACT "Concurrent edits": the ETag of GET /business/{id}).
  return row ? { ...toBusiness(row), version: Number(row.version) } : undefined;
}

/** Live businesses to choose from: searched by name, natural order, at most `limit`. */
/**
 * Every live business in natural order, kept per database handle with the version of the businesses list it was read
 * at (list_versions, migration 0025): the dropdown sorted all 20,000 on every keystroke (135 ms on SQLite); it now
 * reads the version, and filters and cuts the kept order (about 1 ms), reading again only after a write.
 */
type KeptOrder = { version: string; rows: Array<{ id: number; name: string; key: string }>; rank: Map<number, number> };
const businessOrders = new WeakMap<Kysely<Database>, KeptOrder>();

async function businessesInNaturalOrder(db: Kysely<Database>): Promise<KeptOrder> {
  const version = await listVersion(db, 'businesses');
  const kept = businessOrders.get(db);
  if (kept?.version === version) return kept;
  const rows = naturalSort(await db.selectFrom('businesses').select(['id', 'name']).where('deleted_at', 'is', null).execute(), (r) => r.name).map((r) => ({
    id: r.id,
    name: r.name,
    key: r.name.toLowerCase(),
  }));
  const order = { version, rows, rank: new Map(rows.map((r, i) => [r.id, i])) };
  businessOrders.set(db, order);
  return order;
}

/** At most this many index matches are put in order by their place in the kept order; more are found by a scan of it. */
const OPTIONS_FEW = 2000;

/**
 * GET /business/all: live businesses whose name contains the search (case aside), in natural order, at most `limit`.
 * A search the trigram index answers with few matches takes them from it (scanning 20,000 names for "5946" cost
 * 6 ms); a broad one scans the kept order, which stops at `limit` matches.
 */
export async function listBusinessOptions(db: Kysely<Database>, query: OptionsQuery) {
  const { rows, rank } = await businessesInNaturalOrder(db);
  const search = query.search.toLowerCase();
  if (search && indexedSearch(search)) {
    const found = await sql<{ id: number }>`${textMatches(db, BUSINESS_NAMES, query.search)} limit ${OPTIONS_FEW + 1}`.execute(db);
    if (found.rows.length <= OPTIONS_FEW) {
      const places = found.rows.flatMap((r) => rank.get(Number(r.id)) ?? []).sort((a, b) => a - b);
      return places.slice(0, query.limit).map((i) => ({ id: rows[i].id, name: rows[i].name }));
    }
  }
  const out: Array<{ id: number; name: string }> = [];
  for (const r of rows) {
    if (out.length === query.limit) break;
    if (!search || r.key.includes(search)) out.push({ id: r.id, name: r.name });
  }
  return out;
}

/** Locks a business row for the rest of the transaction (see lockCustomer). */
export async function lockBusiness(trx: Kysely<Database>, id: number, state: 'live' | 'trashed' = 'live'): Promise<boolean> {
  return lockRow(trx, 'businesses', id, state);
}

// The partial unique index keeps one live business per master customer: a write that would give a customer a second
// one (a race loser: the service checks first) answers Refusal('taken').

export async function insertBusiness(trx: Kysely<Database>, data: BusinessSave): Promise<number | Refusal<'taken'>> {
  const now = nowIso();
  const inserted = await unlessTaken(() =>
    trx
      .insertInto('businesses')
      .values({ ...data, created_at: now, updated_at: now, deleted_at: null })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return inserted instanceof Refusal ? inserted : inserted.id;
}

/** The guarded save: the version moves on by one, and only from `expected` when given (false: no row saved). */
export async function updateBusiness(trx: Kysely<Database>, id: number, data: BusinessSave, expected?: number): Promise<boolean | Refusal<'taken'>> {
  const res = await unlessTaken(() =>
    trx
      .updateTable('businesses')
      .set({ ...data, updated_at: nowIso(), version: sql<number>`version + 1` })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .$if(expected !== undefined, (u) => u.where('version', '=', expected!))
      .executeTakeFirst(),
  );
  if (res instanceof Refusal) return res;
  return Number(res.numUpdatedRows) === 1;
}

export async function softDeleteBusiness(db: Kysely<Database>, id: number): Promise<boolean> {
  const now = nowIso();
  const res = await db.updateTable('businesses').set({ deleted_at: now, updated_at: now }).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function restoreBusiness(trx: Kysely<Database>, id: number): Promise<boolean | Refusal<'taken'>> {
  const res = await unlessTaken(() =>
    trx.updateTable('businesses').set({ deleted_at: null, updated_at: nowIso() }).where('id', '=', id).where('deleted_at', 'is not', null).executeTakeFirst(),
  );
  return res instanceof Refusal ? res : Number(res.numUpdatedRows) === 1;
}

/** The stored master customer of a business (whatever its state), for restore's checks. */
export function storedMaster(db: Kysely<Database>, businessId: number) {
  return db
    .selectFrom('businesses as b')
    .leftJoin('customers as m', 'm.id', 'b.customer_id')
    .select(['b.customer_id', 'm.deleted_at as master_deleted_at'])
    .where('b.id', '=', businessId)
    .executeTakeFirst();
}

/** The live businesses and customers: the counters triggers keep (migration 0024), not a count of 100,000 rows. */
export async function countLive(db: Kysely<Database>) {
  const rows = await db.selectFrom('live_counts').select(['name', 'live']).execute();
  const of = (name: string) => Number(rows.find((r) => r.name === name)?.live ?? 0);
  return { businesses: of('businesses'), customers: of('customers') };
}

/** The business as the activity log reads it (activity-snapshots.ts): its label and its fields in readable values. */
export async function businessSnapshot(db: Kysely<Database>, id: number): Promise<Snapshot | undefined> {
  const r = await db
    .selectFrom('businesses as b')
    .leftJoin('customers as c', 'c.id', 'b.customer_id')
    .select(['b.name', 'b.account_id', 'b.contact', 'b.address', 'c.first_name', 'c.last_name'])
    .where('b.id', '=', id)
    .executeTakeFirst();
  if (!r) return undefined;
  const settings = await db
    .selectFrom('business_customer_settings as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .select(['s.kind', 'c.first_name', 'c.last_name'])
    .where('s.business_id', '=', id)
    .execute();
  const of = (kind: string) => nameList(settings.filter((s) => s.kind === kind).map((s) => person(s.first_name, s.last_name)));
  return {
    label: `Business ${r.name}`,
    fields: {
      name: r.name,
      account_id: text(r.account_id),
      customer_id: person(r.first_name, r.last_name),
      contact: text(r.contact),
      address: text(r.address),
      access: of('access'),
      emails: of('emails'),
      notifications: of('notifications'),
    },
  };
}
