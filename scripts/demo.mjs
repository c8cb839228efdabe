// `npm run demo`: the same app as `npm start`, on its own data folder (./data-demo unless DATA_DIR is set), filled
// with the demo set on its first start (apps/server/src/demo). Later starts keep what is there.
import { buildIfNeeded } from './build-if-needed.mjs';

process.env.DATA_DIR ||= 'data-demo';
process.env.DEMO_DATA = 'true';
// No log line per request (server errors still log): with them, the first clicks push the sign-in lines off the screen.
process.env.LOG_REQUESTS ||= 'false';
// The demo's own key for authenticator-app secrets: printed here for all to read, so for the demo only. A real
// server sets MFA_SECRET_KEY to 32 random bytes of its own (openssl rand -hex 32).
process.env.MFA_SECRET_KEY ||= 'de40de40de40de40de40de40de40de40de40de40de40de40de40de40de40de40';
buildIfNeeded();
await import('../apps/server/dist/server.js');
