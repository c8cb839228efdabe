import type { FastifyInstance } from 'fastify';
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
import { errorResponses } from '../../lib/route-schemas.js';
import { changePassword, notificationSettings, saveNotificationSettings, updateProfile } from './profile.service.js';

export async function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];

  r.put(
    '/profile',
    {
      config: { access: { signedIn: true } },
      schema: { tags, body: ProfileUpdateSchema, response: { 200: ProfileSchema, ...errorResponses(401, 404, 422) } },
    },
    (request) => updateProfile(ctx.db, currentUser(request), request.body),
  );

  r.put(
    '/change-password',
    {
      config: { access: { signedIn: true } },
      schema: { tags, body: ChangePasswordSchema, response: { 200: MessageSchema, ...errorResponses(401, 403, 422) } },
    },
    async (request) => {
      await changePassword(ctx.db, currentUser(request), request.body);
      return { message: 'Password changed.' };
    },
  );

  r.get(
    '/notification-settings',
    {
      config: { access: { signedIn: true } },
      schema: { tags, response: { 200: NotificationSettingsSchema, ...errorResponses(401, 403) } },
    },
    (request) => notificationSettings(ctx.db, currentUser(request)),
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
    (request) => saveNotificationSettings(ctx.db, currentUser(request), request.params.id, request.body.email),
  );
}
