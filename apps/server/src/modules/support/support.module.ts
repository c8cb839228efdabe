import type { AppModule } from '../../app-module.js';
import { supportSnapshot } from './support.repository.js';
import { supportRoutes } from './support.routes.js';

/** The public support form and the Support List. */
export const supportModule: AppModule = { name: 'support', routes: [supportRoutes], snapshots: { support: supportSnapshot } };
