import { z } from './common/zod.js';

/** How many customers past their free days the dashboard lists, worst first. */
export const DASHBOARD_OVERDUE_LIMIT = 5;

// A customer holding trolleys past their free days (CONTRACT "Trolleys at customers": a hold is past them when
// time_duration > charge_free_days, the free days in force when the hold started). trolleys: how many of the
// customer's holds are past them; days_over: the worst hold's chargeable days.
export const DashboardOverdueCustomerSchema = z.object({
  customer_id: z.number().int(),
  customer_name: z.string(),
  business_name: z.string().nullable(),
  trolleys: z.number().int(),
  days_over: z.number().int(),
});
export type DashboardOverdueCustomer = z.infer<typeof DashboardOverdueCustomerSchema>;

// GET /dashboard/trolleys (List Trolleys): the trolley cards of the dashboard home, live trolleys only.
// at_plants: OnPlant or Maintenance at the caller's plants; in_transit: PlantChange or DropOff from or to one of
// them (the Super Admin: every plant, all_plants true); at_customers: Delivery; past_free_days: the holds past
// their free days, whoever delivered them. plant_count: the plants the figures cover. overdue: the customers
// holding trolleys past their free days, worst first (at most DASHBOARD_OVERDUE_LIMIT of overdue_customers).
export const DashboardTrolleysSchema = z.object({
  all_plants: z.boolean(),
  plant_count: z.number().int(),
  at_plants: z.number().int(),
  in_transit: z.number().int(),
  at_customers: z.number().int(),
  past_free_days: z.number().int(),
  overdue_customers: z.number().int(),
  overdue: z.array(DashboardOverdueCustomerSchema),
});
export type DashboardTrolleys = z.infer<typeof DashboardTrolleysSchema>;
