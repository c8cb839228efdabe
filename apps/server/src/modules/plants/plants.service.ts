import type { Kysely } from 'kysely';
import type { PlantCreate, PlantUpdate } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { Refusal } from '../../db/sql.js';
import { conflict, found, invalidField, notFound } from '../../lib/http-error.js';
import { citiesService } from '../cities/cities.service.js';
import { StaleVersion } from '../../lib/record-version.js';
import { recordChange, recordCreated, snapshot, versionedSave } from '../activity/activity.service.js';
import { deletePlant, findPlant, insertPlant, updatePlant } from './plants.repository.js';

export { listPlantOptions, listPlants } from './plants.repository.js';
// For the users module: a plant chosen for a user.
export { findPlant } from './plants.repository.js';

// A city_id that names no city is the caller's mistake: a 422 on that field, not a 500.
async function assertCityExists(db: Kysely<Database>, cityId: number | null) {
  if (cityId !== null && !(await citiesService.find(db, cityId))) throw invalidField('city_id', 'The chosen City does not exist.');
}

export async function getPlant(db: Kysely<Database>, id: number) {
  return found(await findPlant(db, id), 'Plant');
}

export function createPlant(db: Kysely<Database>, data: PlantCreate) {
  return db.transaction().execute(async (trx) => {
    await assertCityExists(trx, data.city_id);
    const plant = await insertPlant(trx, data);
    await recordCreated(trx, 'plant', plant.id);
    return plant;
  });
}

/** `expected`: the version the caller saw (If-Match); another one now is a 412 and nothing is written. */
export function changePlant(db: Kysely<Database>, id: number, data: PlantUpdate, expected?: number) {
  return versionedSave(db, 'plant', id, 'Plant', () =>
    db.transaction().execute(async (trx) => {
      await assertCityExists(trx, data.city_id);
      const before = await snapshot(trx, 'plant', id);
      const plant = await updatePlant(trx, id, data, expected);
      if (!plant) {
        // There, yet not saved: If-Match named another version (CONTRACT "Concurrent edits").
        const now = await findPlant(trx, id);
        if (now && expected !== undefined) throw new StaleVersion(now.version);
        throw notFound('Plant');
      }
      await recordChange(trx, 'plant', id, before);
      return plant;
    }),
  );
}

export function removePlant(db: Kysely<Database>, id: number) {
  return db.transaction().execute(async (trx) => {
    const before = await snapshot(trx, 'plant', id);
    const deleted = await deletePlant(trx, id);
    if (deleted instanceof Refusal) throw conflict('This Plant is in use and cannot be deleted.');
    if (!deleted) throw notFound('Plant');
    await recordChange(trx, 'plant', id, before, 'deleted');
  });
}
