import { sql, type Kysely } from 'kysely';
import type { TrolleyStatus } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';
import type { TrolleyRow } from './trolleys.repository.js';

// The SQL of a trolley move (trolley-move-engine.ts): the guarded update of the trolley and the rows it reads.

/** The trolley columns a move may set besides its status. */
export type MoveSet = Partial<Pick<TrolleyRow, 'plant_id' | 'customer_id' | 'from_plant_id' | 'to_plant_id'>>;

/**
 * The guarded update: the trolley moves to `to` only if it is still live, in the status and at the state_version it
 * was read with. False when it changed meanwhile (the row count decides; no SELECT ... FOR UPDATE). A move is a new
 * record version too (CONTRACT "Concurrent edits"): an edit form opened before it is stale.
 */
export async function updateMovedTrolley(trx: Kysely<Database>, row: TrolleyRow, to: TrolleyStatus, at: string, set: MoveSet) {
  const res = await trx
    .updateTable('trolleys')
    .set({ ...set, trolley_status: to, status_at: at, state_version: row.state_version + 1, updated_at: nowIso(), version: sql<number>`version + 1` })
    .where('id', '=', row.id)
    .where('deleted_at', 'is', null)
    .where('trolley_status', '=', row.trolley_status)
    .where('state_version', '=', row.state_version)
    // A data edit may change the plant of a trolley at a plant (no state change): the move checked the one it read.
    .where('plant_id', row.plant_id === null ? 'is' : '=', row.plant_id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

// The last transaction is bookkeeping of the move (or the insert) in the same database transaction, which already
// gave the record its version: no new one here.
export async function setLastTransaction(trx: Kysely<Database>, trolleyId: number, transactionId: number) {
  await trx.updateTable('trolleys').set({ last_transaction_id: transactionId }).where('id', '=', trolleyId).execute();
}

/** Several trolleys' last transactions in one statement (a hand-over's moves, which defer theirs: MoveOptions). */
export async function setLastTransactions(trx: Kysely<Database>, moves: readonly { trolleyId: number; transactionId: number }[]) {
  if (moves.length === 0) return;
  const cases = sql.join(
    moves.map((m) => sql`when ${m.trolleyId} then cast(${m.transactionId} as integer)`),
    sql` `,
  );
  await trx
    .updateTable('trolleys')
    .set({ last_transaction_id: sql<number>`case id ${cases} end` })
    .where(
      'id',
      'in',
      moves.map((m) => m.trolleyId),
    )
    .execute();
}

type DeliveryCustomer = { id: number; approved: boolean } | undefined;
/** A visit's trolleys all go to one customer: read once per database transaction. */
const customersRead = new WeakMap<Kysely<Database>, Map<number, DeliveryCustomer>>();

/** A live customer a trolley may be delivered to, with its approval; undefined when missing or in the trash. */
export async function findDeliveryCustomer(trx: Kysely<Database>, customerId: number): Promise<DeliveryCustomer> {
  const read = customersRead.get(trx);
  if (read?.has(customerId)) return read.get(customerId);
  const row = await trx.selectFrom('customers').select(['id', 'is_approved']).where('id', '=', customerId).where('deleted_at', 'is', null).executeTakeFirst();
  const customer = row && { id: row.id, approved: Number(row.is_approved) === 1 };
  // Only inside a transaction (its object lives as long as the transaction): a plain handle would keep stale answers.
  if (trx.isTransaction) customersRead.set(trx, (read ?? new Map<number, DeliveryCustomer>()).set(customerId, customer));
  return customer;
}
