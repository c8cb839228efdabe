import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, MessageSchema, PlantCreateSchema, PlantListQuerySchema, PlantListSchema, PlantOptionsSchema, PlantSchema, PlantUpdateSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { ifMatchVersion, withEtag } from '../../lib/record-version.js';
import { changePlant, createPlant, getPlant, listPlantOptions, listPlants, removePlant } from './plants.service.js';

// spec §2 route table: the plant screens need the city operations, and the server asks for the same ones.
export async function plantsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['plants'];

  r.get(
    '/plants',
    {
      config: { access: { operation: 'List Cities' } },
      schema: {
        operationId: 'listPlants',
        summary: 'List plants (paged, sortable, searchable)',
        tags,
        querystring: PlantListQuerySchema,
        response: { 200: PlantListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    (request) => listPlants(ctx.db, request.query),
  );

  // The plant dropdowns of users, trolleys and transfers read this list.
  r.get(
    '/plant/all',
    {
      config: { access: { operation: ['List Cities', 'List Users', 'Update User', 'List Trolleys', 'Add Trolley', 'Update Trolley'] } },
      schema: { operationId: 'listPlantOptions', summary: 'List all plants as choices for a picker', tags, response: { 200: PlantOptionsSchema, ...errorResponses(401, 403) } },
    },
    () => listPlantOptions(ctx.db),
  );

  r.get(
    '/plants/:id',
    {
      config: { access: { operation: ['List Cities', 'Update City'] } },
      schema: {
        operationId: 'getPlant',
        summary: 'Get a plant',
        description: 'Answers the ETag of its version: send it as If-Match with the PUT.',
        tags,
        params: IdParamsSchema,
        response: { 200: PlantSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => withEtag(reply, await getPlant(ctx.db, request.params.id)),
  );

  r.post(
    '/plants',
    {
      config: { access: { operation: 'Add City' } },
      schema: { operationId: 'createPlant', summary: 'Create a plant', tags, body: PlantCreateSchema, response: { 201: PlantSchema, ...errorResponses(401, 403, 422) } },
    },
    async (request, reply) => reply.status(201).send(await createPlant(ctx.db, request.body)),
  );

  r.put(
    '/plants/:id',
    {
      config: { access: { operation: 'Update City' } },
      schema: {
        operationId: 'updatePlant',
        summary: 'Update a plant',
        description: 'With If-Match (the ETag of GET), a plant saved by someone else since answers 412 and nothing changes; the answer carries the new ETag.',
        tags,
        params: IdParamsSchema,
        body: PlantUpdateSchema,
        response: { 200: PlantSchema, ...errorResponses(401, 403, 404, 412, 422) },
      },
    },
    async (request, reply) => withEtag(reply, await changePlant(ctx.db, request.params.id, request.body, ifMatchVersion(request))),
  );

  r.delete(
    '/plants/:id',
    {
      config: { access: { operation: 'Delete City' } },
      schema: {
        operationId: 'deletePlant',
        summary: 'Delete a plant',
        description: 'Deleted for good, and taken off the users it was assigned to; 409 while a trolley or a trolley transaction refers to it.',
        tags,
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await removePlant(ctx.db, request.params.id);
      return { message: 'Plant deleted.' };
    },
  );
}
