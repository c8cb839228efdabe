import { namedListService } from '../named-lists/named-list.service.js';
import { citiesRepository } from './cities.repository.js';

// City names are unique whatever their case; a city that a plant uses cannot be deleted (plants.city_id
// restricts it), which becomes this 409.
export const citiesService = namedListService(citiesRepository, {
  label: 'City',
  entity: 'city',
  duplicate: 'A City with this name already exists.',
  inUse: 'This City is used by a Plant and cannot be deleted.',
});
