import type { AppModule } from '../../app-module.js';
import { authRoutes } from './auth.routes.js';
import { purgeSpentResets } from './password-resets.repository.js';

/** Staff sign-in, sign-out and password reset; spent reset codes are purged. */
export const authModule: AppModule = {
  name: 'auth',
  routes: [authRoutes],
  purges: {
    // Staff and customer codes alike (one table each, one purge).
    otps: (ctx, now) => purgeSpentResets(ctx.db, new Date(now).toISOString()),
  },
};
