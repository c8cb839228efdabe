import { namedListRepository } from '../named-lists/named-list.repository.js';

export const warrantyReasonsRepository = namedListRepository('warranty_reasons');
