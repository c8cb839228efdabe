import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, MessageSchema, UserPlantCreateSchema, UserPlantParamsSchema, UserPlantSchema, UserPlantsSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../plugins/auth.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { deleteUserPlant, insertUserPlant, listUserPlants } from './user-plants.repository.js';
import { findUserById } from './users.repository.js';
import { changeableUser } from './users.service.js';

// spec §2: the plants assigned to a user (checkout, check-in and transfers are limited to them later).
export async function userPlantsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  // Everyone reads their own plants (the web app stores them after sign-in); others' need a users operation.
  r.get(
    '/users/:id/user-plant',
    {
      config: { access: { signedIn: true } },
      schema: { tags, params: IdParamsSchema, response: { 200: UserPlantsSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      const me = currentUser(request);
      const { id } = request.params;
      if (id !== me.id && !me.operations.has('List Users') && !me.operations.has('Update User')) throw forbidden();
      if (!(await findUserById(ctx.db, id))) throw notFound('User');
      return listUserPlants(ctx.db, id);
    },
  );

  r.post(
    '/users/:id/user-plant',
    {
      config: { access: { operation: 'Update User' } },
      schema: { tags, params: IdParamsSchema, body: UserPlantCreateSchema, response: { 201: UserPlantSchema, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    async (request, reply) => {
      const { id } = request.params;
      await changeableUser(ctx.db, currentUser(request), id);
      return reply.status(201).send(await insertUserPlant(ctx.db, id, request.body.plant_id));
    },
  );

  r.delete(
    '/users/:id/user-plant/:entryId',
    {
      config: { access: { operation: 'Update User' } },
      schema: { tags, params: UserPlantParamsSchema, response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      const { id, entryId } = request.params;
      await changeableUser(ctx.db, currentUser(request), id);
      if (!(await deleteUserPlant(ctx.db, id, entryId))) throw notFound('Plant entry');
      return { message: 'Plant removed.' };
    },
  );
}
