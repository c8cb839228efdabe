import { z } from './common/zod.js';
import { MAX_ID, optionalText, requiredText } from './common/fields.js';
import { listOf, pagingQuery } from './common/paging.js';

export const PlantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  contact: z.string().nullable(),
  city: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type Plant = z.infer<typeof PlantSchema>;

export const PlantOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type PlantOption = z.infer<typeof PlantOptionSchema>;

// spec §5: plant contact 10-17 characters, address free multiline text, city optional (null when not chosen).
const plantFields = {
  address: optionalText('Address', 1000),
  contact: requiredText('Contact', 10, 17),
  city_id: z
    .union([z.number().int().positive().max(MAX_ID), z.null(), z.literal('')])
    .optional()
    .transform((v) => (typeof v === 'number' ? v : null)),
};

// spec §5: add plant name 2-36, update plant name 2-150.
export const PlantCreateSchema = z.object({ name: requiredText('Name', 2, 36), ...plantFields });
export const PlantUpdateSchema = z.object({ name: requiredText('Name', 2, 150), ...plantFields });
export type PlantCreate = z.infer<typeof PlantCreateSchema>;
export type PlantUpdate = z.infer<typeof PlantUpdateSchema>;
export type PlantFormInput = z.input<typeof PlantCreateSchema>;

// CONTRACT: a list sorts by the SPEC §3 field names of its columns.
export const PLANT_SORT_COLUMNS = ['id', 'name', 'contact', 'created_at'] as const;
export type PlantSortColumn = (typeof PLANT_SORT_COLUMNS)[number];
export const PlantListQuerySchema = pagingQuery(PLANT_SORT_COLUMNS);
export const PlantListSchema = listOf(PlantSchema);
export const PlantOptionsSchema = z.array(PlantOptionSchema);
