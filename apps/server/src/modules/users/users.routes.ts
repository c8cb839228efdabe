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
import { conflict, forbidden, notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { hashPassword } from '../../lib/passwords.js';
import { revokeUserSessions } from '../auth/sessions.repository.js';
import { findUserById, insertUser, listUserOptions, listUsers, setPasswordHash, softDeleteUser, updateUser } from './users.repository.js';
import { assignableRole, changeableUser, withLiveRole } from './users.service.js';

export async function usersRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  r.get(
    '/users',
    {
      config: { access: { operation: 'List Users' } },
      schema: { tags, querystring: UserListQuerySchema, response: { 200: UserListSchema, ...errorResponses(401, 403, 422) } },
    },
    (request) => listUsers(ctx.db, request.query),
  );

  // Also the Ticket Settings screen's four groups of users (Update Ticket Settings).
  r.get(
    '/users/all',
    {
      config: { access: { operation: ['List Users', 'Update Ticket Settings'] } },
      schema: { tags, response: { 200: UserOptionsSchema, ...errorResponses(401, 403) } },
    },
    () => listUserOptions(ctx.db),
  );

  // spec §7: GET /users/{id}. Anyone may read their own record (the web app does after sign-in);
  // reading someone else's needs a users operation.
  r.get(
    '/users/:id',
    {
      config: { access: { signedIn: true } },
      schema: { tags, params: IdParamsSchema, response: { 200: UserSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      const me = currentUser(request);
      const { id } = request.params;
      if (id !== me.id && !['List Users', 'Update User', 'Reset Password'].some((op) => me.operations.has(op))) {
        throw forbidden();
      }
      const user = await findUserById(ctx.db, id);
      if (!user) throw notFound('User');
      return user;
    },
  );

  r.post(
    '/users',
    {
      config: { access: { operation: 'Add User' } },
      schema: { tags, body: UserCreateSchema, response: { 201: UserSchema, ...errorResponses(401, 403, 409, 422) } },
    },
    async (request, reply) => {
      const { role, password, ...names } = request.body;
      await assignableRole(ctx.db, currentUser(request), role, 'role');
      const password_hash = await hashPassword(password);
      const user = await withLiveRole(ctx.db, role, 'role', (trx) => insertUser(trx, { ...names, password_hash, role_id: role }));
      return reply.status(201).send(user);
    },
  );

  // The email never changes: the body has no email field, and any sent is dropped by the schema.
  r.put(
    '/users/:id',
    {
      config: { access: { operation: 'Update User' } },
      schema: { tags, params: IdParamsSchema, body: UserUpdateSchema, response: { 200: UserSchema, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    async (request) => {
      const me = currentUser(request);
      const { id } = request.params;
      const user = await changeableUser(ctx.db, me, id);
      if (request.body.role_id !== user.role.id) await assignableRole(ctx.db, me, request.body.role_id, 'role_id');
      const updated = await withLiveRole(ctx.db, request.body.role_id, 'role_id', (trx) => updateUser(trx, id, request.body, user.role.id));
      if (updated) return updated;
      // Gone, or moved to another role by someone else since the checks above: the caller reloads and decides again.
      if (!(await findUserById(ctx.db, id))) throw notFound('User');
      throw conflict('This User was changed meanwhile. Reload and try again.');
    },
  );

  r.delete(
    '/users/:id',
    {
      config: { access: { operation: 'Delete User' } },
      schema: { tags, params: IdParamsSchema, response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    async (request) => {
      const me = currentUser(request);
      const { id } = request.params;
      if (id === me.id) throw conflict('You cannot delete your own account.');
      await changeableUser(ctx.db, me, id);
      await ctx.db.transaction().execute(async (trx) => {
        if (!(await softDeleteUser(trx, id))) throw notFound('User');
        await revokeUserSessions(trx, id);
      });
      return { message: 'User deleted.' };
    },
  );

  r.put(
    '/users/:id/reset-password',
    {
      config: { access: { operation: 'Reset Password' } },
      schema: { tags, params: IdParamsSchema, body: ResetPasswordSchema, response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    async (request) => {
      const me = currentUser(request);
      const { id } = request.params;
      // Your own password changes with the old one (Change Password), never by reset: a stolen session alone
      // must not be enough to take the account over.
      if (id === me.id) throw conflict('Use Change Password in My Profile to change your own password.');
      await changeableUser(ctx.db, me, id);
      const passwordHash = await hashPassword(request.body.new_password);
      await ctx.db.transaction().execute(async (trx) => {
        if (!(await setPasswordHash(trx, id, passwordHash))) throw notFound('User');
        // Every session of that user ends at once.
        await revokeUserSessions(trx, id);
      });
      return { message: 'Password updated.' };
    },
  );
}
