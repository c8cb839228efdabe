import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TICKET_SETTING_KINDS, TicketSettingsResponseSchema, TicketSettingsSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { invalidField } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { getTicketSettings, notLiveUsers, replaceTicketSettings } from './ticket-settings.repository.js';

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
    async (request) => {
      await ctx.db.transaction().execute(async (trx) => {
        for (const kind of TICKET_SETTING_KINDS) {
          const strangers = await notLiveUsers(trx, request.body[kind]);
          if (strangers.length) throw invalidField(kind, `Only existing users can be chosen (not ${strangers.join(', ')}).`);
        }
        await replaceTicketSettings(trx, request.body);
      });
      return getTicketSettings(ctx.db);
    },
  );
}
