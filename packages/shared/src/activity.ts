import { z } from './common/zod.js';
import { listOf, pagingQuery } from './common/paging.js';
import { idField } from './common/fields.js';

// CONTRACT "Activity log": one append-only entry per state change, written by the service in the change's
// own transaction. The words below are the contract's; the labels are what the screens show.

export const ACTIVITY_ACTOR_TYPES = ['user', 'customer', 'system'] as const;
export type ActivityActorType = (typeof ACTIVITY_ACTOR_TYPES)[number];

export const ACTIVITY_ENTITY_TYPES = [
  'ticket',
  'customer',
  'business',
  'trolley',
  'user',
  'role',
  'city',
  'plant',
  'faq',
  'help',
  'warranty_reason',
  'glass_type',
  'support',
  'ticket_settings',
  'notification_settings',
  // Ours: the log's own retention purge, recorded in the chain (docs/decisions.md, "The activity log").
  'activity',
] as const;
export type ActivityEntityType = (typeof ACTIVITY_ENTITY_TYPES)[number];
export const ACTIVITY_ENTITY_LABELS: Record<ActivityEntityType, string> = {
  ticket: 'Ticket',
  customer: 'Customer',
  business: 'Business',
  trolley: 'Trolley',
  user: 'User',
  role: 'Role',
  city: 'City',
  plant: 'Plant',
  faq: 'FAQ',
  help: 'Help',
  warranty_reason: 'Warranty Reason',
  glass_type: 'Glass Type',
  support: 'Support',
  ticket_settings: 'Ticket Settings',
  notification_settings: 'Notification Settings',
  activity: 'Activity',
};

export const ACTIVITY_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'restored',
  'purged',
  'approved',
  'unapproved',
  'verified',
  'unverified',
  'notified',
  'commented',
  'delivered',
  'moved',
  'signed_in',
  'sign_in_failed',
  'password_changed',
  'password_reset',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
/** The verb of a readable line: "Ann Lee changed ...", "Ann Lee deleted Customer Bo Ek". */
export const ACTIVITY_ACTION_LABELS: Record<ActivityAction, string> = {
  created: 'created',
  updated: 'changed',
  deleted: 'deleted',
  restored: 'restored',
  purged: 'permanently deleted',
  approved: 'approved',
  unapproved: 'withdrew the approval of',
  verified: 'verified',
  unverified: 'withdrew the verification of',
  notified: 'notified',
  commented: 'commented on',
  delivered: 'delivered',
  moved: 'moved',
  signed_in: 'signed in',
  sign_in_failed: 'failed to sign in',
  password_changed: 'changed the password of',
  password_reset: 'reset the password of',
};

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
