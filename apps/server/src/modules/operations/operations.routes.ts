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
      schema: { tags: ['permissions'], response: { 200: OperationsResponseSchema, ...errorResponses(401) } },
    },
    async (request) => myOperations(currentUser(request)),
  );

  r.get(
    '/operations/all',
    {
      config: { access: { operation: ['List Roles', 'Add Role', 'Update Role'] } },
      schema: { tags: ['permissions'], response: { 200: OperationGroupsSchema, ...errorResponses(401, 403) } },
    },
    () => operationGroups(ctx.db),
  );
}
