import type { AppModule } from '../../app-module.js';
import { customerAppRoutes } from './customer-app.routes.js';
import { customerStatementsRoutes } from './customer-statements.routes.js';
import { customerTrolleysRoutes } from './customer-trolleys.routes.js';

/** The customer app's own calls: sign-up, sign-in, the account, its trolleys and statements. */
export const customerAppModule: AppModule = {
  name: 'customer-app',
  customerRoutes: [customerAppRoutes, customerTrolleysRoutes, customerStatementsRoutes],
};
