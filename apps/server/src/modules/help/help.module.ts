import type { AppModule } from '../../app-module.js';
import { helpSnapshot } from './help.repository.js';
import { helpRoutes } from './help.routes.js';

export const helpModule: AppModule = { name: 'help', routes: [helpRoutes], snapshots: { help: helpSnapshot } };
