// 'Plant 2' before 'Plant 10', case and accents aside: the order a person expects in a dropdown.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Sorts rows by a label in natural order (ties by id, so the order is stable). */
export function naturalSort<T extends { id: number }>(rows: T[], label: (row: T) => string): T[] {
  return [...rows].sort((a, b) => collator.compare(label(a), label(b)) || a.id - b.id);
}
