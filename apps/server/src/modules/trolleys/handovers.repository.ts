import type { Kysely } from 'kysely';
import type { Handover, HandoverKind, HandoverListQuery, HandoverLocation, HandoverSortColumn } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { pagedList } from '../../db/list-query.js';

// The SQL of hand-overs (CONTRACT "Hand-over proof"): the visit's row, its transactions, and the answer it gave.

export type NewHandover = {
  kind: HandoverKind;
  customer_id: number | null;
  user_id: number;
  at: string;
  recorded_at: string;
  note: string | null;
  images: string[];
  signature_url: string | null;
  signed_by: string | null;
  unsigned_reason: string | null;
  location: HandoverLocation | null;
  client_id: string | null;
  client_key: string | null;
};

export async function insertHandover(trx: Kysely<Database>, h: NewHandover): Promise<number> {
  const { id } = await trx
    .insertInto('handovers')
    .values({
      kind: h.kind,
      customer_id: h.customer_id,
      user_id: h.user_id,
      at: h.at,
      recorded_at: h.recorded_at,
      note: h.note,
      images: JSON.stringify(h.images),
      signature_url: h.signature_url,
      signed_by: h.signed_by,
      unsigned_reason: h.unsigned_reason,
      location_lat: h.location?.lat ?? null,
      location_lng: h.location?.lng ?? null,
      location_accuracy: h.location?.accuracy ?? null,
      client_id: h.client_id,
      client_key: h.client_key,
      response: null,
      response_status: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A hand-over's trolleys as its receipt mail lists them. */
export async function handoverLines(trx: Kysely<Database>, handoverId: number) {
  const rows = await trx
    .selectFrom('trolley_transactions as x')
    .innerJoin('trolleys as t', 't.id', 'x.trolley_id')
    .select(['t.uid', 't.name', 'x.no_of_bars'])
    .where('x.handover_id', '=', handoverId)
    .orderBy('x.id')
    .execute();
  return rows.map((r) => ({ uid: r.uid, name: r.name, no_of_bars: Number(r.no_of_bars) }));
}

/** Whom a hand-over's receipt is mailed to: the customer, unless it is in the trash. */
export async function receiptRecipient(trx: Kysely<Database>, customerId: number) {
  return await trx.selectFrom('customers').select(['email', 'first_name']).where('id', '=', customerId).where('deleted_at', 'is', null).executeTakeFirst();
}

/** The first answer to a hand-over sent with a client_id, given again to a resend. */
export async function keepResponse(trx: Kysely<Database>, id: number, status: number, body: unknown) {
  await trx
    .updateTable('handovers')
    .set({ response: JSON.stringify(body), response_status: status })
    .where('id', '=', id)
    .execute();
}

/** A hand-over sent with this client_id since `since`, with the answer it gave. */
export async function findByClientId(db: Kysely<Database>, clientId: string, since: string) {
  return await db
    .selectFrom('handovers')
    .select(['id', 'client_key', 'response', 'response_status'])
    .where('client_id', '=', clientId)
    .where('recorded_at', '>=', since)
    .executeTakeFirst();
}

/** Housekeeping: a client_id older than `before` may be used again; its kept answer goes. */
export async function forgetClientIds(db: Kysely<Database>, before: string): Promise<number> {
  const res = await db
    .updateTable('handovers')
    .set({ client_id: null, client_key: null, response: null, response_status: null })
    .where('client_id', 'is not', null)
    .where('recorded_at', '<', before)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

function handoverRows(db: Kysely<Database>) {
  return db
    .selectFrom('handovers as h')
    .leftJoin('customers as c', 'c.id', 'h.customer_id')
    .leftJoin('businesses as b', 'b.id', 'c.business_id')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .select([
      'h.id',
      'h.kind',
      'h.customer_id',
      'c.first_name as customer_first_name',
      'c.last_name as customer_last_name',
      'b.id as business_id',
      'b.name as business_name',
      'h.at',
      'h.recorded_at',
      'h.note',
      'h.images',
      'h.signature_url',
      'h.signed_by',
      'h.unsigned_reason',
      'h.location_lat',
      'h.location_lng',
      'h.location_accuracy',
      'h.user_id',
      'u.first_name as user_first_name',
      'u.last_name as user_last_name',
    ]);
}
type HandoverRow = Awaited<ReturnType<ReturnType<typeof handoverRows>['executeTakeFirstOrThrow']>>;

/** The hand-overs' bodies, in the order of `rows`: their trolleys in one query for all of them. */
async function toHandovers(db: Kysely<Database>, rows: HandoverRow[]): Promise<Handover[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .selectFrom('trolley_transactions as x')
    .innerJoin('trolleys as t', 't.id', 'x.trolley_id')
    .select(['x.handover_id', 'x.id as transaction_id', 't.id', 't.uid', 't.name', 'x.no_of_bars'])
    .where(
      'x.handover_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('x.id')
    .execute();
  const byHandover = new Map<number, Handover['trolleys']>();
  for (const l of lines) {
    const list = byHandover.get(l.handover_id!) ?? [];
    list.push({ id: l.id, uid: l.uid, name: l.name, no_of_bars: Number(l.no_of_bars), transaction_id: l.transaction_id });
    byHandover.set(l.handover_id!, list);
  }
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    customer:
      r.customer_id !== null && r.customer_first_name !== null
        ? {
            id: r.customer_id,
            first_name: r.customer_first_name,
            last_name: r.customer_last_name ?? '',
            business: r.business_id !== null && r.business_name !== null ? { id: r.business_id, name: r.business_name } : null,
          }
        : null,
    at: r.at,
    recorded_at: r.recorded_at,
    trolleys: byHandover.get(r.id) ?? [],
    images: JSON.parse(r.images) as string[],
    note: r.note,
    signed_by: r.signed_by,
    unsigned_reason: r.unsigned_reason,
    signature_url: r.signature_url,
    location: r.location_lat !== null && r.location_lng !== null ? { lat: Number(r.location_lat), lng: Number(r.location_lng), accuracy: Number(r.location_accuracy ?? 0) } : null,
    recorded_by: r.user_id !== null && r.user_first_name !== null ? { id: r.user_id, first_name: r.user_first_name, last_name: r.user_last_name ?? '' } : null,
  }));
}

/** The customer API sees a customer's own hand-overs, or its business's for its master customer. */
export type HandoverScope = { customerId: number } | { businessId: number };
const inScope = <Q extends ReturnType<typeof handoverRows>>(q: Q, scope: HandoverScope | undefined): Q =>
  (!scope ? q : 'customerId' in scope ? q.where('h.customer_id', '=', scope.customerId) : q.where('c.business_id', '=', scope.businessId)) as Q;

export async function findHandover(db: Kysely<Database>, id: number, scope?: HandoverScope): Promise<Handover | undefined> {
  const q = inScope(handoverRows(db).where('h.id', '=', id), scope);
  const row = await q.executeTakeFirst();
  return row ? (await toHandovers(db, [row]))[0] : undefined;
}

/**
 * GET /handovers: newest first (by `at`, then id); filters customer, trolley (a hand-over any of whose transactions
 * moved it) and kind. `scope` limits the list to a customer's, or a business's (the customer API).
 */
export async function listHandovers(db: Kysely<Database>, query: HandoverListQuery, scope?: HandoverScope) {
  let base = inScope(handoverRows(db), scope);
  if (query.customer_id !== undefined) base = base.where('h.customer_id', '=', query.customer_id);
  if (query.kind !== undefined) base = base.where('h.kind', '=', query.kind);
  if (query.trolley_id !== undefined) {
    const trolleyId = query.trolley_id;
    base = base.where((eb) =>
      eb.exists(eb.selectFrom('trolley_transactions as tx').select('tx.id').whereRef('tx.handover_id', '=', 'h.id').where('tx.trolley_id', '=', trolleyId)),
    );
  }
  const page = await pagedList(
    base,
    { ...query, search: 'all' },
    {
      sortable: { at: 'h.at' } satisfies Record<HandoverSortColumn, string>,
      searchable: [],
      defaultSort: { column: 'h.at', direction: 'desc' },
      tieBreaker: 'h.id',
      db,
    },
  );
  return { list: await toHandovers(db, page.list), count: page.count };
}

/** The hand-overs that moved any of these trolleys with `at` in [from, to), newest first (a dispute's evidence). */
export async function handoversOfTrolleys(db: Kysely<Database>, trolleyIds: readonly number[], from: string, to: string, limit: number): Promise<Handover[]> {
  if (!trolleyIds.length) return [];
  const rows = await handoverRows(db)
    .where((eb) => eb.exists(eb.selectFrom('trolley_transactions as tx').select('tx.id').whereRef('tx.handover_id', '=', 'h.id').where('tx.trolley_id', 'in', trolleyIds)))
    .where('h.at', '>=', from)
    .where('h.at', '<', to)
    .orderBy('h.at', 'desc')
    .orderBy('h.id', 'desc')
    .limit(limit)
    .execute();
  return toHandovers(db, rows);
}
