import { z } from './common/zod.js';
import { MAX_ID } from './common/limits.js';

// spec §3 ticket settings (global): four lists of user ids. spec §6: access (can see tickets), emails (receive
// ticket notifications), production (can view and add comments), sales (receive comment notifications and see
// production comments). trolley_alerts: the staff who receive the daily digest of customers past their free days.
// The kinds and their titles are in constants.ts.

const userIds = z
  .array(z.number().int().positive().max(MAX_ID), { error: 'A list of user ids is required.' })
  .max(1000)
  .transform((ids) => [...new Set(ids)]);

/**
 * PUT /ticket-settings: every list is required (an empty list clears it); ids must be live users (else 422).
 * trolley_alerts may be left out, which keeps it as it is: clients written before it keep working.
 */
export const TicketSettingsSchema = z.object({
  access: userIds,
  emails: userIds,
  production: userIds,
  sales: userIds,
  trolley_alerts: userIds.optional(),
});
export type TicketSettings = z.infer<typeof TicketSettingsSchema>;
/** GET and PUT /ticket-settings answer the lists, ids ascending. */
export const TicketSettingsResponseSchema = z.object({
  access: z.array(z.number().int()),
  emails: z.array(z.number().int()),
  production: z.array(z.number().int()),
  sales: z.array(z.number().int()),
  trolley_alerts: z.array(z.number().int()),
});
export type TicketSettingsResponse = z.infer<typeof TicketSettingsResponseSchema>;

/**
 * GET /tickets/permissions (CONTRACT): production both, sales view_comment only, the Super Admin both. Stored
 * whole in local storage (STORAGE_KEYS.ticketPermissions).
 */
export const TicketPermissionsSchema = z.object({
  add_comment: z.boolean(),
  view_comment: z.boolean(),
});
export type TicketPermissions = z.infer<typeof TicketPermissionsSchema>;
