import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardCountsSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { countLive } from '../businesses/businesses.repository.js';
import { countLiveTickets } from '../tickets/tickets.repository.js';

export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // spec §2: the dashboard home needs no operation. CONTRACT: counts of what is not in the trash (tickets: not
  // disabled).
  r.get(
    '/dashboard',
    {
      config: { access: { signedIn: true } },
      schema: { tags: ['dashboard'], response: { 200: DashboardCountsSchema, ...errorResponses(401) } },
    },
    async () => {
      const [counts, tickets] = await Promise.all([countLive(ctx.db), countLiveTickets(ctx.db)]);
      return { ...counts, tickets };
    },
  );
}
