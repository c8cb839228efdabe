import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OperationGroupsSchema, OperationsResponseSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { myOperations, operationGroups } from './operations.service.js';

export async function operationsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/operations',
    {
      config: { access: { signedIn: true } },
      schema: {
        operationId: 'getMyOperations',
        summary: "Get the signed-in user's operations and the menu they open",
        tags: ['permissions'],
        response: { 200: OperationsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => myOperations(currentUser(request)),
  );

  r.get(
    '/operations/all',
    {
      config: { access: { operation: ['List Roles', 'Add Role', 'Update Role'] } },
      schema: {
        operationId: 'listOperationGroups',
        summary: 'List every operation, by group',
        description: "The catalogue a role is made from (the role form's checkboxes).",
        tags: ['permissions'],
        response: { 200: OperationGroupsSchema, ...errorResponses(401, 403) },
      },
    },
    () => operationGroups(ctx.db),
  );
}
