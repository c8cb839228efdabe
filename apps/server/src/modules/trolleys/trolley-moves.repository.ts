import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { TrolleyStatus } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { integerParam, nowIso, valueById } from '../../db/sql.js';
import type { TrolleyRow } from './trolleys.repository.js';

// The SQL of a trolley move (trolley-move-engine.ts): the guarded update of the trolley and the rows it reads.

/** The trolley columns a move may set besides its status. */
export type MoveSet = Partial<Pick<TrolleyRow, 'plant_id' | 'customer_id' | 'from_plant_id' | 'to_plant_id'>>;

/** One trolley's move as its guarded update writes it: the row it was read with, where it goes, when, and what else. */
export type MovedTrolley = { row: TrolleyRow; to: TrolleyStatus; at: string; set: MoveSet };

/**
 * The guarded update of one or more trolleys (a hand-over's visit moves up to 50 in one statement): each moves to its
 * `to` only if it is still live, in the status, at the state_version and at the plant it was read with (a data edit may
 * change the plant of a trolley at a plant with no state change: the move checked the one it read). False when any of
 * them changed meanwhile (the row count decides; no SELECT ... FOR UPDATE), and the caller's transaction is refused
 * whole. A move is a new record version too (CONTRACT "Concurrent edits"): an edit form opened before it is stale.
 */
export async function updateMovedTrolleys(trx: Kysely<Database>, moves: readonly MovedTrolley[]) {
  if (moves.length === 0) return true;
  const res = await trx
    .updateTable('trolleys')
    .set(moves.length === 1 ? oneMove(moves[0]) : manyMoves(moves))
    .where(
      'id',
      'in',
      moves.map((m) => m.row.id),
    )
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or(
        moves.map(({ row }) =>
          eb.and([
            eb('id', '=', row.id),
            eb('trolley_status', '=', row.trolley_status),
            eb('state_version', '=', row.state_version),
            eb('plant_id', row.plant_id === null ? 'is' : '=', row.plant_id),
          ]),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === moves.length;
}

/** What one trolley's move sets. */
const oneMove = ({ row, to, at, set }: MovedTrolley) => ({
  ...set,
  trolley_status: to,
  status_at: at,
  state_version: row.state_version + 1,
  updated_at: nowIso(),
  version: sql<number>`version + 1`,
});

/** MoveSet's columns, all integer ids. */
const MOVE_SET_COLUMNS = ['plant_id', 'customer_id', 'from_plant_id', 'to_plant_id'] as const;

/**
 * What several trolleys' moves set, in one statement: each column a `case id` over the moves (a column a move does not
 * set keeps its value).
 */
function manyMoves(moves: readonly MovedTrolley[]) {
  const byId = <T>(value: (m: MovedTrolley) => RawBuilder<unknown>, otherwise?: RawBuilder<unknown>) =>
    valueById<T>(
      moves.map((m) => [m.row.id, value(m)] as const),
      otherwise,
    );
  const set: Partial<Record<(typeof MOVE_SET_COLUMNS)[number], RawBuilder<number>>> = {};
  for (const column of MOVE_SET_COLUMNS) {
    if (!moves.some((m) => column in m.set)) continue;
    set[column] = byId<number>((m) => (column in m.set ? integerParam(m.set[column] ?? null) : sql.ref(column)), sql.ref(column));
  }
  return {
    ...set,
    trolley_status: byId<TrolleyStatus>((m) => sql`${m.to}`),
    status_at: byId<string>((m) => sql`${m.at}`),
    // The guard holds each row at the state_version it was read with: each goes one up.
    state_version: sql<number>`state_version + 1`,
    updated_at: nowIso(),
    version: sql<number>`version + 1`,
  };
}

// The last transaction is bookkeeping of the move (or the insert) in the same database transaction, which already
// gave the record its version: no new one here.
export async function setLastTransaction(trx: Kysely<Database>, trolleyId: number, transactionId: number) {
  await trx.updateTable('trolleys').set({ last_transaction_id: transactionId }).where('id', '=', trolleyId).execute();
}

/** Several trolleys' last transactions in one statement (a hand-over's visit). */
export async function setLastTransactions(trx: Kysely<Database>, moves: readonly { trolleyId: number; transactionId: number }[]) {
  if (moves.length === 0) return;
  await trx
    .updateTable('trolleys')
    .set({ last_transaction_id: valueById<number>(moves.map((m) => [m.trolleyId, integerParam(m.transactionId)] as const)) })
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
