import { z } from './common/zod.js';
import { idField, requiredText } from './common/fields.js';
import { MAX_ID } from './common/limits.js';
import { listOf, pagingQuery } from './common/paging.js';
import { deletedFlag } from './businesses.js';
import { choiceField } from './users.js';

// spec §3 Customer / employee. business is the customer's live business (null when it has none, or while
// that business is in the trash); business.email is the business's master email. deleted_at is set while the
// customer is in the trash.
export const CustomerBusinessSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  created_at: z.string(),
});
export const CustomerSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  number: z.string(),
  image: z.string().nullable(),
  business_id: z.number().int().nullable(),
  business_name: z.string().nullable(),
  ticket_count: z.number().int(),
  is_verified: z.boolean(),
  is_approved: z.boolean(),
  max_day_allowed: z.number(),
  per_day_charge: z.number(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
  business: CustomerBusinessSchema.nullable(),
});
export type Customer = z.infer<typeof CustomerSchema>;

// Every list column sorts by its SPEC §3 field name (CONTRACT).
export const CUSTOMER_SORT_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'number',
  'business_id',
  'business_name',
  'ticket_count',
  'is_verified',
  'is_approved',
  'max_day_allowed',
  'per_day_charge',
  'created_at',
] as const;
export type CustomerSortColumn = (typeof CUSTOMER_SORT_COLUMNS)[number];
/** GET /customers: paged; deleted=true gives the trash list. */
export const CustomerListQuerySchema = pagingQuery(CUSTOMER_SORT_COLUMNS).extend({ deleted: deletedFlag });
/** GET /business/{id}/customers (the employees screen): paged, never the trash. */
export const BusinessCustomerListQuerySchema = pagingQuery(CUSTOMER_SORT_COLUMNS);
export const CustomerListSchema = listOf(CustomerSchema);

/** GET /customers/all and GET /business/{id}/customers/all: choices, natural order by name. */
export const CustomerOptionSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  business_id: z.number().int().nullable(),
});
export type CustomerOption = z.infer<typeof CustomerOptionSchema>;
export const CustomerOptionsSchema = z.array(CustomerOptionSchema);

// spec §5: Update Business (customer): business choice required.
export const CustomerBusinessUpdateSchema = z.object({ business_id: choiceField('Business is required.') });
export type CustomerBusinessUpdate = z.infer<typeof CustomerBusinessUpdateSchema>;
export type CustomerBusinessFormInput = z.input<typeof CustomerBusinessUpdateSchema>;

// spec §5: notification message (customer or ticket) 3-150.
export const notificationMessage = requiredText('Message', 3, 150);
export const CustomerNotificationSchema = z.object({ id: idField, message: notificationMessage });
export type CustomerNotification = z.infer<typeof CustomerNotificationSchema>;
/** The notification dialog's form: the message only (the customer is the row it was opened on). */
export const NotificationFormSchema = z.object({ message: notificationMessage });
export type NotificationForm = z.infer<typeof NotificationFormSchema>;

/**
 * PUT /customers/{id}/approval. Approving a customer that has no business may link it to one in the same call
 * (`business_id`, optional): without one it signs in but cannot raise tickets.
 */
export const CustomerApprovalSchema = z.object({
  is_approved: z.boolean({ error: 'is_approved must be true or false.' }),
  business_id: z
    .number({ error: 'Business must be a Business.' })
    .int('Business must be a Business.')
    .positive('Business must be a Business.')
    .max(MAX_ID, 'Business must be a Business.')
    .nullable()
    .optional(),
});
export type CustomerApproval = z.infer<typeof CustomerApprovalSchema>;
export const CustomerVerificationSchema = z.object({ is_verified: z.boolean({ error: 'is_verified must be true or false.' }) });
export type CustomerVerification = z.infer<typeof CustomerVerificationSchema>;

// spec §5/§9: max days allowed and per-day charge, numbers 0 to 100000000. Days are whole; the charge (dollars)
// has at most 2 decimals. A form's text ('12', '2.50') is accepted and read as a number; '' reads as missing.
export const COST_MAX = 100_000_000;
export const costNumber = (label: string, whole: boolean) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
    z
      .number({ error: `${label} is required.` })
      .min(0, `${label} must be at least 0.`)
      .max(COST_MAX, `${label} must be at most ${COST_MAX}.`)
      .refine((n) => (whole ? Number.isInteger(n) : Math.abs(Math.round(n * 100) - n * 100) < 1e-6), {
        message: whole ? `${label} must be a whole number.` : `${label} must have at most 2 decimals.`,
      })
      // The refinement above, as the API document states it (a refinement is opaque to zod's JSON Schema).
      .meta({ multipleOf: whole ? 1 : 0.01 }),
  );
export const CustomerCostSchema = z.object({
  max_day_allowed: costNumber('Max Days Allowed', true),
  per_day_charge: costNumber('Per Day Charge', false),
});
export type CustomerCost = z.infer<typeof CustomerCostSchema>;
export type CustomerCostFormInput = z.input<typeof CustomerCostSchema>;

// spec §3 cost history row.
export const CostHistorySchema = z.object({
  max_day_allowed: z.number(),
  per_day_charge: z.number(),
  created_at: z.string(),
});
export type CostHistory = z.infer<typeof CostHistorySchema>;
export const COST_HISTORY_SORT_COLUMNS = ['max_day_allowed', 'per_day_charge', 'created_at'] as const;
export type CostHistorySortColumn = (typeof COST_HISTORY_SORT_COLUMNS)[number];
export const CostHistoryListQuerySchema = pagingQuery(COST_HISTORY_SORT_COLUMNS);
export const CostHistoryListSchema = listOf(CostHistorySchema);

// spec §3 dashboard counts (CONTRACT: not in the trash).
export const DashboardCountsSchema = z.object({
  businesses: z.number().int(),
  customers: z.number().int(),
  tickets: z.number().int(),
  /** The disputes of statements waiting for staff; null for a caller without List Disputes. */
  open_disputes: z.number().int().nullable(),
});
export type DashboardCounts = z.infer<typeof DashboardCountsSchema>;
