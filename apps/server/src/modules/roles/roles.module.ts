import type { AppModule } from '../../app-module.js';
import { rolesRoutes } from './roles.routes.js';
import { roleSnapshot } from './roles.repository.js';

/** Roles built from operations. */
export const rolesModule: AppModule = { name: 'roles', routes: [rolesRoutes], snapshots: { role: roleSnapshot } };
