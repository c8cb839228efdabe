import { namedListRepository } from '../named-lists/named-list.repository.js';

export const warrantyReasonsRepository = namedListRepository('warranty_reasons', {
  duplicate: 'A Warranty Reason with this name already exists.',
  inUse: 'This Warranty Reason is used by a Ticket and cannot be deleted.',
});
