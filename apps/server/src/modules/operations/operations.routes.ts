import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { menuFor, OperationGroupsSchema, OperationsResponseSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/route-schemas.js';

export async function operationsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/operations',
    {
      config: { access: { signedIn: true } },
      schema: { tags: ['permissions'], response: { 200: OperationsResponseSchema, ...errorResponses(401) } },
    },
    async (request) => {
      const operations = [...currentUser(request).operations].sort();
      return { operations, menu: menuFor(operations) };
    },
  );

  r.get(
    '/operations/all',
    {
      config: { access: { operation: ['List Roles', 'Add Role', 'Update Role'] } },
      schema: { tags: ['permissions'], response: { 200: OperationGroupsSchema, ...errorResponses(401, 403) } },
    },
    async () => {
      const rows = await ctx.db
        .selectFrom('operation_groups')
        .innerJoin('operations', 'operations.group_id', 'operation_groups.id')
        .select(['operation_groups.id as group_id', 'operation_groups.name as group_name', 'operations.id', 'operations.name'])
        .orderBy('operation_groups.id')
        .orderBy('operations.id')
        .execute();
      const groups = new Map<number, { id: number; name: string; operations: { id: number; name: string }[] }>();
      for (const row of rows) {
        const group = groups.get(row.group_id) ?? { id: row.group_id, name: row.group_name, operations: [] };
        group.operations.push({ id: row.id, name: row.name });
        groups.set(row.group_id, group);
      }
      return [...groups.values()];
    },
  );
}
