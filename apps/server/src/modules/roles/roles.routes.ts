import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, MessageSchema, RoleDetailSchema, RoleListQuerySchema, RoleListSchema, RoleOptionsSchema, RoleSaveSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { ifMatchVersion, withEtag } from '../../lib/record-version.js';
import { changeRole, createRole, deleteRole, getRole, listRoleOptions, listRoles } from './roles.service.js';

export async function rolesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['roles'];

  r.get(
    '/roles',
    {
      config: { access: { operation: 'List Roles' } },
      schema: {
        operationId: 'listRoles',
        summary: 'List roles (paged, sortable, searchable)',
        tags,
        querystring: RoleListQuerySchema,
        response: { 200: RoleListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    (request) => listRoles(ctx.db, request.query),
  );

  // The user form's Role dropdown reads this list, so the user operations open it too.
  r.get(
    '/roles/all',
    {
      config: { access: { operation: ['List Roles', 'Add User', 'Update User'] } },
      schema: { operationId: 'listRoleOptions', summary: 'List all roles as choices for a picker', tags, response: { 200: RoleOptionsSchema, ...errorResponses(401, 403) } },
    },
    () => listRoleOptions(ctx.db),
  );

  r.get(
    '/roles/:id',
    {
      config: { access: { operation: ['List Roles', 'Update Role'] } },
      schema: {
        operationId: 'getRole',
        summary: 'Get a role with its operations',
        description: 'Answers the ETag of its version: send it as If-Match with the PUT.',
        tags,
        params: IdParamsSchema,
        response: { 200: RoleDetailSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => withEtag(reply, await getRole(ctx.db, request.params.id)),
  );

  r.post(
    '/roles',
    {
      config: { access: { operation: 'Add Role' } },
      schema: {
        operationId: 'createRole',
        summary: 'Create a role',
        description: 'It may not grant operations the caller does not hold. 409 when a role with this name already exists.',
        tags,
        body: RoleSaveSchema,
        response: { 201: RoleDetailSchema, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => reply.status(201).send(await createRole(ctx.db, currentUser(request), request.body)),
  );

  r.put(
    '/roles/:id',
    {
      config: { access: { operation: 'Update Role' } },
      schema: {
        operationId: 'updateRole',
        summary: "Update a role's name and operations",
        description:
          'Its users work under the new operations from their next call. Built-in roles, and roles holding operations the caller lacks, cannot be changed; 409 when the name is taken. With If-Match (the ETag of GET), a role saved by someone else since answers 412 and nothing changes; the answer carries the new ETag.',
        tags,
        params: IdParamsSchema,
        body: RoleSaveSchema,
        response: { 200: RoleDetailSchema, ...errorResponses(401, 403, 404, 409, 412, 422) },
      },
    },
    async (request, reply) => withEtag(reply, await changeRole(ctx.db, currentUser(request), request.params.id, request.body, ifMatchVersion(request))),
  );

  r.delete(
    '/roles/:id',
    {
      config: { access: { operation: 'Delete Role' } },
      schema: {
        operationId: 'deleteRole',
        summary: 'Delete a role',
        description: 'The role is moved to the trash. Built-in roles cannot be deleted; 409 while any user holds it.',
        tags,
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await deleteRole(ctx.db, currentUser(request), request.params.id);
      return { message: 'Role deleted.' };
    },
  );
}
