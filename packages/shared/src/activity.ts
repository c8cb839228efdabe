import { z } from './common/zod.js';
import { listOf, pagingQuery } from './common/paging.js';
import { idField } from './common/fields.js';
import { ACTIVITY_ACTIONS, ACTIVITY_ENTITY_TYPES } from './constants.js';

// CONTRACT "Activity log": one append-only entry per state change, written by the service in the change's
// own transaction. The words below are the contract's; the actions and entity types, with the labels the screens
// show, are in constants.ts.

export const ACTIVITY_ACTOR_TYPES = ['user', 'customer', 'system'] as const;
export type ActivityActorType = (typeof ACTIVITY_ACTOR_TYPES)[number];

export const ActivityChangeSchema = z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() });
export type ActivityChange = z.infer<typeof ActivityChangeSchema>;

export const ActivityEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ type: z.enum(ACTIVITY_ACTOR_TYPES), id: z.number().int().nullable(), name: z.string() }),
  action: z.enum(ACTIVITY_ACTIONS),
  entity: z.object({ type: z.enum(ACTIVITY_ENTITY_TYPES), id: z.number().int().nullable(), label: z.string() }),
  changes: z.array(ActivityChangeSchema),
  request_id: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.');

/** GET /activity and GET /report/activity/export: `from`/`to` are inclusive calendar days (UTC). */
export const ActivityListQuerySchema = pagingQuery(['at'] as const).extend({
  actor_type: z.enum(ACTIVITY_ACTOR_TYPES).optional(),
  actor_id: idField.optional(),
  entity_type: z.enum(ACTIVITY_ENTITY_TYPES).optional(),
  entity_id: idField.optional(),
  action: z.enum(ACTIVITY_ACTIONS).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type ActivityListQuery = z.infer<typeof ActivityListQuerySchema>;
export const ActivityExportQuerySchema = ActivityListQuerySchema.omit({ start: true, limit: true, sort_by: true, order: true });
export type ActivityExportQuery = z.infer<typeof ActivityExportQuerySchema>;
export const ActivityListSchema = listOf(ActivityEntrySchema);
export type ActivityList = z.infer<typeof ActivityListSchema>;

/**
 * The History tab of one record: GET /{tickets|customers|business|trolleys|users|roles}/{id}/activity (paged, newest
 * first), open to whoever may view that record (not only View Activity).
 */
export const ActivityHistoryQuerySchema = pagingQuery(['at'] as const);
export type ActivityHistoryQuery = z.infer<typeof ActivityHistoryQuerySchema>;
