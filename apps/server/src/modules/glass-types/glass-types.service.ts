import { namedListService } from '../named-lists/named-list.service.js';
import { glassTypesRepository } from './glass-types.repository.js';

export const glassTypesService = namedListService(glassTypesRepository, {
  label: 'Glass Type',
  entity: 'glass_type',
  duplicate: 'A Glass Type with this name already exists.',
  inUse: 'This Glass Type is used by a Ticket and cannot be deleted.',
});
