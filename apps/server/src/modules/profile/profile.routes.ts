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
import { ifMatchVersion, withEtag } from '../../lib/record-version.js';
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
        description:
          'The address support requests are mailed to. Only the Super Admin may read it, whatever operations another role holds. Answers the ETag of its version: send it as If-Match with the PUT.',
        tags,
        response: { 200: NotificationSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => withEtag(reply, await notificationSettings(ctx.db, currentUser(request))),
  );

  // CONTRACT "Concurrent edits" names GET /notification-settings/{id}: the settings by their id (any other is a 404).
  r.get(
    '/notification-settings/:id',
    {
      config: { access: { signedIn: true } },
      schema: {
        operationId: 'getNotificationSettingsById',
        summary: 'Get the notification settings by their id',
        description: 'The settings (getNotificationSettings) when the id is theirs, else 404; only the Super Admin may read them. Answers the ETag of their version.',
        tags,
        params: IdParamsSchema,
        response: { 200: NotificationSettingsSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => withEtag(reply, await notificationSettings(ctx.db, currentUser(request), request.params.id)),
  );

  r.put(
    '/notification-settings/:id',
    {
      config: { access: { signedIn: true } },
      schema: {
        operationId: 'updateNotificationSettings',
        summary: 'Set the notification e-mail address',
        description:
          'Support requests are mailed to this address from then on. Only the Super Admin may change it, whatever operations another role holds. With If-Match (the ETag of GET), settings saved by someone else since answer 412 and nothing changes; the answer carries the new ETag.',
        tags,
        params: IdParamsSchema,
        body: NotificationSettingsUpdateSchema,
        response: { 200: NotificationSettingsSchema, ...errorResponses(401, 403, 404, 412, 422) },
      },
    },
    async (request, reply) => withEtag(reply, await saveNotificationSettings(ctx.db, currentUser(request), request.params.id, request.body.email, ifMatchVersion(request))),
  );
}
