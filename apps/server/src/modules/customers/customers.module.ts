import type { AppModule } from '../../app-module.js';
import { customerSnapshot } from './customers.repository.js';
import { customersRoutes } from './customers.routes.js';

export const customersModule: AppModule = { name: 'customers', routes: [customersRoutes], snapshots: { customer: customerSnapshot } };
