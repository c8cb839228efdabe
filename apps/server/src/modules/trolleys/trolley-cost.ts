// CONTRACT "Trolleys at customers": the hold-time cost formula, in one place for the cost list and the history header.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Started days between two instants: hours / 24 rounded up, at least 1 (CONTRACT). */
export function startedDays(fromIso: string, toIso: string): number {
  const ms = Date.parse(toIso) - Date.parse(fromIso);
  return Math.max(1, Math.ceil(ms / DAY_MS));
}

export type HoldFigures = {
  time_duration: number;
  charge_free_days: number;
  after_free_day_charge: number;
  chargeable_days: number;
  cost: number;
};

/**
 * A hold's figures: time_duration in started days (an open hold counts up to `now`), the free days and per-day
 * charge (cents) in force when it started, chargeable_days = max(0, days - free days), cost in dollars.
 */
export function holdFigures(hold: { start: string; end: string | null; freeDays: number; perDayCents: number }, now: string): HoldFigures {
  const time_duration = startedDays(hold.start, hold.end ?? now);
  const chargeable_days = Math.max(0, time_duration - hold.freeDays);
  return {
    time_duration,
    charge_free_days: hold.freeDays,
    after_free_day_charge: hold.perDayCents / 100,
    chargeable_days,
    // cents stay whole numbers: no floating-point drift before the one division.
    cost: (chargeable_days * hold.perDayCents) / 100,
  };
}
