import type { Kysely } from 'kysely';
import { menuFor } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import type { AuthUser } from '../../plugins/auth.js';
import { listOperationRows } from './operations.repository.js';

/** The caller's operations, sorted, and the menu they open. */
export function myOperations(user: AuthUser) {
  const operations = [...user.operations].sort();
  return { operations, menu: menuFor(operations) };
}

/** The catalogue by group (the role form's checkboxes). */
export async function operationGroups(db: Kysely<Database>) {
  const groups = new Map<number, { id: number; name: string; operations: { id: number; name: string }[] }>();
  for (const row of await listOperationRows(db)) {
    const group = groups.get(row.group_id) ?? { id: row.group_id, name: row.group_name, operations: [] };
    group.operations.push({ id: row.id, name: row.name });
    groups.set(row.group_id, group);
  }
  return [...groups.values()];
}
