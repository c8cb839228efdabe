import type { Kysely } from 'kysely';
import type { PagingQuery } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { Refusal } from '../../db/sql.js';
import { conflict, found, notFound } from '../../lib/http-error.js';
import type { NamedListRepository } from './named-list.repository.js';

/**
 * The rules of one "list of names" resource over its repository: 404 naming `label`, 409 `duplicate` for a name in
 * use (any case), 409 `inUse` for a delete while rows elsewhere point at it.
 */
export function namedListService(repo: NamedListRepository, words: { label: string; duplicate: string; inUse: string }) {
  return {
    label: words.label,
    list: (db: Kysely<Database>, query: PagingQuery<'id' | 'name' | 'created_at'>) => repo.list(db, query),
    options: (db: Kysely<Database>) => repo.options(db),
    async get(db: Kysely<Database>, id: number) {
      return found(await repo.find(db, id), words.label);
    },
    async create(db: Kysely<Database>, name: string) {
      const row = await repo.insert(db, name);
      if (row instanceof Refusal) throw conflict(words.duplicate);
      return row;
    },
    async rename(db: Kysely<Database>, id: number, name: string) {
      const row = await repo.update(db, id, name);
      if (row instanceof Refusal) throw conflict(words.duplicate);
      return found(row, words.label);
    },
    async remove(db: Kysely<Database>, id: number) {
      const deleted = await repo.remove(db, id);
      if (deleted instanceof Refusal) throw conflict(words.inUse);
      if (!deleted) throw notFound(words.label);
    },
  };
}

export type NamedListService = ReturnType<typeof namedListService>;
