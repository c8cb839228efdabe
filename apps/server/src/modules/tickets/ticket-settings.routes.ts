import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TicketSettingsResponseSchema, TicketSettingsSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { ifMatchVersion, withEtag } from '../../lib/record-version.js';
import { readTicketSettings, saveTicketSettings } from './ticket-settings.service.js';

/** spec §7 GET and PUT /ticket-settings {access, emails, production, sales}: lists of live user ids. */
export async function ticketSettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['ticket settings'];

  r.get(
    '/ticket-settings',
    {
      config: { access: { operation: 'Update Ticket Settings' } },
      schema: {
        operationId: 'getTicketSettings',
        summary: 'Get the ticket settings (who is told about tickets, and how)',
        description:
          'Four lists of user ids: access, emails (mailed about new tickets), production (may view and add comments) and sales (may view comments, mailed about new ones). Answers the ETag of their version: send it as If-Match with the PUT.',
        tags,
        response: { 200: TicketSettingsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => withEtag(reply, await readTicketSettings(ctx.db)),
  );

  r.put(
    '/ticket-settings',
    {
      config: { access: { operation: 'Update Ticket Settings' } },
      schema: {
        operationId: 'updateTicketSettings',
        summary: 'Replace the ticket settings',
        description:
          'Every list is required and replaces the stored one (an empty list clears it); each may name live users only (422 on that list otherwise). With If-Match (the ETag of GET), settings saved by someone else since answer 412 and nothing changes; the answer carries the new ETag.',
        tags,
        body: TicketSettingsSchema,
        response: { 200: TicketSettingsResponseSchema, ...errorResponses(401, 403, 412, 422) },
      },
    },
    async (request, reply) => withEtag(reply, await saveTicketSettings(ctx.db, request.body, ifMatchVersion(request))),
  );
}
