import { sql, type Kysely } from 'kysely';
import type { FaqSortColumn, FaqWrite, PagingQuery } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { heldRow, plain, snapshotOfRows, type Snapshot } from '../activity/activity-snapshots.js';
import { pagedList } from '../../db/list-query.js';
import { nowIso } from '../../db/sql.js';

const COLUMNS = ['faqs.id', 'faqs.title', 'faqs.content'] as const;

export function listFaqs(db: Kysely<Database>, query: PagingQuery<FaqSortColumn>) {
  return pagedList(db.selectFrom('faqs').select(COLUMNS), query, {
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

export function insertFaq(db: Kysely<Database>, data: FaqWrite) {
  const now = nowIso();
  return db
    .insertInto('faqs')
    .values({ title: data.title, content: data.content, created_at: now, updated_at: now })
    .returning(['id', 'title', 'content'])
    .executeTakeFirstOrThrow();
}

/** The guarded save: the version moves on by one, and only from `expected` when given (undefined: no row saved). */
export function updateFaq(db: Kysely<Database>, id: number, data: FaqWrite, expected?: number) {
  return db
    .updateTable('faqs')
    .set({ title: data.title, content: data.content, updated_at: nowIso(), version: sql<number>`version + 1` })
    .where('id', '=', id)
    .$if(expected !== undefined, (u) => u.where('version', '=', expected!))
    .returning(['id', 'title', 'content', 'version'])
    .executeTakeFirst();
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
