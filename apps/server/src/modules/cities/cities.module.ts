import type { AppModule } from '../../app-module.js';
import { heldRow, namedSnapshot } from '../activity/activity-snapshots.js';
import { citiesRepository } from './cities.repository.js';
import { citiesRoutes } from './cities.routes.js';

export const citiesModule: AppModule = {
  name: 'cities',
  routes: [citiesRoutes],
  snapshots: { city: namedSnapshot('City', (db, id) => citiesRepository.find(db, id), heldRow('cities')) },
};
