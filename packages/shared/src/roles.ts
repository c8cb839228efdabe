import { z } from './common/zod.js';
import { MAX_ID, requiredText } from './common/fields.js';
import { listOf, pagingQuery } from './common/paging.js';
import { RoleRefSchema } from './auth.js';
import { MESSAGES } from './messages.js';

export const RoleListItemSchema = RoleRefSchema.extend({ created_at: z.string() });
export type RoleListItem = z.infer<typeof RoleListItemSchema>;

/** GET /roles/{id}: spec §3 Role, operations being operation ids. */
export const RoleDetailSchema = RoleRefSchema.extend({ mfa_required: z.boolean(), operations: z.array(z.number().int()) });
export type RoleDetail = z.infer<typeof RoleDetailSchema>;

// spec §5: role name 2-50; at least one operation, else 'Select at least one operation.'
// The form holds exactly the API body, so the one schema serves both.
export const RoleSaveSchema = z.object({
  name: requiredText('Name', 2, 50),
  operations: z
    .array(z.number().int().positive().max(MAX_ID), { error: MESSAGES.selectOperation })
    .min(1, MESSAGES.selectOperation)
    .max(500)
    .transform((ids) => [...new Set(ids)]),
  // CONTRACT "Staff sign-in": the role's users must set up a second factor before they can do anything.
  mfa_required: z.boolean().default(false),
});
export type RoleSave = z.infer<typeof RoleSaveSchema>;
export type RoleFormInput = z.input<typeof RoleSaveSchema>;

// CONTRACT: a list sorts by the SPEC §3 field names of its columns.
export const ROLE_SORT_COLUMNS = ['name', 'created_at'] as const;
export type RoleSortColumn = (typeof ROLE_SORT_COLUMNS)[number];
export const RoleListQuerySchema = pagingQuery(ROLE_SORT_COLUMNS);
export const RoleListSchema = listOf(RoleListItemSchema);
export const RoleOptionsSchema = z.array(RoleRefSchema);
