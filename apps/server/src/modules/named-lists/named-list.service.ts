import type { Kysely } from 'kysely';
import type { ActivityEntityType, PagingQuery } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { Refusal } from '../../db/sql.js';
import { conflict, found, notFound } from '../../lib/http-error.js';
import { StaleVersion } from '../../lib/record-version.js';
import { entryInStatement, recordChange, recordCreated, snapshot, snapshotOfRow, versionedSave } from '../activity/activity.service.js';
import type { NamedListRepository } from './named-list.repository.js';

/**
 * The rules of one "list of names" resource over its repository: 404 naming `label`, 409 `duplicate` for a name in
 * use (any case), 409 `inUse` for a delete while rows elsewhere point at it. Each write records its activity entry
 * (as `entity`) in its transaction.
 */
export function namedListService(repo: NamedListRepository, words: { label: string; duplicate: string; inUse: string; entity: ActivityEntityType }) {
  return {
    label: words.label,
    list: (db: Kysely<Database>, query: PagingQuery<'id' | 'name' | 'created_at'>) => repo.list(db, query),
    options: (db: Kysely<Database>) => repo.options(db),
    /** The row, or undefined (another module checks a chosen id). */
    find: (db: Kysely<Database>, id: number) => repo.find(db, id),
    async get(db: Kysely<Database>, id: number) {
      return found(await repo.find(db, id), words.label);
    },
    create: (db: Kysely<Database>, name: string) =>
      db.transaction().execute(async (trx) => {
        const row = await repo.insert(trx, name);
        if (row instanceof Refusal) throw conflict(words.duplicate);
        await recordCreated(trx, words.entity, row.id, { row });
        return row;
      }),
    /** `expected`: the version the caller saw (If-Match); another one now is a 412 and nothing is written. */
    rename: (db: Kysely<Database>, id: number, name: string, expected?: number) =>
      versionedSave(db, words.entity, id, words.label, () =>
        db.transaction().execute(async (trx) => {
          // The save answers the row before it as well (read under its lock): no snapshot read of its own. On
          // PostgreSQL its entry goes in the save's statement (entryInStatement); elsewhere it is recorded after it.
          const logged = await entryInStatement(trx, words.entity, id, snapshotOfRow(words.entity, { name })!, { name: 'before' });
          const saved = await repo.update(trx, id, name, expected, logged);
          if (saved instanceof Refusal) throw conflict(words.duplicate);
          if (!saved) {
            const now = await repo.find(trx, id);
            if (now && expected !== undefined) throw new StaleVersion(now.version);
            throw notFound(words.label);
          }
          const { before, ...row } = saved;
          if (!logged) await recordChange(trx, words.entity, id, snapshotOfRow(words.entity, { name: before }), 'updated', { row });
          return row;
        }),
      ),
    remove: (db: Kysely<Database>, id: number) =>
      db.transaction().execute(async (trx) => {
        const before = await snapshot(trx, words.entity, id);
        const deleted = await repo.remove(trx, id);
        if (deleted instanceof Refusal) throw conflict(words.inUse);
        if (!deleted) throw notFound(words.label);
        await recordChange(trx, words.entity, id, before, 'deleted');
      }),
  };
}

export type NamedListService = ReturnType<typeof namedListService>;
