import { sql, type Kysely } from 'kysely';
import type { FaqSortColumn, FaqWrite, PagingQuery } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { heldRow, plain, snapshotOfRows, type Snapshot } from '../activity/activity-snapshots.js';
import { listBase, pagedList } from '../../db/list-query.js';
import { isPostgresDb, nowIso, runPrepared, type StatementRunner } from '../../db/sql.js';

const COLUMNS = ['faqs.id', 'faqs.title', 'faqs.content'] as const;
const listed = listBase((db) => db.selectFrom('faqs').select(COLUMNS));

export function listFaqs(db: Kysely<Database>, query: PagingQuery<FaqSortColumn>) {
  return pagedList(listed(db), query, {
    sortable: { title: 'faqs.title', created_at: 'faqs.created_at' },
    searchable: ['faqs.title'],
    textColumns: ['faqs.title'],
    defaultSort: { column: 'faqs.id', direction: 'desc' },
    tieBreaker: 'faqs.id',
    db,
  });
}

/** With its version (CONTRACT "Concurrent edits": the ETag of GET /faqs/{id}). */
export function findFaq(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('faqs')
    .select([...COLUMNS, 'faqs.version'])
    .where('faqs.id', '=', id)
    .executeTakeFirst();
}

/** A new FAQ; `run`, on PostgreSQL, executes the insert in its place (the activity log's entry goes with it). */
export async function insertFaq(db: Kysely<Database>, data: FaqWrite, run?: StatementRunner) {
  const now = nowIso();
  const statement = db.insertInto('faqs').values({ title: data.title, content: data.content, created_at: now, updated_at: now }).returning(['id', 'title', 'content']);
  return (run ? await run<{ id: number; title: string; content: string }>(statement) : await runPrepared(db, statement.compile()))[0];
}

/**
 * The guarded save: the version moves on by one, and only from `expected` when given (undefined: no row saved).
 * Answers the row and, as `before`, its title and content as the save found them under the row's lock (the activity
 * log's "before"): PostgreSQL reads them in the same statement (`update ... from (select ... for no key update)`: a
 * save waiting for another sees that one's text); SQLite reads them first (its transactions run one at a time).
 */
export async function updateFaq(db: Kysely<Database>, id: number, data: FaqWrite, expected?: number, run?: StatementRunner) {
  const set = { title: data.title, content: data.content, updated_at: nowIso() };
  if (!isPostgresDb(db)) {
    const before = await db.selectFrom('faqs').select(['title', 'content']).where('id', '=', id).executeTakeFirst();
    if (!before) return undefined;
    const row = await db
      .updateTable('faqs')
      .set({ ...set, version: sql<number>`version + 1` })
      .where('id', '=', id)
      .$if(expected !== undefined, (u) => u.where('version', '=', expected!))
      .returning(['id', 'title', 'content', 'version'])
      .executeTakeFirst();
    return row && { ...row, before };
  }
  const statement = db
    .updateTable('faqs')
    .from(db.selectFrom('faqs').select(['id', 'title', 'content']).where('id', '=', id).forNoKeyUpdate().as('was'))
    .set({ ...set, version: sql<number>`faqs.version + 1` })
    .whereRef('faqs.id', '=', 'was.id')
    .$if(expected !== undefined, (u) => u.where('faqs.version', '=', expected!))
    .returning(['faqs.id', 'faqs.title', 'faqs.content', 'faqs.version', 'was.title as before_title', 'was.content as before_content']);
  type Saved = { id: number; title: string; content: string; version: number; before_title: string; before_content: string };
  const [row] = run ? await run<Saved>(statement) : await runPrepared(db, statement.compile());
  if (!row) return undefined;
  const { before_title: title, before_content: content, ...saved } = row;
  return { ...saved, before: { title, content } };
}

export async function deleteFaq(db: Kysely<Database>, id: number): Promise<boolean> {
  const res = await db.deleteFrom('faqs').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

/** The faq as the activity log reads it (activity-snapshots.ts): its label and its fields in readable values. */
export const faqSnapshot = snapshotOfRows(
  (db, id) => db.selectFrom('faqs').select(['title', 'content']).where('id', '=', id).executeTakeFirst(),
  (r: { title: string; content: string }): Snapshot => ({ label: `FAQ ${r.title}`, fields: { title: r.title, content: plain(r.content) } }),
  heldRow('faqs'),
);
