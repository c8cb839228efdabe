import type { AppModule } from '../../app-module.js';
import { heldRow, snapshotReader } from '../activity/activity-snapshots.js';
import { userPlantsRoutes } from './user-plants.routes.js';
import { usersRoutes } from './users.routes.js';
import { userSessionsRoutes } from './user-sessions.routes.js';
import { purgeDeadSessions } from './user-sessions.repository.js';
import { userSnapshot } from './users.repository.js';

/** Staff users, their plants and their sessions. */
export const usersModule: AppModule = {
  name: 'users',
  routes: [usersRoutes, userPlantsRoutes, userSessionsRoutes],
  snapshots: { user: snapshotReader(userSnapshot, heldRow('users')) },
  // Expired or revoked sessions can never be used again.
  purges: { sessions: (ctx, now) => purgeDeadSessions(ctx.db, new Date(now).toISOString()) },
};
