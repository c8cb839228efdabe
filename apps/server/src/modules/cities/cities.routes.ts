import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CityCreateSchema, CityListQuerySchema, CityListSchema, CitySchema, CityUpdateSchema, IdParamsSchema, MessageSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { deleteCity, findCity, insertCity, listCities, updateCity } from './cities.repository.js';

export async function citiesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cities'];

  // The plant form's searchable City dropdown reads this list too, so the plant operations open it.
  r.get('/cities', {
    config: { access: { operation: ['List Cities', 'Add City', 'Update City'] } },
    schema: { tags, querystring: CityListQuerySchema, response: { 200: CityListSchema, ...errorResponses(401, 403, 422) } },
  }, (request) => listCities(ctx.db, request.query));

  r.get('/cities/:id', {
    config: { access: { operation: ['List Cities', 'Update City'] } },
    schema: { tags, params: IdParamsSchema, response: { 200: CitySchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => (await findCity(ctx.db, request.params.id)) ?? Promise.reject(notFound('City')));

  r.post('/cities', {
    config: { access: { operation: 'Add City' } },
    schema: { tags, body: CityCreateSchema, response: { 201: CitySchema, ...errorResponses(401, 403, 409, 422) } },
  }, async (request, reply) => reply.status(201).send(await insertCity(ctx.db, request.body.name)));

  r.put('/cities/:id', {
    config: { access: { operation: 'Update City' } },
    schema: { tags, params: IdParamsSchema, body: CityUpdateSchema, response: { 200: CitySchema, ...errorResponses(401, 403, 404, 409, 422) } },
  }, async (request) => (await updateCity(ctx.db, request.params.id, request.body.name)) ?? Promise.reject(notFound('City')));

  r.delete('/cities/:id', {
    config: { access: { operation: 'Delete City' } },
    schema: { tags, params: IdParamsSchema, response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) } },
  }, async (request) => {
    if (!(await deleteCity(ctx.db, request.params.id))) throw notFound('City');
    return { message: 'City deleted.' };
  });
}
