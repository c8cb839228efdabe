import { namedListRepository } from '../named-lists/named-list.repository.js';

export const glassTypesRepository = namedListRepository('glass_types');
