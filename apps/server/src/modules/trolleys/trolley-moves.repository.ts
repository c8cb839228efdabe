import type { Kysely } from 'kysely';
import type { TrolleyStatus } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';
import type { TrolleyRow } from './trolleys.repository.js';

// The SQL of a trolley move (trolley-move-engine.ts): the guarded update of the trolley and the rows it reads.

/** The trolley columns a move may set besides its status. */
export type MoveSet = Partial<Pick<TrolleyRow, 'plant_id' | 'customer_id' | 'from_plant_id' | 'to_plant_id'>>;

/**
 * The guarded update: the trolley moves to `to` only if it is still live, in the status and at the state_version it
 * was read with. False when it changed meanwhile (the row count decides; no SELECT ... FOR UPDATE).
 */
export async function updateMovedTrolley(trx: Kysely<Database>, row: TrolleyRow, to: TrolleyStatus, at: string, set: MoveSet) {
  const res = await trx
    .updateTable('trolleys')
    .set({ ...set, trolley_status: to, status_at: at, state_version: row.state_version + 1, updated_at: nowIso() })
    .where('id', '=', row.id)
    .where('deleted_at', 'is', null)
    .where('trolley_status', '=', row.trolley_status)
    .where('state_version', '=', row.state_version)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function setLastTransaction(trx: Kysely<Database>, trolleyId: number, transactionId: number) {
  await trx.updateTable('trolleys').set({ last_transaction_id: transactionId }).where('id', '=', trolleyId).execute();
}

/** A live customer a trolley may be delivered to, with its approval; undefined when missing or in the trash. */
export async function findDeliveryCustomer(trx: Kysely<Database>, customerId: number) {
  const row = await trx.selectFrom('customers').select(['id', 'is_approved']).where('id', '=', customerId).where('deleted_at', 'is', null).executeTakeFirst();
  return row && { id: row.id, approved: Number(row.is_approved) === 1 };
}
