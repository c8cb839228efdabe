import type { AppModule } from '../../app-module.js';
import { trolleyCostsRoutes } from './trolley-costs.routes.js';
import { trolleyMovesRoutes } from './trolley-moves.routes.js';
import { trolleyDigestJob } from './trolley-overdue.service.js';
import { trolleyStatementsRoutes } from './trolley-statements.routes.js';
import { trolleyTransactionsRoutes } from './trolley-transactions.routes.js';
import { trolleySnapshot } from './trolleys.repository.js';
import { trolleysRoutes } from './trolleys.routes.js';

/**
 * The fleet: trolleys, their moves and history, what they cost at customers (the billing engine's figures), the
 * statements, and the daily overdue digest at TROLLEY_DIGEST_HOUR (none when unset).
 */
export const trolleysModule: AppModule = {
  name: 'trolleys',
  routes: [trolleysRoutes, trolleyTransactionsRoutes, trolleyCostsRoutes, trolleyMovesRoutes, trolleyStatementsRoutes],
  snapshots: { trolley: trolleySnapshot },
  jobs: (ctx) => (ctx.config.trolleyDigestHour === undefined ? [] : [trolleyDigestJob(ctx, ctx.config.trolleyDigestHour)]),
};
