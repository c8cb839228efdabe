import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardCountsSchema, DashboardTrolleysSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { countLive } from '../businesses/businesses.repository.js';
import { countLiveTickets } from '../tickets/tickets.repository.js';
import { isSuperAdmin } from '../../lib/super-admin.js';
import { dashboardTrolleys } from './dashboard-trolleys.repository.js';

export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboard'];

  // spec §2: the dashboard home needs no operation. CONTRACT: counts of what is not in the trash (tickets: not
  // disabled).
  r.get(
    '/dashboard',
    {
      config: { access: { signedIn: true } },
      schema: { tags, response: { 200: DashboardCountsSchema, ...errorResponses(401) } },
    },
    async () => {
      const [counts, tickets] = await Promise.all([countLive(ctx.db), countLiveTickets(ctx.db)]);
      return { ...counts, tickets };
    },
  );

  // The dashboard's trolley cards (the fleet's operation, List Trolleys): the plant figures cover the plants the
  // caller acts at (spec §6; the Super Admin acts at every plant, as GET /trolleys/plants answers), the figures
  // about customers the whole fleet.
  r.get(
    '/dashboard/trolleys',
    {
      config: { access: { operation: 'List Trolleys' } },
      schema: { tags, response: { 200: DashboardTrolleysSchema, ...errorResponses(401, 403) } },
    },
    (request) => {
      const user = currentUser(request);
      return dashboardTrolleys(ctx.db, isSuperAdmin(user) ? null : user.id);
    },
  );
}
