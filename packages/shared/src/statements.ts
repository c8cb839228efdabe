import { z } from './common/zod.js';
import { idField, IdParamsSchema, optionalText, requiredText } from './common/fields.js';
import { listOf, pagingQuery } from './common/paging.js';
import { HandoverSchema } from './handovers.js';
import { DISPUTE_LINES_MAX, DISPUTE_NOTE_MAX, DISPUTE_REASON_MAX, DISPUTE_REASON_MIN, DISPUTE_REPLY_MAX, DISPUTE_REPLY_MIN, DISPUTE_STATUSES } from './dispute-rules.js';

// CONTRACT "Trolley fleet control": a customer's monthly statement of its trolley holds and charges.

/** A calendar month as YYYY-MM (on the wall clock of the service's TIME_ZONE). */
export const StatementMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month as YYYY-MM.');
export const StatementParamsSchema = IdParamsSchema.extend({ month: StatementMonthSchema });
/** The customer app's /statements/{month}: the signed-in customer's own. */
export const StatementMonthParamsSchema = z.object({ month: StatementMonthSchema });

/** GET /customers/{id}/statements: every month from the customer's first hold or charge to this month, newest first. */
export const StatementSummarySchema = z.object({ month: z.string(), closed: z.boolean(), total: z.number() });
export type StatementSummary = z.infer<typeof StatementSummarySchema>;
export const StatementListSchema = z.array(StatementSummarySchema);

/**
 * One hold overlapping the month: its start and end (null while open), its days that start in the month, those of
 * them past its free days (the free days are the hold's first days), the per-day charge in force when it started,
 * and what they cost (dollars).
 */
export const StatementLineSchema = z.object({
  trolley_id: z.number().int(),
  uid: z.string(),
  name: z.string(),
  from: z.string(),
  to: z.string().nullable(),
  days_in_month: z.number().int(),
  chargeable_days: z.number().int(),
  after_free_day_charge: z.number(),
  cost: z.number(),
  /** The hand-overs that started and ended the hold (their receipts); null where there was none (older history). */
  delivery_handover_id: z.number().int().nullable(),
  pickup_handover_id: z.number().int().nullable(),
});
export type StatementLine = z.infer<typeof StatementLineSchema>;

export const STATEMENT_CHARGE_KINDS = ['lost', 'damaged', 'adjustment'] as const;
/** A loss or damage charged in the month, or an adjustment for a closed month that changed after closing. */
export const StatementChargeSchema = z.object({
  kind: z.enum(STATEMENT_CHARGE_KINDS),
  trolley_id: z.number().int().nullable(),
  uid: z.string().nullable(),
  note: z.string().nullable(),
  amount: z.number(),
});
export type StatementCharge = z.infer<typeof StatementChargeSchema>;

export const StatementSchema = z.object({
  month: z.string(),
  closed: z.boolean(),
  lines: z.array(StatementLineSchema),
  charges: z.array(StatementChargeSchema),
  total: z.number(),
});
export type Statement = z.infer<typeof StatementSchema>;

// CONTRACT "Statements the customer confirms or disputes": the customer says a closed month is right (confirm) or
// names the lines it holds wrong (a dispute); staff settle a dispute with a credit or a rejection.

export * from './dispute-rules.js';

const PersonRefSchema = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });

/** A disputed line: the trolley (its uid as when raised) and the customer's reason. */
export const DisputeLineSchema = z.object({ trolley_id: z.number().int(), uid: z.string(), reason: z.string() });
export type DisputeLine = z.infer<typeof DisputeLineSchema>;

/** A dispute as the customer reads it (the portal): its lines, and once settled staff's reply and any credit. */
export const CustomerDisputeSchema = z.object({
  id: z.number().int(),
  month: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  lines: z.array(DisputeLineSchema),
  note: z.string().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  /** The credit in dollars (credited only), else null. */
  amount: z.number().nullable(),
  reply: z.string().nullable(),
  /** The month the credit lands on (credited only). */
  credit_month: z.string().nullable(),
});
export type CustomerDispute = z.infer<typeof CustomerDisputeSchema>;

/** GET /statements (customer API): each statement of the customer, or of every customer of its business for the master. */
export const CustomerStatementSummarySchema = StatementSummarySchema.extend({
  customer: PersonRefSchema,
  confirmed_at: z.string().nullable(),
  dispute: z.object({ id: z.number().int(), status: z.enum(DISPUTE_STATUSES) }).nullable(),
});
export type CustomerStatementSummary = z.infer<typeof CustomerStatementSummarySchema>;
export const CustomerStatementListSchema = z.array(CustomerStatementSummarySchema);

/** GET /statements/{month} (customer API): the statement plus when it was confirmed and its disputes (newest first). */
export const CustomerStatementSchema = StatementSchema.extend({
  customer: PersonRefSchema,
  confirmed_at: z.string().nullable(),
  disputes: z.array(CustomerDisputeSchema),
});
export type CustomerStatement = z.infer<typeof CustomerStatementSchema>;

/** `?customer_id=`: the master customer's choice of a customer of its business (default: its own statements). */
export const CustomerStatementQuerySchema = z.object({ customer_id: idField.optional() });
export type CustomerStatementQuery = z.infer<typeof CustomerStatementQuerySchema>;

export const StatementConfirmedSchema = z.object({ confirmed_at: z.string() });

/** POST /statements/{month}/disputes. */
export const DisputeCreateSchema = z.object({
  lines: z
    .array(
      z.object({
        trolley_id: idField,
        reason: requiredText('Reason', DISPUTE_REASON_MIN, DISPUTE_REASON_MAX),
      }),
    )
    .min(1, 'Choose at least one line.')
    .max(DISPUTE_LINES_MAX, `Choose at most ${DISPUTE_LINES_MAX} lines.`)
    .refine((lines) => new Set(lines.map((l) => l.trolley_id)).size === lines.length, 'A trolley is named twice.'),
  note: optionalText('Note', DISPUTE_NOTE_MAX),
});
export type DisputeCreate = z.infer<typeof DisputeCreateSchema>;
export type DisputeCreateInput = z.input<typeof DisputeCreateSchema>;

/** A dispute as staff read it (GET /disputes). */
export const DisputeSchema = z.object({
  id: z.number().int(),
  customer: PersonRefSchema,
  business: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  month: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  lines: z.array(DisputeLineSchema),
  note: z.string().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  resolved_by: PersonRefSchema.nullable(),
  amount: z.number().nullable(),
  reply: z.string().nullable(),
  credit_month: z.string().nullable(),
});
export type Dispute = z.infer<typeof DisputeSchema>;

export const DISPUTE_SORT_COLUMNS = ['created_at'] as const;
export type DisputeSortColumn = (typeof DISPUTE_SORT_COLUMNS)[number];
/** GET /disputes: paged, open ones first then newest first unless sorted; filters status and customer. */
export const DisputeListQuerySchema = pagingQuery(DISPUTE_SORT_COLUMNS).extend({
  status: z.enum(DISPUTE_STATUSES).optional(),
  customer_id: idField.optional(),
});
export type DisputeListQuery = z.infer<typeof DisputeListQuerySchema>;
export const DisputeListSchema = listOf(DisputeSchema);
export type DisputeList = z.infer<typeof DisputeListSchema>;

/** PUT /disputes/{id}/resolve: a credit (0.01 up to the month's total, 2 decimals) or a rejection, with the reply. */
export const DisputeResolveSchema = z
  .object({
    outcome: z.enum(['credit', 'reject'], { error: 'Choose credit or reject.' }),
    amount: z
      .preprocess((v) => (v === '' ? null : typeof v === 'string' ? Number(v.trim()) : v), z.number({ error: 'Amount is required.' }).nullable())
      .optional()
      .transform((v) => v ?? null),
    reply: requiredText('Reply', DISPUTE_REPLY_MIN, DISPUTE_REPLY_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.outcome !== 'credit') return;
    if (v.amount === null) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Amount is required.' });
    else if (v.amount < 0.01) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Amount must be at least 0.01.' });
    else if (Math.abs(Math.round(v.amount * 100) - v.amount * 100) > 1e-6) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Amount must have at most 2 decimals.' });
  })
  // A rule over two fields, which the document states here (JSON Schema has no word for it).
  .meta({ 'x-required-when': { amount: 'outcome is credit (then at least 0.01, at most 2 decimals)' } });
export type DisputeResolve = z.infer<typeof DisputeResolveSchema>;
export type DisputeResolveInput = z.input<typeof DisputeResolveSchema>;

/**
 * GET /disputes/{id}: the dispute with the month's statement (the disputed lines are those of `lines`) and the
 * hand-overs of each disputed trolley from the month before to the month after, newest first, with their receipts.
 */
export const DisputeDetailSchema = DisputeSchema.extend({
  statement: StatementSchema,
  handovers: z.array(HandoverSchema),
});
export type DisputeDetail = z.infer<typeof DisputeDetailSchema>;
