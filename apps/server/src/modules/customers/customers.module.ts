import type { AppModule } from '../../app-module.js';
import { heldRow, snapshotReader } from '../activity/activity-snapshots.js';
import { purgeDeadCustomerSessions } from './customer-sessions.repository.js';
import { customerSnapshot } from './customers.repository.js';
import { customersRoutes } from './customers.routes.js';

/** Customers, their cost terms and their sessions in the customer app (expired or revoked ones purged). */
export const customersModule: AppModule = {
  name: 'customers',
  routes: [customersRoutes],
  snapshots: { customer: snapshotReader(customerSnapshot, heldRow('customers')) },
  purges: { customerSessions: (ctx, now) => purgeDeadCustomerSessions(ctx.db, new Date(now).toISOString()) },
};
