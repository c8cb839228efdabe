import { z } from './common/zod.js';
import { emailField, requiredText } from './common/fields.js';
import { listOf, pagingQuery } from './common/paging.js';

// spec §5: support name 3-150, email 3-150 email type, description 3-250; labels as the /support form shows them.
export const SupportRequestCreateSchema = z.object({
  name: requiredText('Name', 3, 150),
  email: emailField('Email Address', 3, 150),
  description: requiredText('Support Description', 3, 250),
});
export type SupportRequestCreate = z.infer<typeof SupportRequestCreateSchema>;

export const SupportRequestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  description: z.string(),
  created_at: z.string(),
});
export type SupportRequest = z.infer<typeof SupportRequestSchema>;

// CONTRACT: a list sorts by the SPEC §3 field names of its columns.
export const SUPPORT_SORT_COLUMNS = ['name', 'email', 'description', 'created_at'] as const;
export type SupportSortColumn = (typeof SUPPORT_SORT_COLUMNS)[number];
export const SupportListQuerySchema = pagingQuery(SUPPORT_SORT_COLUMNS);
export const SupportListSchema = listOf(SupportRequestSchema);
