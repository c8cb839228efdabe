import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChangePasswordSchema,
  IdParamsSchema,
  MessageSchema,
  NotificationSettingsSchema,
  NotificationSettingsUpdateSchema,
  ProfileSchema,
  ProfileUpdateSchema,
} from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../plugins/auth.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { isSuperAdmin } from '../../lib/super-admin.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { revokeUserSessions } from '../auth/sessions.repository.js';
import { findPasswordHash, setPasswordHash, updateUser } from '../users/users.repository.js';
import { getNotificationSettings, updateNotificationSettings } from './notification-settings.repository.js';

// spec §2 "Profile": Preferences (the notification settings) belong to the role named Super Admin only.
function requireSuperAdmin(request: FastifyRequest) {
  if (!isSuperAdmin(currentUser(request))) throw forbidden('Only the Super Admin can change the preferences.');
}

export async function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];

  r.put(
    '/profile',
    {
      config: { access: { signedIn: true } },
      schema: { tags, body: ProfileUpdateSchema, response: { 200: ProfileSchema, ...errorResponses(401, 404, 422) } },
    },
    async (request) => (await updateUser(ctx.db, currentUser(request).id, request.body)) ?? Promise.reject(notFound('User')),
  );

  r.put(
    '/change-password',
    {
      config: { access: { signedIn: true } },
      schema: { tags, body: ChangePasswordSchema, response: { 200: MessageSchema, ...errorResponses(401, 403, 422) } },
    },
    async (request) => {
      const me = currentUser(request);
      const stored = await findPasswordHash(ctx.db, me.id);
      if (!stored || !(await verifyPassword(request.body.old_password, stored.password_hash))) {
        throw forbidden('Old password is incorrect.');
      }
      const passwordHash = await hashPassword(request.body.new_password);
      await ctx.db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, me.id, passwordHash);
        // CONTRACT: a password change revokes tokens; the one making the change stays signed in.
        await revokeUserSessions(trx, me.id, me.sessionId);
      });
      return { message: 'Password changed.' };
    },
  );

  r.get(
    '/notification-settings',
    {
      config: { access: { signedIn: true } },
      schema: { tags, response: { 200: NotificationSettingsSchema, ...errorResponses(401, 403) } },
    },
    async (request) => {
      requireSuperAdmin(request);
      return getNotificationSettings(ctx.db);
    },
  );

  r.put(
    '/notification-settings/:id',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        params: IdParamsSchema,
        body: NotificationSettingsUpdateSchema,
        response: { 200: NotificationSettingsSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      requireSuperAdmin(request);
      return (await updateNotificationSettings(ctx.db, request.params.id, request.body.email)) ?? Promise.reject(notFound('Notification settings'));
    },
  );
}
