// The billing engine: every rule about what a trolley hold costs, in one place and in whole cents. The cost list,
// the history header, the balance board, the statements, the overdue reminders and digests, the dashboard, the
// customer app's "charge so far" and the demo all price through these functions (CONTRACT "Trolleys at customers:
// hand-overs and hold-time cost" and "Trolley fleet control"). Plain data in, plain data out: no database, no clock
// (the caller passes `now`), no zod, so the web app could import it too.
//
// The words used throughout: a hold runs from a Delivery to the Pickup that ends it (open: counted to now); its
// days are started days; its rates are the customer's free days and per-day charge in force when it started; its
// chargeable days are the days after the free days; dollars exist only at the API and screen edge.

export const DAY_MS = 86_400_000;

/** The customer's terms: free days (`max_day_allowed` in the customer API) and the per-day charge after them, in cents. */
export type Rates = { freeDays: number; perDayCents: number };
/** A change of the customer's terms (a row of its cost history): the rates from `at` on. */
export type RateChange = Rates & { at: string };

export const NO_RATES: Rates = { freeDays: 0, perDayCents: 0 };

/** Dollars (the API's and the screens' unit) to whole cents, and back. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
export const toDollars = (cents: number | string) => Number(cents) / 100;

/** Started days between two instants: hours / 24 rounded up, at least 1 (CONTRACT: time_duration). */
export function startedDays(fromMs: number, toMs: number): number {
  return Math.max(1, Math.ceil((toMs - fromMs) / DAY_MS));
}

/** Started days between two ISO instants (a transaction's time in its status, a hold's length). */
export const daysBetween = (fromIso: string, toIso: string) => startedDays(Date.parse(fromIso), Date.parse(toIso));

/**
 * The rates in force at a moment, from the customer's cost history: the last change at or before it. A customer
 * whose terms changed only later had, before its first change, what it registered with (0 free days, 0 a day); a
 * customer whose terms never changed has its current terms.
 *
 * `lastChange` is that last change (null when none is at or before the moment), `changed` whether the customer has
 * any change at all: the two things a query can read in one statement (see `ratesAt` for a history in memory).
 */
export function ratesInForce(lastChange: Rates | null, changed: boolean, current: Rates): Rates {
  if (lastChange) return { freeDays: Number(lastChange.freeDays), perDayCents: Number(lastChange.perDayCents) };
  return changed ? NO_RATES : { freeDays: Number(current.freeDays), perDayCents: Number(current.perDayCents) };
}

/** ratesInForce over a history held in memory (oldest change first). */
export function ratesAt(history: readonly RateChange[], current: Rates, atIso: string): Rates {
  let last: RateChange | null = null;
  for (const change of history) if (change.at <= atIso) last = change;
  return ratesInForce(last, history.length > 0, current);
}

/** A hold to price: its start, its end (null while open) and its rates at the start. */
export type Hold = { start: string; end: string | null; rates: Rates };

/** What a hold costs: its started days, the rates it is billed by, the chargeable days and their cost in cents. */
export type HoldPrice = { days: number; freeDays: number; perDayCents: number; chargeableDays: number; cents: number };

/** Prices a hold of `days` started days at `rates`: the free days are its first days, each day after them costs the per-day charge. */
export function priceDays(days: number, rates: Rates): HoldPrice {
  const chargeableDays = Math.max(0, days - rates.freeDays);
  return { days, freeDays: rates.freeDays, perDayCents: rates.perDayCents, chargeableDays, cents: chargeableDays * rates.perDayCents };
}

/** Prices a hold; an open one counts up to `nowIso`. */
export const priceHold = (hold: Hold, nowIso: string): HoldPrice => priceDays(daysBetween(hold.start, hold.end ?? nowIso), hold.rates);

/** The overdue rule: a hold is past its free days once it has a chargeable day (the dashboard, reminders, digests, board). */
export const isOverdue = (price: HoldPrice) => price.chargeableDays > 0;

/** One month's share of a hold: its days that start in the month, those past the free days, and their cost. */
export type MonthShare = { month: string; days: number; chargeableDays: number; cents: number };

/**
 * A hold split by month: day i starts at start + i x 24 h and belongs to the month (`monthOf`, the service's
 * calendar) it starts in; the free days are the hold's first days, at the rates of its start. So the shares of a
 * hold add up to the hold priced whole (days, chargeable days and cents), whatever the months.
 */
export function holdByMonth(hold: Hold, nowIso: string, monthOf: (ms: number) => string): MonthShare[] {
  const { days, freeDays, perDayCents } = priceHold(hold, nowIso);
  const startMs = Date.parse(hold.start);
  const monthOfDay = (i: number) => monthOf(startMs + i * DAY_MS);
  const shares: MonthShare[] = [];
  // Each day starts 23 to 25 wall-clock hours after the one before, so the days' months only move forward and each
  // month's days are one run. Its last day is found by halving (about 6 months asked) instead of asking every day's
  // (about 30): a customer's two years of holds were thousands of questions a statement.
  for (let first = 0; first < days;) {
    const month = monthOfDay(first);
    // A month holds at most 32 days' starts (31 days, and a day of 23 hours when its clocks go back).
    let hi = Math.min(days - 1, first + 32);
    while (hi < days - 1 && monthOfDay(hi) === month) hi = Math.min(days - 1, hi + 32);
    let lo = first;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (monthOfDay(mid) === month) lo = mid;
      else hi = mid - 1;
    }
    const end = lo + 1;
    const chargeableDays = Math.max(0, end - Math.max(first, freeDays));
    shares.push({ month, days: end - first, chargeableDays, cents: chargeableDays * perDayCents });
    first = end;
  }
  return shares;
}

/** The moment an open hold starts its next day (its price holds until then): start + days x 24 h. */
export function nextDayMs(startMs: number, nowMs: number): number {
  return startMs + startedDays(startMs, nowMs) * DAY_MS;
}

/**
 * What a customer owes, in cents: its holds (each priced as above), its loss and damage charges and its
 * adjustments (credits are negative). The Additional Cost screen and the statements both read this one figure; the
 * sum of a customer's statements is it, as a closed month's later changes land on the next open month.
 */
export type Owed = { holdCents: number; chargeCents: number; totalCents: number };
export function owed(holds: readonly HoldPrice[], chargeCents: readonly number[]): Owed {
  const holdCents = holds.reduce((sum, h) => sum + h.cents, 0);
  const charges = chargeCents.reduce((sum, c) => sum + c, 0);
  return { holdCents, chargeCents: charges, totalCents: holdCents + charges };
}
