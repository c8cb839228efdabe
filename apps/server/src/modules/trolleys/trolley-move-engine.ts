import { recordChange } from '../activity/activity.service.js';
import type { Kysely } from 'kysely';
import { TROLLEY_MOVE_FACTS, trolleyMovePlant, type Trolley, type TrolleyMove, type TrolleyMovePlant, type TrolleyStatus } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';
import { conflict, forbidden, HttpError, invalidField, notFound } from '../../lib/http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { checkImages, type ImageField } from './trolley-images.js';
import { setLastTransaction, updateMovedTrolleys, type MoveSet } from './trolley-moves.repository.js';
import { assertActsAt, plantScope, type PlantScope } from './trolley-plant-scope.js';
import { endHolds, insertCharge, insertTransactions, type NewTransaction } from './trolley-transactions.repository.js';
import { dollars } from '../activity/activity-snapshots.js';
import { findPlant, findTrolleyRow, movedFrom, toTrolley, trolleyRowSnapshot, type TrolleyRow } from './trolleys.repository.js';

// The trolley move engine: one generic state change driven by the shared lifecycle table (TROLLEY_LIFECYCLE). The
// table says whether the move is allowed from the trolley's status and which plant the user must hold; the move's
// own rules (trolley-moves.service.ts) check the rest and say what to record.

export const CHANGED_MEANWHILE = 'This Trolley was changed meanwhile. Reload and try again.';

/** The moves that lead to a status (delete and restore keep it, and are not run here). */
export type StatusMove = { [M in TrolleyMove]: (typeof TROLLEY_MOVE_FACTS)[M]['to'] extends null ? never : M }[TrolleyMove];

/** What a move does once the table and its rules allow it: the trolley columns it sets, its transaction row. */
export type Plan = {
  set: MoveSet;
  transaction: Omit<NewTransaction, 'trolley_id' | 'trolley_status' | 'previous_status' | 'user_id' | 'at'>;
  /** The hold a Pickup (or a loss or damage report) ends. */
  endsHold?: number;
  /** A charge to the customer beyond the hold-time cost (a loss or damage report), kept with the move's transaction. */
  charge?: { customer_id: number; kind: 'lost' | 'damaged'; note: string | null; amount_cents: number };
  images?: ImageField[];
};

/** What a move's rules see: the trolley as read, the user's plants, and the plant the table named for the move. */
export type MoveContext = { trx: Kysely<Database>; row: TrolleyRow; scope: PlantScope; plant: TrolleyMovePlant };

/** One move as a call makes it. */
export type MoveCall = {
  move: StatusMove;
  /** Names the move in the plant refusal: "Transfer: North Plant is not one of your plants." */
  label: string;
  /** The refusal's detail when the table does not allow the move from the trolley's status. */
  refused: (row: TrolleyRow) => string;
  /** The plant the call names, where the trolley lands (the table's `chosen`), and its body field. */
  chosen?: { plantId: number; field: string };
  /** The move's own checks beyond the table (403/409/422, in that order) and what it records. */
  rules: (c: MoveContext) => Promise<Plan> | Plan;
};

/** CONTRACT `at`: never in the future, never before the trolley's previous transaction (422 on `at`). */
export function resolveAt(at: string | null, previous: string, now = nowIso()): string {
  if (at === null) return now < previous ? previous : now;
  const when = new Date(at).toISOString();
  if (when > now) throw invalidField('at', 'At cannot be in the future.');
  if (when < previous) throw invalidField('at', `At cannot be before the Trolley's previous step (${previous}).`);
  return when;
}

/** The table's "the user's plant must hold it": 403 with a detail unless the named plant is one of the user's. */
async function assertHoldsPlant(trx: Kysely<Database>, scope: PlantScope, which: TrolleyMovePlant, row: TrolleyRow, call: MoveCall, refuse: (detail: string) => HttpError) {
  if (which === 'none') return;
  if (which === 'chosen') {
    if (!call.chosen) throw new Error(`The ${call.move} call names no plant, but the lifecycle table asks for one.`);
    if (!(await findPlant(trx, call.chosen.plantId))) throw invalidField(call.chosen.field, 'The chosen Plant does not exist.');
    return assertActsAt(trx, scope, call.chosen.plantId, call.label);
  }
  const plantId = { plant: row.plant_id, from_plant: row.from_plant_id, to_plant: row.to_plant_id }[which];
  // A transfer status always has both plants; without them the trolley is not in the state the table describes.
  if (plantId === null) throw refuse(call.refused(row));
  return assertActsAt(trx, scope, plantId, call.label);
}

/** Why a move does not fit a trolley, without moving it: the refusal the move would answer, or null when it fits. */
export async function moveRefusal(trx: Kysely<Database>, scope: PlantScope, row: TrolleyRow, call: MoveCall): Promise<HttpError | null> {
  const refuse = TROLLEY_MOVE_FACTS[call.move].refusal === 403 ? forbidden : conflict;
  const plant = trolleyMovePlant(row.trolley_status, call.move);
  if (plant === undefined) return refuse(call.refused(row));
  try {
    await assertHoldsPlant(trx, scope, plant, row, call, refuse);
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

/** A move its table and rules allowed, with what it will write; nothing is written yet (writeMoves writes it). */
export type PlannedMove = { row: TrolleyRow; to: TrolleyStatus; at: string; plan: Plan; refuse: (detail: string) => HttpError };

/**
 * A move's checks on the trolley as read, without writing: refuses a move the lifecycle table does not allow from its
 * status (the move's refusal: 409, or 403 for DeFleet), checks the plant the table names is the user's (403), lets
 * the move's rules check the rest and plan it, and resolves its `at`. `checked` holds image lists already checked in
 * this transaction (a visit's trolleys share its photos).
 */
export async function planMove(trx: Kysely<Database>, scope: PlantScope, row: TrolleyRow, at: string | null, call: MoveCall, checked?: Set<string>): Promise<PlannedMove> {
  const facts = TROLLEY_MOVE_FACTS[call.move];
  const refuse = facts.refusal === 403 ? forbidden : conflict;
  const plant = trolleyMovePlant(row.trolley_status, call.move);
  if (plant === undefined) throw refuse(call.refused(row));
  await assertHoldsPlant(trx, scope, plant, row, call, refuse);
  const plan = await call.rules({ trx, row, scope, plant });
  if (plan.images?.length) {
    const key = JSON.stringify(plan.images);
    if (!checked?.has(key)) await checkImages(trx, plan.images);
    checked?.add(key);
  }
  return { row, to: facts.to, at: resolveAt(at, row.status_at), plan, refuse };
}

/**
 * Writes planned moves inside the caller's database transaction, each kind of write one statement for all of them: the
 * guarded update (same id, status, state_version and plant as read: the row count decides, else the first move's
 * refusal "changed meanwhile" for the whole), the transaction rows (naming `handoverId`), the holds they end, and any
 * charge. Two concurrent moves of a trolley: one succeeds, the other is refused; the history never forks. The
 * transactions' ids, in the order of `moves`.
 */
export async function writeMoves(trx: Kysely<Database>, user: AuthUser, moves: readonly PlannedMove[], handoverId: number | null): Promise<number[]> {
  if (
    !(await updateMovedTrolleys(
      trx,
      moves.map((m) => ({ row: m.row, to: m.to, at: m.at, set: m.plan.set })),
    ))
  )
    throw moves[0].refuse(CHANGED_MEANWHILE);
  const ids = await insertTransactions(
    trx,
    moves.map((m) => ({
      ...m.plan.transaction,
      trolley_id: m.row.id,
      trolley_status: m.to,
      previous_status: m.row.trolley_status,
      user_id: user.id,
      at: m.at,
      handover_id: handoverId,
    })),
  );
  await endHolds(
    trx,
    moves.flatMap((m, index) => (m.plan.endsHold === undefined ? [] : [{ holdId: m.plan.endsHold, by: ids[index] }])),
  );
  for (const [index, m] of moves.entries()) {
    if (m.plan.charge) await insertCharge(trx, { ...m.plan.charge, trolley_id: m.row.id, transaction_id: ids[index], at: m.at });
  }
  return ids;
}

/**
 * One state change inside the caller's database transaction: reads the trolley (404 when missing or deleted), plans
 * the move (planMove: 409, 403, 422), writes it (writeMoves), then the trolley's last transaction and the move's
 * activity entry. Answers the trolley as moved.
 */
async function applyMove(trx: Kysely<Database>, scope: PlantScope, user: AuthUser, id: number, at: string | null, call: MoveCall): Promise<Trolley> {
  const row = await findTrolleyRow(trx, id);
  if (!row) throw notFound('Trolley');
  const planned = await planMove(trx, scope, row, at, call);
  const [txId] = await writeMoves(trx, user, [planned], null);
  await setLastTransaction(trx, id, txId);
  // Any status change is `moved`: the entry holds trolley_status and whatever plant or customer changed with it
  // (and a charge, in dollars). The trolley as moved is the answer and the entry's "after" (its "before" follows from
  // it and the row read first).
  const now = (await findTrolleyRow(trx, id))!;
  const after = trolleyRowSnapshot(now);
  const { plan } = planned;
  const charge = plan.charge ? { extraChanges: [{ field: 'charge', before: null, after: dollars(plan.charge.amount_cents) }] } : {};
  await recordChange(trx, 'trolley', id, movedFrom(row, after, plan.set), 'moved', { ...charge, after });
  return toTrolley(now);
}

/** One state change in a database transaction of its own (applyMove). */
export async function moveTrolley(db: Kysely<Database>, user: AuthUser, id: number, at: string | null, call: MoveCall): Promise<Trolley> {
  const scope = await plantScope(db, user);
  return db.transaction().execute(async (trx) => applyMove(trx, scope, user, id, at, call));
}
