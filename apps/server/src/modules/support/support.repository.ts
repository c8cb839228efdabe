import type { Kysely } from 'kysely';
import type { PagingQuery, SupportRequestCreate, SupportSortColumn } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { plain, type Snapshot } from '../activity/activity-snapshots.js';
import { listBase, pagedList } from '../../db/list-query.js';
import { nowIso } from '../../db/sql.js';

const COLUMNS = ['support_requests.id', 'support_requests.name', 'support_requests.email', 'support_requests.description', 'support_requests.created_at'] as const;
const listed = listBase((db) => db.selectFrom('support_requests').select(COLUMNS));

export function listSupportRequests(db: Kysely<Database>, query: PagingQuery<SupportSortColumn>) {
  return pagedList(listed(db), query, {
    sortable: {
      name: 'support_requests.name',
      email: 'support_requests.email',
      description: 'support_requests.description',
      created_at: 'support_requests.created_at',
    },
    searchable: ['support_requests.name', 'support_requests.email', 'support_requests.description'],
    textColumns: ['support_requests.name', 'support_requests.email', 'support_requests.description'],
    defaultSort: { column: 'support_requests.id', direction: 'desc' },
    tieBreaker: 'support_requests.id',
    db,
  });
}

export function insertSupportRequest(db: Kysely<Database>, data: SupportRequestCreate) {
  const now = nowIso();
  return db
    .insertInto('support_requests')
    .values({ name: data.name, email: data.email, description: data.description, created_at: now, updated_at: now })
    .returning(['id', 'name', 'email', 'description', 'created_at'])
    .executeTakeFirstOrThrow();
}

export async function deleteSupportRequest(db: Kysely<Database>, id: number): Promise<boolean> {
  const res = await db.deleteFrom('support_requests').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

/** The support as the activity log reads it (activity-snapshots.ts): its label and its fields in readable values. */
export async function supportSnapshot(db: Kysely<Database>, id: number): Promise<Snapshot | undefined> {
  const r = await db.selectFrom('support_requests').select(['name', 'email', 'description']).where('id', '=', id).executeTakeFirst();
  return r && { label: `Support request from ${r.name}`, fields: { name: r.name, email: r.email, description: plain(r.description) } };
}
