import type { AppModule } from '../../app-module.js';
import { heldRow, snapshotReader } from '../activity/activity-snapshots.js';
import { rolesRoutes } from './roles.routes.js';
import { roleSnapshot } from './roles.repository.js';

/** Roles built from operations. */
export const rolesModule: AppModule = { name: 'roles', routes: [rolesRoutes], snapshots: { role: snapshotReader(roleSnapshot, heldRow('roles')) } };
