import type { AppModule } from '../../app-module.js';
import { heldRow, snapshotReader } from '../activity/activity-snapshots.js';
import { helpSnapshot } from './help.repository.js';
import { helpRoutes } from './help.routes.js';

export const helpModule: AppModule = { name: 'help', routes: [helpRoutes], snapshots: { help: snapshotReader(helpSnapshot, heldRow('help')) } };
