import { z } from './common/zod.js';
import { IdParamsSchema } from './common/fields.js';

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
