import type { AppModule } from '../../app-module.js';
import { plantSnapshot } from './plants.repository.js';
import { plantsRoutes } from './plants.routes.js';

export const plantsModule: AppModule = { name: 'plants', routes: [plantsRoutes], snapshots: { plant: plantSnapshot } };
