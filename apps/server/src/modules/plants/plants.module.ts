import type { AppModule } from '../../app-module.js';
import { heldRow, snapshotReader } from '../activity/activity-snapshots.js';
import { plantSnapshot } from './plants.repository.js';
import { plantsRoutes } from './plants.routes.js';

export const plantsModule: AppModule = { name: 'plants', routes: [plantsRoutes], snapshots: { plant: snapshotReader(plantSnapshot, heldRow('plants')) } };
