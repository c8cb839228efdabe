import type { AppModule } from '../../app-module.js';
import { heldRow, snapshotReader } from '../activity/activity-snapshots.js';
import { businessSnapshot } from './businesses.repository.js';
import { businessesRoutes } from './businesses.routes.js';

export const businessesModule: AppModule = { name: 'businesses', routes: [businessesRoutes], snapshots: { business: snapshotReader(businessSnapshot, heldRow('businesses')) } };
