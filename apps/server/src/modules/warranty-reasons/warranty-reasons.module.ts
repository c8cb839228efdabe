import type { AppModule } from '../../app-module.js';
import { heldRow, namedSnapshot } from '../activity/activity-snapshots.js';
import { warrantyReasonsRepository } from './warranty-reasons.repository.js';
import { warrantyReasonsRoutes } from './warranty-reasons.routes.js';

export const warrantyReasonsModule: AppModule = {
  name: 'warranty-reasons',
  routes: [warrantyReasonsRoutes],
  snapshots: { warranty_reason: namedSnapshot('Warranty Reason', (db, id) => warrantyReasonsRepository.find(db, id), heldRow('warranty_reasons')) },
};
