import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { forbidden } from '../../lib/http-error.js';
import { isSuperAdmin } from '../../lib/super-admin.js';
import type { AuthUser } from '../../plugins/auth.js';
import { findPlant, userPlantIds } from './trolleys.repository.js';

/**
 * spec §6 plant limits: a user acts only at the plants of their user-plant list. The built-in Super Admin (whose
 * plants can never be assigned) acts at every plant.
 */
export type PlantScope = { all: true } | { all: false; ids: Set<number> };

export async function plantScope(db: Kysely<Database>, user: AuthUser): Promise<PlantScope> {
  if (isSuperAdmin(user)) return { all: true };
  return { all: false, ids: await userPlantIds(db, user.id) };
}

export const inScope = (scope: PlantScope, plantId: number) => scope.all || scope.ids.has(plantId);

/** 403 with a detail ("Transfer: North Plant is not one of your plants.") unless the plant is one of the user's. */
export async function assertActsAt(db: Kysely<Database>, scope: PlantScope, plantId: number, context: string) {
  if (inScope(scope, plantId)) return;
  const name = (await findPlant(db, plantId))?.name ?? `Plant ${plantId}`;
  throw forbidden(`${context}: ${name} is not one of your plants.`);
}
