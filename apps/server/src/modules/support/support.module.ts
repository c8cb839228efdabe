import type { AppModule } from '../../app-module.js';
import { heldRow, snapshotReader } from '../activity/activity-snapshots.js';
import { supportSnapshot } from './support.repository.js';
import { supportRoutes } from './support.routes.js';

/** The public support form and the Support List. */
export const supportModule: AppModule = { name: 'support', routes: [supportRoutes], snapshots: { support: snapshotReader(supportSnapshot, heldRow('support_requests')) } };
