import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { Refusal } from '../../db/sql.js';
import { conflict, forbidden, found, invalidField, notFound } from '../../lib/http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { findPlant } from '../plants/plants.service.js';
import { tracked } from '../activity/activity.service.js';
import { deleteUserPlant, insertUserPlant, listUserPlants } from './user-plants.repository.js';
import { findUserById } from './users.repository.js';
import { changeableUser } from './users.service.js';

// spec §2: the plants assigned to a user (checkout, check-in and transfers are limited to them).

/** Everyone reads their own plants (the web app stores them after sign-in); others' need a users operation. */
export async function userPlantsOf(db: Kysely<Database>, caller: AuthUser, userId: number) {
  if (userId !== caller.id && !caller.operations.has('List Users') && !caller.operations.has('Update User')) throw forbidden();
  found(await findUserById(db, userId), 'User');
  return listUserPlants(db, userId);
}

export async function assignPlant(db: Kysely<Database>, caller: AuthUser, userId: number, plantId: number) {
  await changeableUser(db, caller, userId);
  if (!(await findPlant(db, plantId))) throw invalidField('plant_id', 'The chosen Plant does not exist.');
  return db.transaction().execute((trx) =>
    tracked(trx, 'user', userId, 'updated', async () => {
      const entry = await insertUserPlant(trx, userId, plantId);
      if (entry instanceof Refusal) throw conflict('This Plant is already assigned to the User.');
      return entry;
    }),
  );
}

export async function unassignPlant(db: Kysely<Database>, caller: AuthUser, userId: number, entryId: number) {
  await changeableUser(db, caller, userId);
  await db.transaction().execute((trx) =>
    tracked(trx, 'user', userId, 'updated', async () => {
      if (!(await deleteUserPlant(trx, userId, entryId))) throw notFound('Plant entry');
    }),
  );
}
