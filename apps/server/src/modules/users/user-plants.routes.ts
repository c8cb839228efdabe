import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, MessageSchema, UserPlantCreateSchema, UserPlantParamsSchema, UserPlantSchema, UserPlantsSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { assignPlant, unassignPlant, userPlantsOf } from './user-plants.service.js';

// spec §2: the plants assigned to a user (checkout, check-in and transfers are limited to them).
export async function userPlantsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  // Everyone reads their own plants (the web app stores them after sign-in); others' need a users operation.
  r.get(
    '/users/:id/user-plant',
    {
      config: { access: { signedIn: true } },
      schema: {
        operationId: 'listUserPlants',
        summary: 'List the plants assigned to a user',
        description: "Checkout, check-in and transfers are limited to these plants. Any signed-in user may read their own; another user's needs List Users or Update User.",
        tags,
        params: IdParamsSchema,
        response: { 200: UserPlantsSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => userPlantsOf(ctx.db, currentUser(request), request.params.id),
  );

  r.post(
    '/users/:id/user-plant',
    {
      config: { access: { operation: 'Update User' } },
      schema: {
        operationId: 'assignUserPlant',
        summary: 'Assign a plant to a user',
        description: 'Answers the new assignment (its id is the entryId to remove it with). 409 when the plant is already assigned to the user.',
        tags,
        params: IdParamsSchema,
        body: UserPlantCreateSchema,
        response: { 201: UserPlantSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => reply.status(201).send(await assignPlant(ctx.db, currentUser(request), request.params.id, request.body.plant_id)),
  );

  r.delete(
    '/users/:id/user-plant/:entryId',
    {
      config: { access: { operation: 'Update User' } },
      schema: {
        operationId: 'unassignUserPlant',
        summary: 'Remove a plant from a user',
        description: "entryId is the assignment's id from listUserPlants, not the plant's id.",
        tags,
        params: UserPlantParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await unassignPlant(ctx.db, currentUser(request), request.params.id, request.params.entryId);
      return { message: 'Plant removed.' };
    },
  );
}
