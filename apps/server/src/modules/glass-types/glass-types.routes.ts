import type { FastifyInstance } from 'fastify';
import { GlassTypeListQuerySchema, GlassTypeListSchema, GlassTypeOptionsSchema, GlassTypeSchema, GlassTypeWriteSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { registerNamedList } from '../named-lists/named-list.routes.js';
import { glassTypesService } from './glass-types.service.js';

// Our addition (no spec screen or call): the same calls as warranty reasons, under /glass-types.
export async function glassTypesRoutes(app: FastifyInstance, ctx: AppContext) {
  registerNamedList(app, ctx, {
    path: '/glass-types',
    tags: ['glass types'],
    names: { one: 'GlassType', many: 'GlassTypes' },
    service: glassTypesService,
    access: {
      list: 'List Glass Types',
      all: ['List Glass Types', 'List Tickets', 'View Ticket', 'Update Ticket'],
      get: ['List Glass Types', 'Update Glass Types'],
      add: 'Add Glass Types',
      update: 'Update Glass Types',
      remove: 'Delete Glass Types',
    },
    schemas: {
      item: GlassTypeSchema,
      list: GlassTypeListSchema,
      query: GlassTypeListQuerySchema,
      options: GlassTypeOptionsSchema,
      create: GlassTypeWriteSchema,
      update: GlassTypeWriteSchema,
    },
  });
}
