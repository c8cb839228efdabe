import type { Kysely } from 'kysely';
import {
  DASHBOARD_OVERDUE_LIMIT,
  type DashboardOverdueCustomer,
  type DashboardTrolleys,
  isOverdue,
  nextDayMs,
  priceDays,
  type Rates,
  ratesAt,
  startedDays,
} from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';
import { boardVersion } from './trolley-balance.repository.js';
import { AT_PLANT, heldTrolleys, IN_TRANSIT, plantCount, type PlantOwner, type StatusGroup, statusGroups } from './trolley-dashboard.repository.js';
import { inScope, type PlantScope } from './trolley-plant-scope.js';
import { userPlantIds } from './trolleys.repository.js';
import { costHistoriesOf } from './trolley-holds.repository.js';

// The dashboard's trolley cards. Whether a hold is past its free days is the billing engine's overdue rule, so the
// dashboard and the cost screens never disagree about a day.

export type { PlantOwner } from './trolley-dashboard.repository.js';

const byWorst = (a: DashboardOverdueCustomer, b: DashboardOverdueCustomer) =>
  b.days_over - a.days_over || b.trolleys - a.trolleys || a.customer_name.localeCompare(b.customer_name) || a.customer_id - b.customer_id;

/** A trolley at a customer as the cards price it: whose, since when, at the rates in force then. */
type HeldTrolley = { customerId: number; startMs: number; rates: Rates };
type Holder = { customer_name: string; business_name: string | null };
type Overdue = { trolleys: number; customers: DashboardOverdueCustomer[] };
/**
 * The live trolleys by status and plants, and those at customers, kept per database while the balance board's version
 * (the newest trolley transaction, cost change and customer, business or trolley change) stays as it was read; the
 * figures of those at customers are kept until one of them starts another day.
 */
type HeldCache = {
  version: string;
  groups: StatusGroup[];
  held: HeldTrolley[];
  holders: Map<number, Holder>;
  priced?: { at: number; validUntil: number; overdue: Overdue };
};
const caches = new WeakMap<Kysely<Database>, HeldCache>();

async function loadHeld(db: Kysely<Database>, version: string): Promise<HeldCache> {
  const [groups, rows] = await Promise.all([statusGroups(db), heldTrolleys(db)]);
  const history = await costHistoriesOf(db, [...new Set(rows.map((r) => Number(r.customer_id)))]);
  const holders = new Map<number, Holder>();
  const held: HeldTrolley[] = [];
  for (const row of rows) {
    if (row.customer_id === null) continue;
    const customerId = Number(row.customer_id);
    if (!holders.has(customerId)) holders.set(customerId, { customer_name: `${row.first_name} ${row.last_name}`, business_name: row.business_name });
    const current = { freeDays: Number(row.current_free_days ?? 0), perDayCents: Number(row.current_per_day_cents ?? 0) };
    held.push({ customerId, startMs: Date.parse(row.status_at), rates: ratesAt(history.get(customerId) ?? [], current, row.status_at) });
  }
  return { version, groups, held, holders };
}

/** The customers holding trolleys past their free days at `nowMs`, worst first, and how many trolleys that is in all. */
function price(cache: HeldCache, nowMs: number): { overdue: Overdue; validUntil: number } {
  const byCustomer = new Map<number, DashboardOverdueCustomer>();
  let trolleys = 0;
  let validUntil = Infinity;
  for (const h of cache.held) {
    validUntil = Math.min(validUntil, nextDayMs(h.startMs, nowMs));
    const price = priceDays(startedDays(h.startMs, nowMs), h.rates);
    if (!isOverdue(price)) continue;
    trolleys += 1;
    const entry = byCustomer.get(h.customerId);
    if (entry) {
      entry.trolleys += 1;
      entry.days_over = Math.max(entry.days_over, price.chargeableDays);
    } else {
      const { customer_name, business_name } = cache.holders.get(h.customerId)!;
      byCustomer.set(h.customerId, { customer_id: h.customerId, customer_name, business_name, trolleys: 1, days_over: price.chargeableDays });
    }
  }
  return { overdue: { trolleys, customers: [...byCustomer.values()].sort(byWorst) }, validUntil };
}

/** The fleet as kept: read again when the board's version moved since. */
async function keptFleet(db: Kysely<Database>): Promise<HeldCache> {
  const version = await boardVersion(db);
  let cache = caches.get(db);
  if (!cache || cache.version !== version) caches.set(db, (cache = await loadHeld(db, version)));
  return cache;
}

/**
 * The customers holding trolleys past their free days, worst first, and how many trolleys that is in all: priced
 * again when some hold started another day since (or the clock went back).
 */
function overdue(cache: HeldCache, nowMs: number): Overdue {
  const kept = cache.priced;
  if (kept && nowMs >= kept.at && nowMs < kept.validUntil) return kept.overdue;
  const { overdue, validUntil } = price(cache, nowMs);
  cache.priced = { at: nowMs, validUntil, overdue };
  return overdue;
}

/** The owner's plants as the trolleys' plant scope, and how many they are (null: every plant). */
async function ownerScope(db: Kysely<Database>, owner: PlantOwner): Promise<{ scope: PlantScope; count: number }> {
  if (owner === null) return { scope: { all: true }, count: await plantCount(db) };
  const ids = await userPlantIds(db, owner);
  return { scope: { all: false, ids }, count: ids.size };
}

/**
 * The plant cards from the status groups: trolleys at the owner's plants (on site or in maintenance), travelling to
 * or from one of them, and at customers (the whole fleet's).
 */
function plantCards(groups: readonly StatusGroup[], scope: PlantScope, plantCount: number) {
  const ours = (plantId: number | null) => (plantId === null ? scope.all : inScope(scope, plantId));
  const counts = { at_plants: 0, in_transit: 0, at_customers: 0, plant_count: plantCount };
  for (const g of groups) {
    if (AT_PLANT.includes(g.trolley_status)) {
      if (ours(g.plant_id)) counts.at_plants += g.n;
    } else if (IN_TRANSIT.includes(g.trolley_status)) {
      if (ours(g.from_plant_id) || ours(g.to_plant_id)) counts.in_transit += g.n;
    } else if (g.trolley_status === 'Delivery') counts.at_customers += g.n;
  }
  return counts;
}

/**
 * GET /dashboard/trolleys: the plant figures cover the plants of `owner` (null: every plant), the figures about
 * customers the whole fleet.
 */
export async function trolleyCards(db: Kysely<Database>, owner: PlantOwner): Promise<DashboardTrolleys> {
  const [cache, { scope, count }] = await Promise.all([keptFleet(db), ownerScope(db, owner)]);
  const late = overdue(cache, Date.parse(nowIso()));
  return {
    all_plants: owner === null,
    ...plantCards(cache.groups, scope, count),
    past_free_days: late.trolleys,
    overdue_customers: late.customers.length,
    overdue: late.customers.slice(0, DASHBOARD_OVERDUE_LIMIT),
  };
}
