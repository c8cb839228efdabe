import { z } from './common/zod.js';
import { requiredText } from './common/fields.js';
import { listOf, pagingQuery } from './common/paging.js';

export const CitySchema = z.object({ id: z.number().int(), name: z.string() });
export type City = z.infer<typeof CitySchema>;

// spec §5: add city name 1-50, update city name 2-150.
export const CityCreateSchema = z.object({ name: requiredText('City Name', 1, 50) });
export const CityUpdateSchema = z.object({ name: requiredText('City Name', 2, 150) });
export type CityCreate = z.infer<typeof CityCreateSchema>;
export type CityUpdate = z.infer<typeof CityUpdateSchema>;

// CONTRACT: a list sorts by the SPEC §3 field names of its columns.
export const CITY_SORT_COLUMNS = ['id', 'name', 'created_at'] as const;
export type CitySortColumn = (typeof CITY_SORT_COLUMNS)[number];
export const CityListQuerySchema = pagingQuery(CITY_SORT_COLUMNS);
export const CityListSchema = listOf(CitySchema);
