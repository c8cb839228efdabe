import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TicketSettingsResponseSchema, TicketSettingsSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { getTicketSettings, saveTicketSettings } from './ticket-settings.service.js';

/** spec §7 GET and PUT /ticket-settings {access, emails, production, sales}: lists of live user ids. */
export async function ticketSettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['ticket settings'];

  r.get(
    '/ticket-settings',
    {
      config: { access: { operation: 'Update Ticket Settings' } },
      schema: { tags, response: { 200: TicketSettingsResponseSchema, ...errorResponses(401, 403) } },
    },
    () => getTicketSettings(ctx.db),
  );

  r.put(
    '/ticket-settings',
    {
      config: { access: { operation: 'Update Ticket Settings' } },
      schema: { tags, body: TicketSettingsSchema, response: { 200: TicketSettingsResponseSchema, ...errorResponses(401, 403, 422) } },
    },
    (request) => saveTicketSettings(ctx.db, request.body),
  );
}
