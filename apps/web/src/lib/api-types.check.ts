/**
 * Type-only proof that the OpenAPI checks bite: every `@ts-expect-error` below must meet an error, or
 * the type check fails on the unused directive, so a change that quietly loosened api-types.ts would show here.
 * Nothing imports this file and it imports only types: the type check of the app reads it, the bundle never does.
 */
import type { City, CustomerMe, Plant, PlantCreate, PlantUpdate } from '@glassdesk/shared';
import type { portalApi as portalApiValue } from '../portal/lib/api';
import type { api as apiValue } from './api-client';
import type { createApiClient as createApiClientValue } from './create-api-client';
import type { createCrudResource as createCrudResourceValue } from './crud-resource';

declare const api: typeof apiValue;
declare const portalApi: typeof portalApiValue;
declare const createApiClient: typeof createApiClientValue;
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

/** The same types under the customer API's prefix: the portal's client sees that API's paths and no other. */
export function customerApiTypeChecks(signal: AbortSignal) {
  // @ts-expect-error '/cities' is an admin API path, not a customer one
  void portalApi.get('/cities', { signal });

  // @ts-expect-error GET /tickets/{id} needs params: { id }
  void portalApi.get('/tickets/{id}', { signal });

  // @ts-expect-error a public call names a method and a path of its own API
  createApiClient('/api/customer/v1.0', { getToken: () => null, onUnauthorized: () => undefined, publicCalls: ['POST /cities'] });

  const me: Promise<CustomerMe> = portalApi.get('/me', { signal });
  void portalApi.download('/statements/{month}/export', { params: { month: '2026-01' } });
  createApiClient('/api/customer/v1.0', { getToken: () => null, onUnauthorized: () => undefined, publicCalls: ['POST /login'] });
  return me;
}
