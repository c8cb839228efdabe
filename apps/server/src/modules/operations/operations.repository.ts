import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Every operation with its group, groups and operations in catalogue order. */
export function listOperationRows(db: Kysely<Database>) {
  return db
    .selectFrom('operation_groups')
    .innerJoin('operations', 'operations.group_id', 'operation_groups.id')
    .select(['operation_groups.id as group_id', 'operation_groups.name as group_name', 'operations.id', 'operations.name'])
    .orderBy('operation_groups.id')
    .orderBy('operations.id')
    .execute();
}

/** Every operation's id and name. */
export function listOperationNames(db: Kysely<Database>) {
  return db.selectFrom('operations').select(['id', 'name']).execute();
}
