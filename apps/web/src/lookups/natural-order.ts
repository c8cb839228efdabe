import type { EntityOption } from '../components/form/form-autocomplete';

// 'Customer 2' before 'Customer 10', case and accents aside: the order a person expects in a dropdown.
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

export const naturalCompare = (a: string, b: string) => collator.compare(a, b);

/** The options in natural order of their names (ties by id, so the order is stable). */
export function inNaturalOrder<T extends EntityOption>(options: readonly T[]): T[] {
  return [...options].sort((a, b) => naturalCompare(a.name, b.name) || a.id - b.id);
}
