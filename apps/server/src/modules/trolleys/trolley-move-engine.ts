import type { Kysely } from 'kysely';
import { SUPER_ADMIN_ROLE, type Trolley, type TrolleyStatus } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';
import { conflict, forbidden, HttpError, invalidField, notFound } from '../../lib/http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { checkImages, toPhoto, type ImageField } from './trolley-images.js';
import { endHold, insertTransaction, type NewTransaction } from './trolley-transactions.repository.js';
import { findTrolleyRow, toTrolley, type TrolleyRow, userPlantIds } from './trolleys.repository.js';

export const CHANGED_MEANWHILE = 'This Trolley was changed meanwhile. Reload and try again.';

/**
 * spec §6 plant limits: a user acts only at the plants of their user-plant list. The built-in Super Admin (a role
 * that is not editable, whose plants can never be assigned) acts at every plant.
 */
export type PlantScope = { all: true } | { all: false; ids: Set<number> };
export async function plantScope(db: Kysely<Database>, user: AuthUser): Promise<PlantScope> {
  if (isSuperAdmin(user)) return { all: true };
  return { all: false, ids: await userPlantIds(db, user.id) };
}
export const isSuperAdmin = (user: AuthUser) => user.role.name === SUPER_ADMIN_ROLE && !user.role.editable;
export const inScope = (scope: PlantScope, plantId: number) => scope.all || scope.ids.has(plantId);

async function plantName(db: Kysely<Database>, id: number) {
  return (await db.selectFrom('plants').select('name').where('id', '=', id).executeTakeFirst())?.name ?? `Plant ${id}`;
}

/** 403 with a detail unless the plant is one of the user's. */
export async function assertActsAt(db: Kysely<Database>, scope: PlantScope, plantId: number, context: string) {
  if (inScope(scope, plantId)) return;
  throw forbidden(`${context}: ${await plantName(db, plantId)} is not one of your plants.`);
}

/** CONTRACT `at`: never in the future, never before the trolley's previous transaction (422 on `at`). */
export function resolveAt(at: string | null, previous: string, now = nowIso()): string {
  if (at === null) return now < previous ? previous : now;
  const when = new Date(at).toISOString();
  if (when > now) throw invalidField('at', 'At cannot be in the future.');
  if (when < previous) throw invalidField('at', `At cannot be before the Trolley's previous step (${previous}).`);
  return when;
}

/** What a move does once its rules passed: the new status, the trolley columns it sets, its transaction. */
export type Plan = {
  to: TrolleyStatus;
  set: Partial<Pick<TrolleyRow, 'plant_id' | 'customer_id' | 'from_plant_id' | 'to_plant_id'>>;
  transaction: Omit<NewTransaction, 'trolley_id' | 'trolley_status' | 'previous_status' | 'user_id' | 'at'>;
  /** The hold a Pickup ends. */
  endsHold?: number;
  images?: ImageField[];
};

export type MoveContext = { trx: Kysely<Database>; row: TrolleyRow; scope: PlantScope };

/**
 * One state change: reads the trolley, lets `rules` check it and plan the move (they throw 403/409/422), then a
 * guarded update (same id, status and state_version as read: the row count decides, else 409) and its transaction
 * row, all in one database transaction. Two concurrent moves: one succeeds, the other gets 409; the history
 * never forks.
 */
export async function moveTrolley(
  db: Kysely<Database>,
  user: AuthUser,
  id: number,
  at: string | null,
  rules: (c: MoveContext) => Promise<Plan> | Plan,
  refusal: (detail: string) => HttpError = conflict,
): Promise<Trolley> {
  const scope = await plantScope(db, user);
  return db.transaction().execute(async (trx) => {
    const row = await findTrolleyRow(trx, id);
    if (!row) throw notFound('Trolley');
    const plan = await rules({ trx, row, scope });
    if (plan.images?.length) await checkImages(trx, plan.images);
    const when = resolveAt(at, row.status_at);
    const now = nowIso();
    const res = await trx
      .updateTable('trolleys')
      .set({ ...plan.set, trolley_status: plan.to, status_at: when, state_version: row.state_version + 1, updated_at: now })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .where('trolley_status', '=', row.trolley_status)
      .where('state_version', '=', row.state_version)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw refusal(CHANGED_MEANWHILE);
    const txId = await insertTransaction(trx, {
      ...plan.transaction,
      trolley_id: id,
      trolley_status: plan.to,
      previous_status: row.trolley_status,
      user_id: user.id,
      at: when,
    });
    await trx.updateTable('trolleys').set({ last_transaction_id: txId }).where('id', '=', id).execute();
    if (plan.endsHold !== undefined) await endHold(trx, plan.endsHold, txId);
    return toTrolley((await findTrolleyRow(trx, id))!);
  });
}

export const wrongStatus = (action: string, allowed: string, row: TrolleyRow) => conflict(`Only a Trolley that is ${allowed} can be ${action}; this one is ${row.trolley_status}.`);

export const photosOf = (image: string | null | undefined, images: string[]) => [...(image ? [image] : []), ...images].map(toPhoto);

export const imageFields = (image: string | null | undefined, images: string[]): ImageField[] => [
  ...(image ? [{ field: 'image', url: image }] : []),
  ...images.map((url) => ({ field: 'images', url })),
];
