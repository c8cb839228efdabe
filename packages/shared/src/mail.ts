import { z } from './common/zod.js';
import { listOf, pagingQuery } from './common/paging.js';
import { MAIL_KINDS, MAIL_STATUSES } from './constants.js';

export const MailStatusSchema = z.enum(MAIL_STATUSES);

/**
 * A message as the Mail screen shows it: never its body (a reset code must not be read off a screen). attempts counts
 * the tries so far; next_attempt_at is set while it is queued; last_error is the latest failure's reason.
 */
export const OutboxMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MAIL_KINDS),
  recipient: z.string(),
  subject: z.string(),
  status: MailStatusSchema,
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  next_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const MAIL_SORT_COLUMNS = ['recipient', 'subject', 'kind', 'status', 'attempts', 'created_at', 'sent_at'] as const;
export type MailSortColumn = (typeof MAIL_SORT_COLUMNS)[number];
/** GET /mail: paged; `status` narrows to one status (left out: every message). */
export const MailListQuerySchema = pagingQuery(MAIL_SORT_COLUMNS).extend({ status: MailStatusSchema.optional() });
export type MailListQuery = z.infer<typeof MailListQuerySchema>;
/** The page, its count under the filter, and how many messages each status holds now (whatever the filter). */
export const MailListSchema = listOf(OutboxMessageSchema).extend({
  totals: z.object({ queued: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
});
export type MailList = z.infer<typeof MailListSchema>;
