import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, MessageSchema, StaffSessionListSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { endMyOtherSessions, endMySession, mySessions } from './user-sessions.service.js';
import { endUserSessions } from './users.service.js';

const endedMessage = (ended: number, what: string) => (ended === 0 ? `No ${what} was signed in.` : ended === 1 ? `1 ${what} ended.` : `${ended} ${what}s ended.`);

/** CONTRACT "Staff sign-in: second factors and sessions": my sessions, and an admin ending a user's. */
export async function userSessionsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/me/sessions',
    {
      config: { access: { signedIn: true } },
      schema: {
        operationId: 'listMySessions',
        summary: 'List my signed-in sessions',
        description:
          'Each live session of the signed-in user (not ended, used within SESSION_IDLE_MINUTES, younger than SESSION_MAX_HOURS), the most recently used first; `current` marks the one of this call.',
        tags: ['session'],
        response: { 200: StaffSessionListSchema, ...errorResponses(401) },
      },
    },
    (request) => mySessions(ctx, currentUser(request)),
  );

  r.delete(
    '/me/sessions/:id',
    {
      config: { access: { signedIn: true } },
      schema: {
        operationId: 'endMySession',
        summary: 'End one of my sessions',
        description: "Its token answers 401 from its next call. Ending this call's own session signs out. 404 for a session that is not the caller's or has ended.",
        tags: ['session'],
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      await endMySession(ctx, currentUser(request), request.params.id);
      return { message: 'Session ended.' };
    },
  );

  r.delete(
    '/me/sessions',
    {
      config: { access: { signedIn: true } },
      schema: {
        operationId: 'endMyOtherSessions',
        summary: 'End all my other sessions',
        description: 'Every session of the signed-in user but the one of this call ends.',
        tags: ['session'],
        response: { 200: MessageSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ message: endedMessage(await endMyOtherSessions(ctx, currentUser(request)), 'other session') }),
  );

  r.delete(
    '/users/:id/sessions',
    {
      config: { access: { operation: 'Update User' } },
      schema: {
        operationId: 'endUserSessions',
        summary: "End all of a user's sessions",
        description:
          'Every session of the user ends (a lost phone): each token answers 401 from its next call. Refused like Update User for a user whose role is not editable or holds operations the caller lacks.',
        tags: ['users'],
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({ message: endedMessage(await endUserSessions(ctx.db, currentUser(request), request.params.id), 'session') }),
  );
}
