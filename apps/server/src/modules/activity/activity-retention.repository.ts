import { type Kysely, sql } from 'kysely';
import type { ActivityBridgeTable, Database } from '../../db/schema.js';

// The SQL of the retention purge (activity.retention.ts): which entries go, the links around them, their removal
// and the bridges that keep the chain verifiable. The chunks, the lock and the transaction are the purge's.

/** The oldest entries, up to `limit`, of a kind older than its cutoff. */
export function expiredEntries(trx: Kysely<Database>, cutoffs: { kind: string; before: string }[], limit: number) {
  return trx
    .selectFrom('activity')
    .select(['id', 'at', 'actor_type', 'actor_id', 'entity_type', 'action'])
    .where((eb) => eb.or(cutoffs.map((c) => eb.and([eb('kind', '=', c.kind), eb('at', '<', c.before)]))))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * The links (id, prev_hash) of the entries after `first` up to the first entry after `last` (or `last` when none
 * follows it), in id order: an id-only walk of that range, not of the whole log.
 */
export function linksAfter(trx: Kysely<Database>, first: number, last: number) {
  return trx
    .selectFrom('activity')
    .select(['id', 'prev_hash'])
    .where('id', '>', first)
    .where('id', '<=', (eb) =>
      eb
        .selectFrom('activity')
        .select(sql<number>`coalesce(min(id), ${last})`.as('n'))
        .where('id', '>', last),
    )
    .orderBy('id')
    .execute();
}

/** Deletes these entries (one statement). */
export async function deleteEntries(trx: Kysely<Database>, ids: number[]): Promise<void> {
  await trx.deleteFrom('activity').where('id', 'in', ids).execute();
}

/** Records bridges (one statement). */
export async function insertBridges(trx: Kysely<Database>, bridges: ActivityBridgeTable[]): Promise<void> {
  await trx.insertInto('activity_bridges').values(bridges).execute();
}
