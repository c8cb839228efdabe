import type { Migration } from 'kysely';
import * as m0001 from './2026_11_21_0001_create_access_tables.js';
import * as m0002 from './2026_11_21_0002_create_cities_plants.js';

// Listed explicitly (a static provider): the build and the tests see the same set, in the same order.
export const migrations: Record<string, Migration> = {
  '2026_11_21_0001_create_access_tables': m0001,
  '2026_11_21_0002_create_cities_plants': m0002,
};
