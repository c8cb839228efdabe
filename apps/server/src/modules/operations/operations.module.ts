import type { AppModule } from '../../app-module.js';
import { operationsRoutes } from './operations.routes.js';

/** The operations catalogue and the signed-in user's menu. */
export const operationsModule: AppModule = { name: 'operations', routes: [operationsRoutes] };
