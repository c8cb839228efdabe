import { namedListRepository } from '../named-lists/named-list.repository.js';

// City names are unique whatever their case; a city that a plant uses cannot be deleted (plants.city_id
// restricts it), which becomes this 409.
export const citiesRepository = namedListRepository('cities', {
  duplicate: 'A City with this name already exists.',
  inUse: 'This City is used by a Plant and cannot be deleted.',
});
