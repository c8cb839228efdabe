import { namedListService } from '../named-lists/named-list.service.js';
import { warrantyReasonsRepository } from './warranty-reasons.repository.js';

export const warrantyReasonsService = namedListService(warrantyReasonsRepository, {
  label: 'Warranty Reason',
  entity: 'warranty_reason',
  duplicate: 'A Warranty Reason with this name already exists.',
  inUse: 'This Warranty Reason is used by a Ticket and cannot be deleted.',
});
