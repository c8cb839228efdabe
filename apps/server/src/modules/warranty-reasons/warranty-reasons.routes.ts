import type { FastifyInstance } from 'fastify';
import { WarrantyReasonListQuerySchema, WarrantyReasonListSchema, WarrantyReasonOptionsSchema, WarrantyReasonSchema, WarrantyReasonWriteSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { registerNamedList } from '../named-lists/named-list.routes.js';
import { warrantyReasonsService } from './warranty-reasons.service.js';

// spec §7: GET /warranty-reasons, GET /warranty-reasons/{id}, POST, PUT {name}, DELETE; plus /all for the ticket form.
export async function warrantyReasonsRoutes(app: FastifyInstance, ctx: AppContext) {
  registerNamedList(app, ctx, {
    path: '/warranty-reasons',
    tags: ['warranty reasons'],
    names: { one: 'WarrantyReason', many: 'WarrantyReasons' },
    service: warrantyReasonsService,
    access: {
      list: 'List Warranty Reasons',
      all: ['List Warranty Reasons', 'List Tickets', 'View Ticket', 'Update Ticket'],
      get: ['List Warranty Reasons', 'Update Warranty Reason'],
      add: 'Add Warranty Reason',
      update: 'Update Warranty Reason',
      remove: 'Delete Warranty Reason',
    },
    schemas: {
      item: WarrantyReasonSchema,
      list: WarrantyReasonListSchema,
      query: WarrantyReasonListQuerySchema,
      options: WarrantyReasonOptionsSchema,
      create: WarrantyReasonWriteSchema,
      update: WarrantyReasonWriteSchema,
    },
  });
}
