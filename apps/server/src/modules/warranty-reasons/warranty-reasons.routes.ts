import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParamsSchema, MessageSchema, WarrantyReasonListQuerySchema, WarrantyReasonListSchema, WarrantyReasonOptionsSchema, WarrantyReasonSchema,
  WarrantyReasonWriteSchema,
} from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import {
  deleteWarrantyReason, findWarrantyReason, insertWarrantyReason, listWarrantyReasonOptions, listWarrantyReasons, updateWarrantyReason,
} from './warranty-reasons.repository.js';

// spec §7: GET /warranty-reasons, GET /warranty-reasons/{id}, POST, PUT {name}, DELETE.
export async function warrantyReasonsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['warranty reasons'];

  r.get('/warranty-reasons', {
    config: { access: { operation: 'List Warranty Reasons' } },
    schema: { tags, querystring: WarrantyReasonListQuerySchema, response: { 200: WarrantyReasonListSchema, ...errorResponses(401, 403, 422) } },
  }, (request) => listWarrantyReasons(ctx.db, request.query));

  // The ticket form picks its warranty reason from this list.
  r.get('/warranty-reasons/all', {
    config: { access: { operation: ['List Warranty Reasons', 'List Tickets', 'View Ticket', 'Update Ticket'] } },
    schema: { tags, response: { 200: WarrantyReasonOptionsSchema, ...errorResponses(401, 403) } },
  }, () => listWarrantyReasonOptions(ctx.db));

  r.get('/warranty-reasons/:id', {
    config: { access: { operation: ['List Warranty Reasons', 'Update Warranty Reason'] } },
    schema: { tags, params: IdParamsSchema, response: { 200: WarrantyReasonSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => (await findWarrantyReason(ctx.db, request.params.id)) ?? Promise.reject(notFound('Warranty Reason')));

  r.post('/warranty-reasons', {
    config: { access: { operation: 'Add Warranty Reason' } },
    schema: { tags, body: WarrantyReasonWriteSchema, response: { 201: WarrantyReasonSchema, ...errorResponses(401, 403, 409, 422) } },
  }, async (request, reply) => reply.status(201).send(await insertWarrantyReason(ctx.db, request.body.name)));

  r.put('/warranty-reasons/:id', {
    config: { access: { operation: 'Update Warranty Reason' } },
    schema: { tags, params: IdParamsSchema, body: WarrantyReasonWriteSchema, response: { 200: WarrantyReasonSchema, ...errorResponses(401, 403, 404, 409, 422) } },
  }, async (request) =>
    (await updateWarrantyReason(ctx.db, request.params.id, request.body.name)) ?? Promise.reject(notFound('Warranty Reason')));

  r.delete('/warranty-reasons/:id', {
    config: { access: { operation: 'Delete Warranty Reason' } },
    schema: { tags, params: IdParamsSchema, response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    if (!(await deleteWarrantyReason(ctx.db, request.params.id))) throw notFound('Warranty Reason');
    return { message: 'Warranty Reason deleted.' };
  });
}
