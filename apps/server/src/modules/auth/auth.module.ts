import type { AppModule } from '../../app-module.js';
import { authRoutes } from './auth.routes.js';
import { purgeSpentResets } from './password-resets.repository.js';
import { purgeDeadSessions } from './sessions.repository.js';

/** Staff sign-in, sign-out and password reset; its sessions and codes are purged once dead. */
export const authModule: AppModule = {
  name: 'auth',
  routes: [authRoutes],
  purges: {
    sessions: (ctx, now) => purgeDeadSessions(ctx.db, new Date(now).toISOString()),
    // Staff and customer codes alike (one table each, one purge).
    otps: (ctx, now) => purgeSpentResets(ctx.db, new Date(now).toISOString()),
  },
};
