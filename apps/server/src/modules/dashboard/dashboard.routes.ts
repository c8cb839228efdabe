import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardCountsSchema, DashboardTrolleysSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { dashboardCounts, trolleyCards } from './dashboard.service.js';

export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboard'];

  // spec §2: the dashboard home needs no operation. CONTRACT: counts of what is not in the trash (tickets: not
  // disabled).
  r.get(
    '/dashboard',
    {
      config: { access: { signedIn: true } },
      schema: {
        operationId: 'getDashboardCounts',
        summary: 'Get the dashboard counts',
        description: 'Counts what is not in the trash (tickets: not disabled); open_disputes for a caller with List Disputes, else null.',
        tags,
        response: { 200: DashboardCountsSchema, ...errorResponses(401) },
      },
    },
    (request) => dashboardCounts(ctx.db, currentUser(request)),
  );

  // The dashboard's trolley cards need the fleet's operation (List Trolleys).
  r.get(
    '/dashboard/trolleys',
    {
      config: { access: { operation: 'List Trolleys' } },
      schema: {
        operationId: 'getDashboardTrolleys',
        summary: 'Get the dashboard trolley cards',
        description: 'The plant figures cover the plants the caller works at (the Super Admin: every plant); the customer figures cover the whole fleet.',
        tags,
        response: { 200: DashboardTrolleysSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => trolleyCards(ctx.db, currentUser(request)),
  );
}
