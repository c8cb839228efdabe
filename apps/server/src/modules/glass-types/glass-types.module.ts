import type { AppModule } from '../../app-module.js';
import { heldRow, namedSnapshot } from '../activity/activity-snapshots.js';
import { glassTypesRepository } from './glass-types.repository.js';
import { glassTypesRoutes } from './glass-types.routes.js';

export const glassTypesModule: AppModule = {
  name: 'glass-types',
  routes: [glassTypesRoutes],
  snapshots: { glass_type: namedSnapshot('Glass Type', (db, id) => glassTypesRepository.find(db, id), heldRow('glass_types')) },
};
