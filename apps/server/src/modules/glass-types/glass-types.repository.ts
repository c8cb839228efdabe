import { namedListRepository } from '../named-lists/named-list.repository.js';

export const glassTypesRepository = namedListRepository('glass_types', {
  duplicate: 'A Glass Type with this name already exists.',
  inUse: 'This Glass Type is used by a Ticket and cannot be deleted.',
});
