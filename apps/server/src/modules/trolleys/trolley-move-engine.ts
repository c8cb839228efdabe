import { recordChange, snapshotNow } from '../activity/activity.service.js';
import type { Kysely } from 'kysely';
import { TROLLEY_MOVE_FACTS, trolleyMovePlant, type Trolley, type TrolleyMove, type TrolleyMovePlant } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';
import { conflict, forbidden, HttpError, invalidField, notFound } from '../../lib/http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { checkImages, type ImageField } from './trolley-images.js';
import { setLastTransaction, updateMovedTrolley, type MoveSet } from './trolley-moves.repository.js';
import { assertActsAt, plantScope, type PlantScope } from './trolley-plant-scope.js';
import { endHold, insertCharge, insertTransaction, type NewTransaction } from './trolley-transactions.repository.js';
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

/**
 * How a caller that moves several trolleys at once (a hand-over) saves round trips: the row it has just read in the
 * same transaction (the guarded update still decides), and no trolley read back when it does not answer with it.
 */
export type MoveOptions = {
  row?: TrolleyRow;
  answer?: boolean;
  handoverId?: number | null;
  /** The caller sets the trolleys' last transactions itself, all in one statement (setLastTransactions). */
  deferLast?: boolean;
  /** The caller records the moves in the activity log itself, all at once (recordChanges); no charge may be planned. */
  deferActivity?: boolean;
};

/**
 * One state change inside the caller's database transaction (a hand-over moves several trolleys in one): reads the
 * trolley (404 when missing or deleted), refuses a move the lifecycle table does not allow from its status (the move's
 * refusal: 409, or 403 for DeFleet), checks the plant the table names is the user's (403), lets the move's rules check
 * the rest and plan it, then a guarded update (same id, status, state_version and plant as read: the row count decides,
 * else the same refusal) and its transaction row. Two concurrent moves: one succeeds, the other is refused; the
 * history never forks.
 */
export async function applyMove(
  trx: Kysely<Database>,
  scope: PlantScope,
  user: AuthUser,
  id: number,
  at: string | null,
  call: MoveCall,
  options: MoveOptions = {},
): Promise<{ trolley: Trolley | null; transactionId: number; set: MoveSet }> {
  const facts = TROLLEY_MOVE_FACTS[call.move];
  const refuse = facts.refusal === 403 ? forbidden : conflict;
  const row = options.row ?? (await findTrolleyRow(trx, id));
  if (!row) throw notFound('Trolley');
  const plant = trolleyMovePlant(row.trolley_status, call.move);
  if (plant === undefined) throw refuse(call.refused(row));
  await assertHoldsPlant(trx, scope, plant, row, call, refuse);
  const plan = await call.rules({ trx, row, scope, plant });
  if (plan.images?.length) await checkImages(trx, plan.images);
  const when = resolveAt(at, row.status_at);
  if (!(await updateMovedTrolley(trx, row, facts.to, when, plan.set))) throw refuse(CHANGED_MEANWHILE);
  const txId = await insertTransaction(trx, {
    ...plan.transaction,
    trolley_id: id,
    trolley_status: facts.to,
    previous_status: row.trolley_status,
    user_id: user.id,
    at: when,
    handover_id: options.handoverId ?? null,
  });
  if (!options.deferLast) await setLastTransaction(trx, id, txId);
  if (plan.endsHold !== undefined) await endHold(trx, plan.endsHold, txId);
  if (plan.charge) await insertCharge(trx, { ...plan.charge, trolley_id: id, transaction_id: txId, at: when });
  // Any status change is `moved`: the entry holds trolley_status and whatever plant or customer changed with it
  // (and a charge, in dollars).
  if (options.deferActivity) {
    if (plan.charge) throw new Error('A move with a charge records its own activity entry.');
  }
  // The trolley as moved: the answer, and the entry's "after" (its "before" follows from it and the row read first).
  const now = options.answer === false ? undefined : (await findTrolleyRow(trx, id))!;
  if (!options.deferActivity) {
    const after = now ? trolleyRowSnapshot(now) : (await snapshotNow(trx, 'trolley', id))!;
    const charge = plan.charge ? { extraChanges: [{ field: 'charge', before: null, after: dollars(plan.charge.amount_cents) }] } : {};
    await recordChange(trx, 'trolley', id, movedFrom(row, after, plan.set), 'moved', { ...charge, after });
  }
  return { trolley: now ? toTrolley(now) : null, transactionId: txId, set: plan.set };
}

/** One state change in a database transaction of its own (applyMove). */
export async function moveTrolley(db: Kysely<Database>, user: AuthUser, id: number, at: string | null, call: MoveCall): Promise<Trolley> {
  const scope = await plantScope(db, user);
  return db.transaction().execute(async (trx) => (await applyMove(trx, scope, user, id, at, call)).trolley!);
}
