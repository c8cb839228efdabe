import { z } from './common/zod.js';
import { listOf, pagingQuery } from './common/paging.js';

// CONTRACT "Trolley fleet control": the balance board. One row per customer that holds a trolley now, its
// figures as in the hold-time cost (open holds counted to now), and the whole fleet's totals.

export const TROLLEY_BALANCE_SORT_COLUMNS = ['customer_name', 'business_name', 'held', 'oldest_days', 'over_free_days', 'accrued_cost', 'pickup_requests'] as const;
export type TrolleyBalanceSortColumn = (typeof TROLLEY_BALANCE_SORT_COLUMNS)[number];

/** GET /trolleys/balance: paged; `search` finds a customer or business by name; default order: accrued cost, highest first. */
export const TrolleyBalanceQuerySchema = pagingQuery(TROLLEY_BALANCE_SORT_COLUMNS);
export type TrolleyBalanceQuery = z.infer<typeof TrolleyBalanceQuerySchema>;
/** GET /report/trolleys/balance/export: the list's search and order, every row (no page). */
export const TrolleyBalanceExportQuerySchema = TrolleyBalanceQuerySchema.omit({ start: true, limit: true });
export type TrolleyBalanceExportQuery = z.infer<typeof TrolleyBalanceExportQuerySchema>;

export const TrolleyBalanceRowSchema = z.object({
  customer_id: z.number().int(),
  customer_name: z.string(),
  business_id: z.number().int().nullable(),
  business_name: z.string().nullable(),
  /** Trolleys the customer holds now (Delivery). */
  held: z.number().int(),
  /** The oldest of those holds, in started days. */
  oldest_days: z.number().int(),
  /** How many of them are past their free days. */
  over_free_days: z.number().int(),
  /** Dollars charged so far over those holds (the hold-time cost, counted to now). */
  accrued_cost: z.number(),
  /** Open pickup requests among them. */
  pickup_requests: z.number().int(),
});
export type TrolleyBalanceRow = z.infer<typeof TrolleyBalanceRowSchema>;

/** The whole fleet (deleted and DeFleet trolleys aside), whatever the page or search. */
export const TrolleyFleetTotalsSchema = z.object({
  at_plants: z.number().int(),
  in_transit: z.number().int(),
  at_customers: z.number().int(),
  over_free_days: z.number().int(),
  maintenance: z.number().int(),
  lost: z.number().int(),
  damaged: z.number().int(),
});
export type TrolleyFleetTotals = z.infer<typeof TrolleyFleetTotalsSchema>;

export const TrolleyBalanceListSchema = listOf(TrolleyBalanceRowSchema).extend({ totals: TrolleyFleetTotalsSchema });
export type TrolleyBalanceList = z.infer<typeof TrolleyBalanceListSchema>;

/** POST /trolleys/reminders: mails one customer's overdue list now (to it and its business's master customer). */
export const TrolleyReminderSchema = z.object({ customer_id: z.number({ error: 'A customer is required.' }).int().positive() });
export type TrolleyReminder = z.infer<typeof TrolleyReminderSchema>;
/** Who the reminder went to (each address once) and how many trolleys it listed. */
export const TrolleyReminderResultSchema = z.object({ recipients: z.array(z.string()), trolleys: z.number().int() });
export type TrolleyReminderResult = z.infer<typeof TrolleyReminderResultSchema>;
