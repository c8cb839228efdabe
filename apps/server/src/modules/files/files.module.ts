import type { AppModule } from '../../app-module.js';
import { fileServeRoutes, filesRoutes } from './files.routes.js';

/** Uploads (POST /files) and the files' own unguessable addresses at the root. */
export const filesModule: AppModule = { name: 'files', routes: [filesRoutes], rootRoutes: [fileServeRoutes] };
