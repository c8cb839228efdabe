import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { ActivityEntry, ActivityExportQuery, ActivityListQuery } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { containsPattern, ftsPhrase, indexedSearch, isPostgresDb } from '../../db/sql.js';

// Reads of the activity log. There is no update or delete here: entries are written by activity.recorder.ts and
// removed only by the retention purge (activity.retention.ts), which records what it removed; the SQL of those
// writes is in activity-chain.repository.ts and activity-retention.repository.ts.

export type ActivityFilter = Omit<ActivityExportQuery, 'search'> & {
  search?: string;
  /** Never shown to this reader (a customer does not see staff comments). */
  hideActions?: string[];
};

const COLUMNS = ['id', 'at', 'actor_type', 'actor_id', 'actor_name', 'action', 'entity_type', 'entity_id', 'entity_label', 'changes', 'request_id'] as const;
type Row = Pick<Database['activity'], (typeof COLUMNS)[number]> & { id: number };

const searchOf = (f: ActivityFilter) => (f.search && f.search !== 'all' ? f.search : '');

function filtered<O>(db: Kysely<Database>, q: SelectQueryBuilder<Database, 'activity', O>, f: ActivityFilter) {
  if (f.actor_type) q = q.where('actor_type', '=', f.actor_type);
  if (f.actor_id !== undefined) q = q.where('actor_id', '=', f.actor_id);
  if (f.entity_type) q = q.where('entity_type', '=', f.entity_type);
  if (f.entity_id !== undefined) q = q.where('entity_id', '=', f.entity_id);
  if (f.action) q = q.where('action', '=', f.action);
  if (f.hideActions?.length) q = q.where('action', 'not in', f.hideActions);
  // Inclusive calendar days (UTC): `at` is ISO text, so a day's entries sort between its date and the next one.
  if (f.from) q = q.where('at', '>=', f.from);
  if (f.to) q = q.where('at', '<', `${f.to}T99`);
  const search = searchOf(f);
  if (search) {
    // search_text is lower-cased: a contains-search of 3+ characters is read from its trigram index (FTS5 or pg_trgm).
    if (indexedSearch(search) && !isPostgresDb(db)) q = q.where(sql<boolean>`id in (select rowid from activity_search where activity_search match ${ftsPhrase(search)})`);
    else q = q.where(sql<boolean>`search_text like ${containsPattern(search)} escape '\\'`);
  }
  return q;
}

export const toEntry = (r: Row): ActivityEntry => ({
  id: Number(r.id),
  at: r.at,
  actor: { type: r.actor_type, id: r.actor_id == null ? null : Number(r.actor_id), name: r.actor_name },
  action: r.action as ActivityEntry['action'],
  entity: { type: r.entity_type as ActivityEntry['entity']['type'], id: r.entity_id == null ? null : Number(r.entity_id), label: r.entity_label },
  changes: JSON.parse(r.changes) as ActivityEntry['changes'],
  request_id: r.request_id,
});

export async function listActivity(db: Kysely<Database>, query: ActivityListQuery & Pick<ActivityFilter, 'hideActions'>) {
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  const [rows, total] = await Promise.all([
    filtered(db, db.selectFrom('activity').select(COLUMNS), query).orderBy('at', direction).orderBy('id', direction).limit(query.limit).offset(query.start).execute(),
    countOf(db, query),
  ]);
  return { list: rows.map((r) => toEntry(r as Row)), count: total };
}

/** Every matching entry, newest first, in pages by keyset (the export streams them; memory stays flat at any size). */
export async function* activityBatches(db: Kysely<Database>, filter: ActivityFilter, size = 1000) {
  let after: { at: string; id: number } | undefined;
  for (;;) {
    let q = filtered(db, db.selectFrom('activity').select(COLUMNS), filter);
    if (after) {
      const a = after;
      q = q.where((eb) => eb.or([eb('at', '<', a.at), eb.and([eb('at', '=', a.at), eb('id', '<', a.id)])]));
    }
    const rows = (await q.orderBy('at', 'desc').orderBy('id', 'desc').limit(size).execute()) as Row[];
    if (!rows.length) return;
    yield rows.map(toEntry);
    if (rows.length < size) return;
    const last = rows[rows.length - 1];
    after = { at: last.at, id: Number(last.id) };
  }
}

/**
 * The count under a filter. One filter dimension at most (actor, actor type, entity type, action, or none), with or
 * without a date range: the tally's rows of those days summed (migration 0017, one row per day). Anything else (a
 * record's History, a search, two dimensions at once) is counted from the entries, through the filter's index.
 */
async function countOf(db: Kysely<Database>, f: ActivityFilter): Promise<number> {
  const dims: [string, string][] = [];
  if (f.actor_type && f.actor_id !== undefined) dims.push(['actor', `${f.actor_type}:${f.actor_id}`]);
  else if (f.actor_type) dims.push(['actor_type', f.actor_type]);
  else if (f.actor_id !== undefined) dims.push(['x', '']);
  if (f.entity_type) dims.push(['entity_type', f.entity_type]);
  if (f.action) dims.push(['action', f.action]);
  if (searchOf(f) || f.entity_id !== undefined || f.hideActions?.length || dims.length > 1 || dims[0]?.[0] === 'x') {
    const r = await filtered(
      db,
      db.selectFrom('activity').select((eb) => eb.fn.countAll<number>().as('n')),
      f,
    ).executeTakeFirstOrThrow();
    return Number(r.n);
  }
  const [dim, value] = dims[0] ?? ['all', ''];
  let q = db
    .selectFrom('activity_tally')
    .select(sql<number>`coalesce(sum(n), 0)`.as('n'))
    .where('dim', '=', dim as never)
    .where('value', '=', value);
  if (f.from) q = q.where('day', '>=', f.from);
  if (f.to) q = q.where('day', '<=', f.to);
  return Number((await q.executeTakeFirstOrThrow()).n);
}
