import { z } from './common/zod.js';
import { requiredText } from './common/fields.js';
import { listOf, pagingQuery } from './common/paging.js';

// Our addition (spec §1 names glass types among what staff manage; §6 has the menu name): the same shape and
// rules as warranty reasons.
export const GlassTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export type GlassType = z.infer<typeof GlassTypeSchema>;

export const GlassTypeWriteSchema = z.object({ name: requiredText('Name', 3, 255) });
export type GlassTypeWrite = z.infer<typeof GlassTypeWriteSchema>;

// CONTRACT: a list sorts by the SPEC §3 field names of its columns.
export const GLASS_TYPE_SORT_COLUMNS = ['name', 'created_at'] as const;
export type GlassTypeSortColumn = (typeof GLASS_TYPE_SORT_COLUMNS)[number];
export const GlassTypeListQuerySchema = pagingQuery(GLASS_TYPE_SORT_COLUMNS);
export const GlassTypeListSchema = listOf(GlassTypeSchema);
export const GlassTypeOptionsSchema = z.array(GlassTypeSchema);
