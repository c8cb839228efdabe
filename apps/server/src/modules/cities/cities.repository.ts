import { namedListRepository } from '../named-lists/named-list.repository.js';

export const citiesRepository = namedListRepository('cities');
