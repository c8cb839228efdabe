import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, MessageSchema, RoleDetailSchema, RoleListQuerySchema, RoleListSchema, RoleOptionsSchema, RoleSaveSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../plugins/auth.js';
import { conflict, forbidden, notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { countLiveUsersOfRole, findRole, findRoleRef, insertRole, listRoleOptions, listRoles, operationNamesFor, softDeleteRole, updateRole } from './roles.repository.js';
import { assertHoldsAll, assertHoldsRole, cannotChangeRole, cannotGrant, NOT_EDITABLE_ROLE } from './roles.service.js';

const heldBy = (count: number) => `This Role is held by ${count} ${count === 1 ? 'User' : 'Users'} and cannot be deleted.`;

export async function rolesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['roles'];

  /** A live role the caller may change: 404 when gone, 403 when built in or holding operations the caller lacks. */
  async function changeableRole(request: Parameters<typeof currentUser>[0], id: number) {
    const role = await findRoleRef(ctx.db, id);
    if (!role) throw notFound('Role');
    if (!role.editable) throw forbidden(NOT_EDITABLE_ROLE);
    await assertHoldsRole(ctx.db, currentUser(request), id, cannotChangeRole);
    return role;
  }

  r.get(
    '/roles',
    {
      config: { access: { operation: 'List Roles' } },
      schema: { tags, querystring: RoleListQuerySchema, response: { 200: RoleListSchema, ...errorResponses(401, 403, 422) } },
    },
    (request) => listRoles(ctx.db, request.query),
  );

  // The user form's Role dropdown reads this list, so the user operations open it too.
  r.get(
    '/roles/all',
    {
      config: { access: { operation: ['List Roles', 'Add User', 'Update User'] } },
      schema: { tags, response: { 200: RoleOptionsSchema, ...errorResponses(401, 403) } },
    },
    () => listRoleOptions(ctx.db),
  );

  r.get(
    '/roles/:id',
    {
      config: { access: { operation: ['List Roles', 'Update Role'] } },
      schema: { tags, params: IdParamsSchema, response: { 200: RoleDetailSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => (await findRole(ctx.db, request.params.id)) ?? Promise.reject(notFound('Role')),
  );

  r.post(
    '/roles',
    {
      config: { access: { operation: 'Add Role' } },
      schema: { tags, body: RoleSaveSchema, response: { 201: RoleDetailSchema, ...errorResponses(401, 403, 409, 422) } },
    },
    async (request, reply) => {
      assertHoldsAll(currentUser(request), await operationNamesFor(ctx.db, request.body.operations), cannotGrant);
      return reply.status(201).send(await insertRole(ctx.db, request.body));
    },
  );

  r.put(
    '/roles/:id',
    {
      config: { access: { operation: 'Update Role' } },
      schema: { tags, params: IdParamsSchema, body: RoleSaveSchema, response: { 200: RoleDetailSchema, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    async (request) => {
      await changeableRole(request, request.params.id);
      assertHoldsAll(currentUser(request), await operationNamesFor(ctx.db, request.body.operations), cannotGrant);
      // Operations are read on every request, so the role's users work under the new set from their next call.
      return (await updateRole(ctx.db, request.params.id, request.body)) ?? Promise.reject(notFound('Role'));
    },
  );

  r.delete(
    '/roles/:id',
    {
      config: { access: { operation: 'Delete Role' } },
      schema: { tags, params: IdParamsSchema, response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    async (request) => {
      const { id } = request.params;
      await changeableRole(request, id);
      if (!(await softDeleteRole(ctx.db, id))) {
        const holders = await countLiveUsersOfRole(ctx.db, id);
        if (holders > 0) throw conflict(heldBy(holders));
        throw notFound('Role');
      }
      return { message: 'Role deleted.' };
    },
  );
}
