import { z } from './common/zod.js';
import { idField, MAX_ID, optionalText, requiredText, RICH_TEXT_RAW_MAX } from './common/fields.js';
import { required, tooLong } from './common/text-rules.js';
import {
  choiceMissing,
  CUSTOMER_TICKET_CHOICES,
  CUSTOMER_TICKET_TEXT,
  EXPECTED_BEFORE_RECEIVED,
  EXPECTED_DATE_LABEL,
  futureDate,
  invalidDate,
  latestToday,
  RECEIVED_DATE_LABEL,
  TICKET_IMAGE_TYPES,
  validDate,
} from './ticket-rules.js';
import { listOf, pagingQuery } from './common/paging.js';
import { notificationMessage } from './customers.js';
import { TICKET_STATUSES } from './constants.js';

export const TicketStatusSchema = z.enum(TICKET_STATUSES);

/** CONTRACT: `{type: "Defect" | "Label", url}`; thumbnail_url is a small version for lists and galleries. */
export const TicketImageSchema = z.object({
  type: z.enum(TICKET_IMAGE_TYPES),
  url: z.string(),
  thumbnail_url: z.string(),
});
export type TicketImage = z.infer<typeof TicketImageSchema>;

/**
 * spec §3 Ticket, as lists show it (no images, no note). `name` is the customer's name, `glass_type` and
 * `warranty_reason` the chosen names; dates are ISO dates (YYYY-MM-DD), created_at an ISO time. `business_id` is
 * the business the customer belonged to when the ticket was raised. deleted_at is set while the ticket is disabled
 * (in the trash).
 */
export const TicketRowSchema = z.object({
  id: z.number().int(),
  ticket_id: z.string(),
  customer_id: z.number().int(),
  name: z.string(),
  business_id: z.number().int(),
  business_name: z.string(),
  created_at: z.string(),
  glass_order_no: z.string(),
  customer_po_no: z.string().nullable(),
  glass_type: z.string(),
  warranty_reason: z.string(),
  glass_size: z.string(),
  panel_status: z.string().nullable(),
  marks: z.string().nullable(),
  received_date: z.string(),
  expected_date: z.string().nullable(),
  status: TicketStatusSchema,
  deleted_at: z.string().nullable(),
});
export type TicketRow = z.infer<typeof TicketRowSchema>;

/** GET /tickets/{id}: the row with its note (sanitised HTML, or null) and images (Defect first, in upload order). */
export const TicketSchema = TicketRowSchema.extend({
  note: z.string().nullable(),
  images: z.array(TicketImageSchema),
});
export type Ticket = z.infer<typeof TicketSchema>;

// Every list column sorts by its SPEC §3 field name (CONTRACT).
export const TICKET_SORT_COLUMNS = [
  'id',
  'ticket_id',
  'customer_id',
  'name',
  'business_id',
  'business_name',
  'created_at',
  'glass_order_no',
  'customer_po_no',
  'glass_type',
  'warranty_reason',
  'glass_size',
  'panel_status',
  'marks',
  'received_date',
  'expected_date',
  'status',
] as const;
export type TicketSortColumn = (typeof TICKET_SORT_COLUMNS)[number];

/** spec §7 `disabled=0` (the list, default) or `disabled=1` (the trash). */
export const disabledFlag = z
  .enum(['0', '1'], { error: 'disabled must be 0 or 1.' })
  .default('0')
  .transform((v) => v === '1');
/** `business=<id>`: only that business's tickets; '' or 'all' mean every business. */
export const businessFilter = z.preprocess(
  (v) => (v === '' || v === 'all' ? undefined : v),
  z.coerce.number({ error: 'business must be a Business id.' }).int().positive().max(MAX_ID, 'business must be a Business id.').optional(),
);

/**
 * GET /tickets and GET /report/tickets/export: paged (the export ignores start and limit), searched on ticket id,
 * order numbers (glass order no, customer PO no), customer and business names.
 */
export const TicketListQuerySchema = pagingQuery(TICKET_SORT_COLUMNS).extend({ disabled: disabledFlag, business: businessFilter });
export type TicketListQuery = z.infer<typeof TicketListQuerySchema>;
/** GET /tickets/customers/{customerId} (the customer detail's list): live tickets. */
export const CustomerTicketListQuerySchema = pagingQuery(TICKET_SORT_COLUMNS);
/** The customer app's GET /tickets: `mine=1` keeps only the customer's own tickets (for those who see the business's too). */
export const CustomerAppTicketListQuerySchema = CustomerTicketListQuerySchema.extend({ mine: z.enum(['0', '1']).default('0') });
export type CustomerAppTicketListQuery = z.infer<typeof CustomerAppTicketListQuerySchema>;
export const TicketListSchema = listOf(TicketRowSchema);

/** spec §2/§9: the dashboard's Recent Tickets, 5, 10 or 20 rows per page (default 5), newest first. */
export const RECENT_TICKET_PAGE_SIZES = [5, 10, 20] as const;
export const RecentTicketsQuerySchema = z.object({
  start: z.coerce.number().int().min(0).max(MAX_ID).default(0),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (RECENT_TICKET_PAGE_SIZES as readonly number[]).includes(n), 'limit must be 5, 10 or 20.')
    // The refinement above, as the API document states it (a refinement is opaque to zod's JSON Schema).
    .meta({ enum: [...RECENT_TICKET_PAGE_SIZES] })
    .default(5),
});
export const RecentTicketsSchema = listOf(TicketRowSchema);

/** spec §3 ticket notification and comment. sender: the staff member's full name. */
export const TicketMessageSchema = z.object({
  message: z.string(),
  sender: z.string(),
  created_at: z.string(),
});
export type TicketMessage = z.infer<typeof TicketMessageSchema>;
export const TicketMessagesSchema = z.array(TicketMessageSchema);

/** spec §5: notification message and comment 3-150. POST /tickets/{id}/comments {message}. */
export const TicketCommentCreateSchema = z.object({ message: notificationMessage });
export type TicketCommentCreate = z.infer<typeof TicketCommentCreateSchema>;
/** POST /tickets/notification {id, message}. */
export const TicketNotificationCreateSchema = z.object({ id: idField, message: notificationMessage });
export type TicketNotificationCreate = z.infer<typeof TicketNotificationCreateSchema>;

// ---- the customer app: POST /tickets (multipart/form-data) ---------------------------------------------------

// The image counts, the note's bound and the dates' rules are in ticket-rules.ts (without zod).

const requiredDate = (label: string) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, { error: required(label), abort: true })
    .refine(validDate, { error: invalidDate(label), abort: true });
const optionalDate = (label: string) =>
  z
    .union([z.string().trim(), z.null()])
    .optional()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v))
    .refine((v) => v === null || validDate(v), invalidDate(label));
const choice = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: required(label) })
      .int(required(label))
      .positive(required(label))
      .max(MAX_ID, choiceMissing(label)),
  );

/**
 * The text fields of POST /tickets (CONTRACT): multipart fields arrive as strings. The server also checks that
 * the glass type and warranty reason exist (422) and sanitises the note (its bounds counted on the sanitised HTML).
 */
export const CustomerTicketCreateSchema = z
  .object({
    glass_order_no: requiredText(CUSTOMER_TICKET_TEXT.glass_order_no.label, 1, CUSTOMER_TICKET_TEXT.glass_order_no.max),
    customer_po_no: optionalText(CUSTOMER_TICKET_TEXT.customer_po_no.label, CUSTOMER_TICKET_TEXT.customer_po_no.max),
    glass_type_id: choice(CUSTOMER_TICKET_CHOICES.glass_type_id),
    warranty_reason_id: choice(CUSTOMER_TICKET_CHOICES.warranty_reason_id),
    glass_size: requiredText(CUSTOMER_TICKET_TEXT.glass_size.label, 1, CUSTOMER_TICKET_TEXT.glass_size.max),
    panel_status: optionalText(CUSTOMER_TICKET_TEXT.panel_status.label, CUSTOMER_TICKET_TEXT.panel_status.max),
    marks: optionalText(CUSTOMER_TICKET_TEXT.marks.label, CUSTOMER_TICKET_TEXT.marks.max),
    received_date: requiredDate(RECEIVED_DATE_LABEL).refine((v) => v <= latestToday(), futureDate(RECEIVED_DATE_LABEL)),
    expected_date: optionalDate(EXPECTED_DATE_LABEL),
    note: z
      .union([z.string().max(RICH_TEXT_RAW_MAX, tooLong('Note', RICH_TEXT_RAW_MAX)), z.null()])
      .optional()
      .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v)),
  })
  .superRefine((v, ctx) => {
    if (v.expected_date !== null && v.received_date && v.expected_date < v.received_date) {
      ctx.addIssue({ code: 'custom', path: ['expected_date'], message: EXPECTED_BEFORE_RECEIVED });
    }
  });
export type CustomerTicketCreate = z.infer<typeof CustomerTicketCreateSchema>;
export type CustomerTicketFormInput = z.input<typeof CustomerTicketCreateSchema>;

export const CustomerTicketCreatedSchema = z.object({ id: z.number().int(), ticket_id: z.string(), status: TicketStatusSchema });

/** The customer app's GET /tickets/{id}: the ticket with its notifications, never the staff comments. */
export const CustomerTicketSchema = TicketSchema.omit({ deleted_at: true }).extend({ notifications: TicketMessagesSchema });
export type CustomerTicket = z.infer<typeof CustomerTicketSchema>;
/** A row of the customer app's list, with when staff last sent a notification on it (the portal's "New" marks). */
export const CustomerTicketRowSchema = TicketRowSchema.omit({ deleted_at: true }).extend({ last_notification_at: z.string().nullable() });
export const CustomerTicketListSchema = listOf(CustomerTicketRowSchema);

/** spec §8 and §2 texts of the ticket screens. */
export const TICKET_MESSAGES = {
  sent: 'Sent.',
  commentAdded: 'Comment Added.',
  restored: 'Restored.',
  disabled: 'Deleted.',
  delivered: 'Updated.',
  creatingFile: 'Creating file...',
  fileCreated: 'File created successfully.',
  exportFileName: 'tickets.xlsx',
  disableTitle: 'Disable Ticket',
  disableQuestion: 'Are you sure you want to disable the Ticket ?',
  deliverTitle: 'Mark as Delivered',
  deliverQuestion: 'Are you sure you want to mark the Ticket as Delivered ?',
  restoreTitle: 'Restore Ticket',
  restoreQuestion: 'Are you sure you want to restore the Ticket ?',
} as const;
