import type { AppModule } from '../../app-module.js';
import { mfaRoutes } from './mfa.routes.js';
import { purgeDeadChallenges } from './mfa.repository.js';

/** Staff second factors: the authenticator app and its recovery codes; the sign-in challenges expire and go. */
export const mfaModule: AppModule = {
  name: 'mfa',
  routes: [mfaRoutes],
  purges: { mfaChallenges: (ctx, now) => purgeDeadChallenges(ctx.db, new Date(now).toISOString()) },
};
