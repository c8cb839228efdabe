/**
 * Type-only proof that the OpenAPI checks bite: every `@ts-expect-error` below must meet an error, or
 * the type check fails on the unused directive, so a change that quietly loosened api-types.ts would show here.
 * Nothing imports this file and it imports only types: the type check of the app reads it, the bundle never does.
 */
import type { City, Plant, PlantCreate, PlantUpdate } from '@glassdesk/shared';
import type { api as apiValue } from './api-client';
import type { createCrudResource as createCrudResourceValue } from './crud-resource';

declare const api: typeof apiValue;
declare const createCrudResource: typeof createCrudResourceValue;

/** Never called: its body is only type-checked. */
export function apiTypeChecks(signal: AbortSignal) {
  // A path the document does not have.
  // @ts-expect-error '/citys' is not a GET path of the document
  void api.get('/citys', { signal });

  // A body field POST /cities does not take.
  // @ts-expect-error POST /cities takes { name }
  void api.post('/cities', { body: { nam: 'Oslo' } });

  // A path with parameters and no params object.
  // @ts-expect-error GET /cities/{id} needs params: { id }
  void api.get('/cities/{id}', { signal });

  // A resource whose types are not what its base answers and takes.
  // @ts-expect-error '/cities' lists cities, not plants
  createCrudResource<Plant, PlantCreate, PlantUpdate>({ base: '/cities', key: 'cities' });

  // The same calls done right compile, and the answer is the document's (a City here).
  const city: Promise<City> = api.get('/cities/{id}', { params: { id: 1 }, signal });
  void api.post('/cities', { body: { name: 'Oslo' } });
  createCrudResource<Plant, PlantCreate, PlantUpdate>({ base: '/plants', key: 'plants' });
  return city;
}
