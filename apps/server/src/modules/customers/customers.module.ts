import type { AppModule } from '../../app-module.js';
import { heldRow, snapshotOfRows } from '../activity/activity-snapshots.js';
import { purgeDeadCustomerSessions } from './customer-sessions.repository.js';
import { customerSnapshotOf, findCustomerSnapshotRow } from './customers.repository.js';
import { customersRoutes } from './customers.routes.js';

/** Customers, their cost terms and their sessions in the customer app (expired or revoked ones purged). */
export const customersModule: AppModule = {
  name: 'customers',
  routes: [customersRoutes],
  snapshots: { customer: snapshotOfRows(findCustomerSnapshotRow, customerSnapshotOf, heldRow('customers')) },
  purges: { customerSessions: (ctx, now) => purgeDeadCustomerSessions(ctx.db, new Date(now).toISOString()) },
};
