import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, UserSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../plugins/auth.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { findUserById } from './users.repository.js';

export async function usersRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // spec §7: GET /users/{id}. Anyone may read their own record (the web app does after sign-in);
  // reading someone else's needs a users operation.
  r.get('/users/:id', {
    config: { access: { signedIn: true } },
    schema: { tags: ['users'], params: IdParamsSchema, response: { 200: UserSchema, ...errorResponses(401, 403, 404, 422) } },
  }, async (request) => {
    const me = currentUser(request);
    const { id } = request.params;
    if (id !== me.id && !['List Users', 'Update User', 'Reset Password'].some((op) => me.operations.has(op))) {
      throw forbidden();
    }
    const user = await findUserById(ctx.db, id);
    if (!user) throw notFound('User');
    return user;
  });
}
