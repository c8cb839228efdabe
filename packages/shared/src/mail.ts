import { z } from './common/zod.js';
import { listOf, pagingQuery } from './common/paging.js';

// Every message leaves through the outbox (table mail_outbox). `queued` waits for its first try or a retry,
// `sent` was handed to SMTP (or written as .eml), `failed` ran out of tries (MAIL_MAX_ATTEMPTS) until someone retries it.
export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export const MailStatusSchema = z.enum(MAIL_STATUSES);
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };
export const MAIL_STATUS_COLORS: Record<MailStatus, 'info' | 'success' | 'error'> = { queued: 'info', sent: 'success', failed: 'error' };

/** One template per kind (apps/server/src/modules/mail/mail-templates.ts). */
export const MAIL_KINDS = [
  'password_reset',
  'customer_password_reset',
  'registration_alert',
  'support_alert',
  'ticket_new',
  'ticket_notification',
  'ticket_comment',
  'customer_notification',
  'trolley_overdue',
  'trolley_digest',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  password_reset: 'Password reset',
  customer_password_reset: 'Customer password reset',
  registration_alert: 'Registration alert',
  support_alert: 'Support alert',
  ticket_new: 'New ticket',
  ticket_notification: 'Ticket notification',
  ticket_comment: 'Ticket comment',
  customer_notification: 'Customer message',
  trolley_overdue: 'Trolleys overdue',
  trolley_digest: 'Trolley digest',
};

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
