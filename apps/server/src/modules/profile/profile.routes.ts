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
      schema: {
        operationId: 'updateProfile',
        summary: "Update the signed-in user's own names",
        tags,
        body: ProfileUpdateSchema,
        response: { 200: ProfileSchema, ...errorResponses(401, 404, 422) },
      },
    },
    (request) => updateProfile(ctx.db, currentUser(request), request.body),
  );

  r.put(
    '/change-password',
    {
      config: { access: { signedIn: true } },
      schema: {
        operationId: 'changePassword',
        summary: "Change the signed-in user's own password",
        description: 'Needs the old password (403 when it is wrong). Every other session of the user ends; the one making the change stays signed in.',
        tags,
        body: ChangePasswordSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 422) },
      },
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
      schema: {
        operationId: 'getNotificationSettings',
        summary: 'Get the notification settings (Preferences)',
        description: 'The address support requests are mailed to. Only the Super Admin may read it, whatever operations another role holds.',
        tags,
        response: { 200: NotificationSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => notificationSettings(ctx.db, currentUser(request)),
  );

  r.put(
    '/notification-settings/:id',
    {
      config: { access: { signedIn: true } },
      schema: {
        operationId: 'updateNotificationSettings',
        summary: 'Set the notification e-mail address',
        description: 'Support requests are mailed to this address from then on. Only the Super Admin may change it, whatever operations another role holds.',
        tags,
        params: IdParamsSchema,
        body: NotificationSettingsUpdateSchema,
        response: { 200: NotificationSettingsSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => saveNotificationSettings(ctx.db, currentUser(request), request.params.id, request.body.email),
  );
}
