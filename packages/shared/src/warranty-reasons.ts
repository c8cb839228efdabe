import { z } from './common/zod.js';
import { requiredText } from './common/fields.js';
import { listOf, pagingQuery } from './common/paging.js';

export const WarrantyReasonSchema = z.object({ id: z.number().int(), name: z.string() });
export type WarrantyReason = z.infer<typeof WarrantyReasonSchema>;

// spec §5: warranty reason name required, 3-255, sanitised (requiredText strips markup).
export const WarrantyReasonWriteSchema = z.object({ name: requiredText('Name', 3, 255) });
export type WarrantyReasonWrite = z.infer<typeof WarrantyReasonWriteSchema>;

// CONTRACT: a list sorts by the SPEC §3 field names of its columns.
export const WARRANTY_REASON_SORT_COLUMNS = ['name', 'created_at'] as const;
export type WarrantyReasonSortColumn = (typeof WARRANTY_REASON_SORT_COLUMNS)[number];
export const WarrantyReasonListQuerySchema = pagingQuery(WARRANTY_REASON_SORT_COLUMNS);
export const WarrantyReasonListSchema = listOf(WarrantyReasonSchema);
export const WarrantyReasonOptionsSchema = z.array(WarrantyReasonSchema);
