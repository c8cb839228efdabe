// `npm run demo`: the same app as `npm start`, on its own data folder (./data-demo unless DATA_DIR is set), filled
// with the demo set on its first start (apps/server/src/demo). Later starts keep what is there.
import { buildIfNeeded } from './build-if-needed.mjs';

process.env.DATA_DIR ||= 'data-demo';
process.env.DEMO_DATA = 'true';
// No log line per request (server errors still log): with them, the first clicks push the sign-in lines off the screen.
process.env.LOG_REQUESTS ||= 'false';
buildIfNeeded();
await import('../apps/server/dist/server.js');
