// The service's time zone (TIME_ZONE): where an instant stored in UTC is read as a wall-clock time, e.g. in the
// tickets export, whose cells are Excel dates and so carry no zone of their own.

const DAY_MS = 86_400_000;

/** The canonical spelling of an IANA time zone name ('australia/sydney' -> 'Australia/Sydney'), or undefined. */
export function canonicalTimeZone(name: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * Wall-clock time of instants in one zone, as milliseconds "as if UTC" (so UTC arithmetic reads the local day and
 * time). Intl is the only zone database Node carries, and formatToParts costs microseconds; a zone's offset changes
 * at most a few times a year, so it is worked out once per UTC day (the same at the day's first and last
 * millisecond: the same all day) and reused; only the instants of a day with a change ask Intl each. An export of a
 * million rows asks Intl twice for each day its tickets fall on.
 */
export class WallClock {
  private readonly format?: Intl.DateTimeFormat;
  // UTC day number -> the offset in ms all that day, or NaN when it changes that day.
  private readonly offsets = new Map<number, number>();

  constructor(timeZone: string) {
    if (canonicalTimeZone(timeZone) === 'UTC') return;
    this.format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  }

  /** `ms` (an instant) moved by the zone's offset at that instant. */
  wallMs(ms: number): number {
    if (!this.format) return ms;
    const day = Math.floor(ms / DAY_MS);
    let offset = this.offsets.get(day);
    if (offset === undefined) {
      const first = this.offsetAt(day * DAY_MS);
      offset = first === this.offsetAt(day * DAY_MS + DAY_MS - 1) ? first : NaN;
      // Bounded: instants spread over more than 270 years start the cache again.
      if (this.offsets.size >= 100_000) this.offsets.clear();
      this.offsets.set(day, offset);
    }
    return ms + (Number.isNaN(offset) ? this.offsetAt(ms) : offset);
  }

  private offsetAt(ms: number): number {
    const p: Record<string, number> = {};
    for (const part of this.format!.formatToParts(ms)) if (part.type !== 'literal') p[part.type] = Number(part.value);
    const wholeSecond = Math.floor(ms / 1000) * 1000;
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - wholeSecond;
  }
}

const clocks = new Map<string, WallClock>();
/**
 * The zone's WallClock, made once and kept with what it learnt of the zone's days (making one asks Intl twice: about
 * 0.3 ms, which a receipt paid twice per PDF). The zones asked for are the service's own: a handful.
 */
export function clockOf(timeZone: string): WallClock {
  let clock = clocks.get(timeZone);
  if (!clock) clocks.set(timeZone, (clock = new WallClock(timeZone)));
  return clock;
}

const zoneNames = new Map<string, Intl.DateTimeFormat>();
/** The zone's short name at an instant as `locale`'s readers know it ("AEDT"; "GMT+11" where it has none), or undefined. */
export function zoneShortName(at: number, timeZone: string, locale: string): string | undefined {
  const key = `${timeZone} ${locale}`;
  let format = zoneNames.get(key);
  if (!format) zoneNames.set(key, (format = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })));
  return format.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
}
