import { z } from './common/zod.js';
import { listOf, pagingQuery } from './common/paging.js';
import { MAIL_KINDS, MAIL_STATUSES } from './constants.js';

export const MailStatusSchema = z.enum(MAIL_STATUSES);

/**
 * A message as the Mail screen lists it (the body only in GET /mail/{id}). attempts counts
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

/**
 * GET /mail/{id}: the message with what it says, text and HTML as rendered when it was queued. `withheld` says why
 * there is no body: `secret` (a password-reset code: never shown, dropped once sent), `not_kept` (sent before bodies
 * were kept); null when the body is here.
 */
/** A file sent with a message (a hand-over's receipt), made when the message goes out. */
export const MailAttachmentSchema = z.object({ filename: z.string(), content_type: z.string() });
export type MailAttachment = z.infer<typeof MailAttachmentSchema>;

export const OutboxMessageDetailSchema = OutboxMessageSchema.extend({
  text_body: z.string().nullable(),
  html_body: z.string().nullable(),
  attachments: z.array(MailAttachmentSchema),
  withheld: z.enum(['secret', 'not_kept']).nullable(),
});
export type OutboxMessageDetail = z.infer<typeof OutboxMessageDetailSchema>;

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
