// `npm start`: build what is missing, then run one process that serves the web app and the API.
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
await import('../apps/server/dist/server.js');
