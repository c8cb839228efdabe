import type { AppModule } from '../../app-module.js';
import { dashboardRoutes } from './dashboard.routes.js';

export const dashboardModule: AppModule = { name: 'dashboard', routes: [dashboardRoutes] };
