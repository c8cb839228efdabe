import type { FastifyInstance } from 'fastify';
import { CityCreateSchema, CityListQuerySchema, CityListSchema, CitySchema, CityUpdateSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { registerNamedList } from '../named-lists/named-list.routes.js';
import { citiesService } from './cities.service.js';

// spec §7 "Cities and plants". spec §5: add 1-50, update 2-150 (two schemas).
export async function citiesRoutes(app: FastifyInstance, ctx: AppContext) {
  registerNamedList(app, ctx, {
    path: '/cities',
    tags: ['cities'],
    names: { one: 'City', many: 'Cities' },
    service: citiesService,
    access: {
      // The plant form's searchable City dropdown reads the list too, so the plant operations open it.
      list: ['List Cities', 'Add City', 'Update City'],
      get: ['List Cities', 'Update City'],
      add: 'Add City',
      update: 'Update City',
      remove: 'Delete City',
    },
    schemas: { item: CitySchema, list: CityListSchema, query: CityListQuerySchema, create: CityCreateSchema, update: CityUpdateSchema },
  });
}
