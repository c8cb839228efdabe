import { WallClock } from './time-zone.js';

// Excel keeps a date as a day number (1 = 1900-01-01) with the time of day as its fraction, and no zone: a sheet
// shows what it holds. So a calendar day is written as that day, and an instant as its wall-clock time in the
// service's zone. An export writes a million of these: they are read and written with integer arithmetic (Date.parse
// and a float's shortest text cost several times more, which the export's rows per second felt).

const DAY_MS = 86_400_000;
/** Excel's day number of 1970-01-01 (1900 date system, right for every day after 1900-02-28). */
const EXCEL_EPOCH_DAYS = 25_569;
/** 1900-03-01, in days since 1970: Excel counts 1900 as a leap year, so it names earlier days wrongly (or not at all). */
const FIRST_DAY = -25_508;
/** The fraction of a day is written with this many decimals: 8.64 µs steps, so every millisecond reads back exactly. */
const FRACTION_DIGITS = 10;
const FRACTION_SCALE = 10 ** FRACTION_DIGITS;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A digit's value, or NaN (which then spoils every sum it enters, so one check at the end finds it). */
function digit(s: string, i: number): number {
  const d = s.charCodeAt(i) - 48;
  return d >= 0 && d <= 9 ? d : NaN;
}

/** Days since 1970-01-01 of a day that exists (never rolling 2026-02-30 over to March), or NaN (H. Hinnant's days_from_civil). */
function civilDays(year: number, month: number, day: number): number {
  if (!(month >= 1 && month <= 12 && day >= 1)) return NaN;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (!(day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]))) return NaN;
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  return era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719_468;
}

/** Days since 1970-01-01 of the ISO day (YYYY-MM-DD) starting `s` at `at`, or NaN. */
function isoDays(s: string, at = 0): number {
  if (s.charCodeAt(at + 4) !== 45 || s.charCodeAt(at + 7) !== 45) return NaN;
  const year = digit(s, at) * 1000 + digit(s, at + 1) * 100 + digit(s, at + 2) * 10 + digit(s, at + 3);
  return civilDays(year, digit(s, at + 5) * 10 + digit(s, at + 6), digit(s, at + 8) * 10 + digit(s, at + 9));
}

/**
 * An ISO instant's milliseconds, or NaN. The form toISOString writes (what the database holds) is read digit by
 * digit; any other form goes through Date.parse.
 */
export function isoInstantMs(s: string): number {
  if (s.length !== 24 || s.charCodeAt(10) !== 84 || s.charCodeAt(13) !== 58 || s.charCodeAt(16) !== 58 || s.charCodeAt(19) !== 46 || s.charCodeAt(23) !== 90) {
    return Date.parse(s);
  }
  const hour = digit(s, 11) * 10 + digit(s, 12);
  const minute = digit(s, 14) * 10 + digit(s, 15);
  const second = digit(s, 17) * 10 + digit(s, 18);
  if (!(hour < 24 && minute < 60 && second < 60)) return NaN;
  return isoDays(s) * DAY_MS + ((hour * 60 + minute) * 60 + second) * 1000 + digit(s, 20) * 100 + digit(s, 21) * 10 + digit(s, 22);
}

/** The `<v>` text of a day (days since 1970), or null before 1900-03-01. */
const dayText = (days: number) => (days < FIRST_DAY ? null : String(days + EXCEL_EPOCH_DAYS));

/** The decimals of a time of day (1 to DAY_MS - 1 ms) as a fraction of the day, with the point. */
const fractionText = (msOfDay: number) => `.${String(Math.round((msOfDay * FRACTION_SCALE) / DAY_MS) + FRACTION_SCALE).slice(1)}`;

/** The text of Excel date cells: their day numbers, ready for `<v>`. */
export class ExcelDates {
  private readonly clock: WallClock;
  // A sheet's calendar days are few (a ticket's received and expected dates): each is worked out once.
  private readonly days = new Map<string, string | null>();
  private lastDay = NaN;
  private lastDayText: string | null = null;

  constructor(timeZone = 'UTC') {
    this.clock = new WallClock(timeZone);
  }

  /** The day number of an ISO day, whatever the zone; null when `value` is not one (or is before 1900-03-01). */
  day(value: string): string | null {
    let text = this.days.get(value);
    if (text === undefined) {
      const days = value.length === 10 ? isoDays(value) : NaN;
      text = Number.isNaN(days) ? null : dayText(days);
      if (this.days.size >= 100_000) this.days.clear();
      this.days.set(value, text);
    }
    return text;
  }

  /**
   * The day number and time of day of an ISO instant on the zone's clock; null when `value` is not one. A calendar
   * day (YYYY-MM-DD) is that day at midnight: it names no instant to move.
   */
  dateTime(value: string): string | null {
    if (value.length === 10) return this.day(value);
    const ms = isoInstantMs(value);
    if (Number.isNaN(ms)) return null;
    const wall = this.clock.wallMs(ms);
    const days = Math.floor(wall / DAY_MS);
    if (days !== this.lastDay) {
      // Rows in the export's order mostly follow one another in time: the day's text is usually the last one's.
      this.lastDay = days;
      this.lastDayText = dayText(days);
    }
    const msOfDay = wall - days * DAY_MS;
    return this.lastDayText === null || msOfDay === 0 ? this.lastDayText : this.lastDayText + fractionText(msOfDay);
  }
}
