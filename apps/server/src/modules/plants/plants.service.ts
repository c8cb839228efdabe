import type { Kysely } from 'kysely';
import type { PlantCreate, PlantUpdate } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { Refusal } from '../../db/sql.js';
import { conflict, found, invalidField, notFound } from '../../lib/http-error.js';
import { citiesRepository } from '../cities/cities.repository.js';
import { deletePlant, findPlant, insertPlant, updatePlant } from './plants.repository.js';

export { listPlantOptions, listPlants } from './plants.repository.js';

// A city_id that names no city is the caller's mistake: a 422 on that field, not a 500.
async function assertCityExists(db: Kysely<Database>, cityId: number | null) {
  if (cityId !== null && !(await citiesRepository.find(db, cityId))) throw invalidField('city_id', 'The chosen City does not exist.');
}

export async function getPlant(db: Kysely<Database>, id: number) {
  return found(await findPlant(db, id), 'Plant');
}

export async function createPlant(db: Kysely<Database>, data: PlantCreate) {
  await assertCityExists(db, data.city_id);
  return insertPlant(db, data);
}

export async function changePlant(db: Kysely<Database>, id: number, data: PlantUpdate) {
  await assertCityExists(db, data.city_id);
  return found(await updatePlant(db, id, data), 'Plant');
}

export async function removePlant(db: Kysely<Database>, id: number) {
  const deleted = await deletePlant(db, id);
  if (deleted instanceof Refusal) throw conflict('This Plant is in use and cannot be deleted.');
  if (!deleted) throw notFound('Plant');
}
