import type { AppModule } from '../../app-module.js';
import { mfaRoutes } from './mfa.routes.js';
import { passkeyRoutes } from './passkeys.routes.js';
import { purgeDeadChallenges } from './mfa.repository.js';

/** Staff second factors: the authenticator app and its recovery codes, passkeys; the sign-in challenges expire and go. */
export const mfaModule: AppModule = {
  name: 'mfa',
  routes: [mfaRoutes, passkeyRoutes],
  purges: { mfaChallenges: (ctx, now) => purgeDeadChallenges(ctx.db, new Date(now).toISOString()) },
};
