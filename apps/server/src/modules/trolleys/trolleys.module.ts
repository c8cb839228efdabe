import type { AppModule } from '../../app-module.js';
import { heldRow, snapshotReader } from '../activity/activity-snapshots.js';
import { handoversRoutes } from './handovers.routes.js';
import { handovers, RECEIPT_ATTACHMENT } from './handovers.service.js';
import { statementDisputesRoutes } from './statement-disputes.routes.js';
import { trolleyCostsRoutes } from './trolley-costs.routes.js';
import { trolleyMovesRoutes } from './trolley-moves.routes.js';
import { trolleyDigestJob } from './trolley-overdue.service.js';
import { trolleyStatementsRoutes } from './trolley-statements.routes.js';
import { STATEMENT_ATTACHMENT, statementPdfOf } from './trolley-statements.service.js';
import { trolleyTransactionsRoutes } from './trolley-transactions.routes.js';
import { trolleySnapshot } from './trolleys.repository.js';
import { trolleysRoutes } from './trolleys.routes.js';

/**
 * The fleet: trolleys, their moves and history, what they cost at customers (the billing engine's figures), the
 * statements, the hand-overs (deliveries and pickups with their proof), and the daily overdue digest at
 * TROLLEY_DIGEST_HOUR (none when unset).
 */
export const trolleysModule: AppModule = {
  name: 'trolleys',
  routes: [trolleysRoutes, trolleyTransactionsRoutes, trolleyCostsRoutes, trolleyMovesRoutes, handoversRoutes, trolleyStatementsRoutes, statementDisputesRoutes],
  snapshots: { trolley: snapshotReader(trolleySnapshot, heldRow('trolleys')) },
  // A hand-over's client_id is remembered for 7 days; then it (and the answer kept for a resend) goes.
  // A hand-over's receipt, attached to the mail that tells its customer; a closed month's statement (the customer's
  // id, the month as key), attached to the mail that tells the customer and its master customer.
  mailAttachments: {
    [RECEIPT_ATTACHMENT]: async (ctx, { id }) => (await handovers.receipt(ctx, id)).pdf,
    [STATEMENT_ATTACHMENT]: async (ctx, { id, key }) => {
      if (!key) throw new Error('A statement attachment names no month');
      return (await statementPdfOf(ctx, id, key)).pdf;
    },
  },
  purges: { handoverClientIds: (ctx, now) => handovers.forgetClientIds(ctx.db, now) },
  jobs: (ctx) => (ctx.config.trolleyDigestHour === undefined ? [] : [trolleyDigestJob(ctx, ctx.config.trolleyDigestHour)]),
};
