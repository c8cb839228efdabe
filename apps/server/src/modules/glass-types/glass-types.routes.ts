import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParamsSchema, MessageSchema, GlassTypeListQuerySchema, GlassTypeListSchema, GlassTypeOptionsSchema, GlassTypeSchema,
  GlassTypeWriteSchema,
} from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import {
  deleteGlassType, findGlassType, insertGlassType, listGlassTypeOptions, listGlassTypes, updateGlassType,
} from './glass-types.repository.js';

// Our addition (no spec screen or call): the same calls as warranty reasons, under /glass-types.
export async function glassTypesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['glass types'];

  r.get('/glass-types', {
    config: { access: { operation: 'List Glass Types' } },
    schema: { tags, querystring: GlassTypeListQuerySchema, response: { 200: GlassTypeListSchema, ...errorResponses(401, 403, 422) } },
  }, (request) => listGlassTypes(ctx.db, request.query));

  // The ticket form picks its glass type from this list.
  r.get('/glass-types/all', {
    config: { access: { operation: ['List Glass Types', 'List Tickets', 'View Ticket', 'Update Ticket'] } },
    schema: { tags, response: { 200: GlassTypeOptionsSchema, ...errorResponses(401, 403) } },
  }, () => listGlassTypeOptions(ctx.db));

  r.get('/glass-types/:id', {
    config: { access: { operation: ['List Glass Types', 'Update Glass Types'] } },
    schema: { tags, params: IdParamsSchema, response: { 200: GlassTypeSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => (await findGlassType(ctx.db, request.params.id)) ?? Promise.reject(notFound('Glass Type')));

  r.post('/glass-types', {
    config: { access: { operation: 'Add Glass Types' } },
    schema: { tags, body: GlassTypeWriteSchema, response: { 201: GlassTypeSchema, ...errorResponses(401, 403, 409, 422) } },
  }, async (request, reply) => reply.status(201).send(await insertGlassType(ctx.db, request.body.name)));

  r.put('/glass-types/:id', {
    config: { access: { operation: 'Update Glass Types' } },
    schema: { tags, params: IdParamsSchema, body: GlassTypeWriteSchema, response: { 200: GlassTypeSchema, ...errorResponses(401, 403, 404, 409, 422) } },
  }, async (request) =>
    (await updateGlassType(ctx.db, request.params.id, request.body.name)) ?? Promise.reject(notFound('Glass Type')));

  r.delete('/glass-types/:id', {
    config: { access: { operation: 'Delete Glass Types' } },
    schema: { tags, params: IdParamsSchema, response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    if (!(await deleteGlassType(ctx.db, request.params.id))) throw notFound('Glass Type');
    return { message: 'Glass Type deleted.' };
  });
}
