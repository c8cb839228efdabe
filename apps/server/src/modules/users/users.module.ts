import type { AppModule } from '../../app-module.js';
import { userPlantsRoutes } from './user-plants.routes.js';
import { usersRoutes } from './users.routes.js';
import { userSnapshot } from './users.repository.js';

/** Staff users and their plants. */
export const usersModule: AppModule = { name: 'users', routes: [usersRoutes, userPlantsRoutes], snapshots: { user: userSnapshot } };
