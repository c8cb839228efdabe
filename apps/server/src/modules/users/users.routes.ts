import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  MessageSchema,
  ResetPasswordSchema,
  UserCreateSchema,
  UserListQuerySchema,
  UserListSchema,
  UserOptionsSchema,
  UserSchema,
  UserUpdateSchema,
} from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { ifMatchVersion, withEtag } from '../../lib/record-version.js';
import { changeUser, createUser, deleteUser, getUser, listUserOptions, listUsers, resetPassword } from './users.service.js';

export async function usersRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  r.get(
    '/users',
    {
      config: { access: { operation: 'List Users' } },
      schema: {
        operationId: 'listUsers',
        summary: 'List staff users (paged, sortable, searchable)',
        tags,
        querystring: UserListQuerySchema,
        response: { 200: UserListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    (request) => listUsers(ctx.db, request.query),
  );

  // Also the Ticket Settings screen's four groups of users (Update Ticket Settings).
  r.get(
    '/users/all',
    {
      config: { access: { operation: ['List Users', 'Update Ticket Settings', 'View Activity'] } },
      schema: { operationId: 'listUserOptions', summary: 'List all staff users as choices for a picker', tags, response: { 200: UserOptionsSchema, ...errorResponses(401, 403) } },
    },
    () => listUserOptions(ctx.db),
  );

  // spec §7: GET /users/{id}. Anyone may read their own record (the web app does after sign-in);
  // reading someone else's needs a users operation.
  r.get(
    '/users/:id',
    {
      config: { access: { signedIn: true } },
      schema: {
        operationId: 'getUser',
        summary: 'Get a staff user',
        description:
          "Any signed-in user may read their own record; reading another user's needs one of the users operations (List Users, Update User, Reset Password). Answers the ETag of its version: send it as If-Match with the PUT.",
        tags,
        params: IdParamsSchema,
        response: { 200: UserSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => withEtag(reply, await getUser(ctx.db, currentUser(request), request.params.id)),
  );

  r.post(
    '/users',
    {
      config: { access: { operation: 'Add User' } },
      schema: {
        operationId: 'createUser',
        summary: 'Create a staff user',
        description: 'The role given may not hold operations the caller lacks. 409 when a user with this e-mail already exists.',
        tags,
        body: UserCreateSchema,
        response: { 201: UserSchema, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => reply.status(201).send(await createUser(ctx.db, currentUser(request), request.body)),
  );

  // The email never changes: the body has no email field, and any sent is dropped by the schema.
  r.put(
    '/users/:id',
    {
      config: { access: { operation: 'Update User' } },
      schema: {
        operationId: 'updateUser',
        summary: "Update a staff user's names and role",
        description:
          'The e-mail never changes (an email field is ignored). Refused for a user whose role is not editable or holds operations the caller lacks; 409 when the user was moved to another role meanwhile. With If-Match (the ETag of GET), a user saved by someone else since answers 412 and nothing changes; the answer carries the new ETag.',
        tags,
        params: IdParamsSchema,
        body: UserUpdateSchema,
        response: { 200: UserSchema, ...errorResponses(401, 403, 404, 409, 412, 422) },
      },
    },
    async (request, reply) => withEtag(reply, await changeUser(ctx.db, currentUser(request), request.params.id, request.body, ifMatchVersion(request))),
  );

  r.delete(
    '/users/:id',
    {
      config: { access: { operation: 'Delete User' } },
      schema: {
        operationId: 'deleteUser',
        summary: 'Delete a staff user',
        description: 'The user can no longer sign in, and every session of theirs ends at once. 409 for your own account.',
        tags,
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await deleteUser(ctx.db, currentUser(request), request.params.id);
      return { message: 'User deleted.' };
    },
  );

  r.put(
    '/users/:id/reset-password',
    {
      config: { access: { operation: 'Reset Password' } },
      schema: {
        operationId: 'resetUserPassword',
        summary: 'Set a new password for another staff user',
        description: 'Every session of that user ends at once. 409 for your own account: that goes through changePassword, with the old password.',
        tags,
        params: IdParamsSchema,
        body: ResetPasswordSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await resetPassword(ctx.db, currentUser(request), request.params.id, request.body.new_password);
      return { message: 'Password updated.' };
    },
  );
}
