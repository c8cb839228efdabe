// The one date format of the app, for display and for input, from one setting: APP_LOCALE (a BCP 47 locale, default
// en-AU). The server reads it from its environment and hands it to the web apps in their page (a meta tag); mail,
// exports and every screen write and read days through a DateFormat made from it. Times are always 24-hour HH:mm.

/** The locale whose day, month and year order the app writes when APP_LOCALE is not set. */
export const DEFAULT_APP_LOCALE = 'en-AU';

/** The canonical spelling of a locale Intl knows ('en-au' -> 'en-AU'), or undefined. */
export function canonicalLocale(name: string): string | undefined {
  try {
    const [locale] = Intl.getCanonicalLocales(name.trim());
    return locale && Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0 ? locale : undefined;
  } catch {
    return undefined;
  }
}

type Part = 'day' | 'month' | 'year';
const TOKENS: Record<Part, string> = { day: 'dd', month: 'mm', year: 'yyyy' };
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A real calendar date written YYYY-MM-DD (years 1000-9999). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '1000-01-01';
}

type DayParts = { order: readonly Part[]; separator: string };

/**
 * How a locale writes a day in digits, as Intl says it: the order of day, month and year and what goes between them.
 * A locale whose digits are not Latin, or that writes words between the parts, falls back to the default's form.
 */
export function localeParts(locale: string): DayParts {
  const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).formatToParts(Date.UTC(2026, 10, 27));
  const order = parts.map((p) => p.type).filter((t): t is Part => t === 'day' || t === 'month' || t === 'year');
  const literal = parts.find((p) => p.type === 'literal')?.value.trim();
  const latin = parts.every((p) => p.type === 'literal' || /^\d+$/.test(p.value));
  const usable = latin && order.length === 3 && new Set(order).size === 3 && !!literal && /^[./-]$/.test(literal);
  return usable ? { order, separator: literal } : { order: ['day', 'month', 'year'], separator: '/' };
}

/**
 * The default locale's parts, known ahead (dates.test.ts holds them equal to localeParts): the app's usual format
 * is made without Intl, whose first formatter in a page costs a phone ~15 ms of its start-up (60 ms at
 * Lighthouse's 4x slowdown), before any date is written.
 */
const KNOWN_FORMATS: Record<string, DayParts> = { [DEFAULT_APP_LOCALE]: { order: ['day', 'month', 'year'], separator: '/' } };
export const knownFormatOf = (locale: string): DayParts | undefined => KNOWN_FORMATS[locale];

/**
 * How a locale writes a day in digits: the order of day, month and year and what goes between them, as
 * Intl says it (en-AU 27/11/2026, en-US 11/27/2026, de-DE 27.11.2026, sv-SE 2026-11-27). Days are always written
 * with two-digit day and month and a four-digit year, so a column of dates lines up.
 */
export class DateFormat {
  readonly order: readonly Part[];
  /** What goes between the parts ('/', '.', '-'). */
  readonly separator: string;
  /** The pattern for people, e.g. 'dd/mm/yyyy' (a field's placeholder and hint). */
  readonly pattern: string;
  /** The same as an Excel number format ('dd/mm/yyyy'); with the time, `excelDateTime`. */
  readonly excelDate: string;
  readonly excelDateTime: string;

  constructor(readonly locale: string) {
    const { order, separator } = KNOWN_FORMATS[locale] ?? localeParts(locale);
    this.order = order;
    this.separator = separator;
    this.pattern = this.order.map((p) => TOKENS[p]).join(this.separator);
    this.excelDate = this.pattern;
    this.excelDateTime = `${this.pattern} hh:mm`;
  }

  /** Year, month (1-12) and day as the app writes them. */
  write(year: number, month: number, day: number): string {
    const value: Record<Part, string> = { day: pad(day), month: pad(month), year: pad(year, 4) };
    return this.order.map((p) => value[p]).join(this.separator);
  }

  /** A calendar day (YYYY-MM-DD, read as written: no time zone moves it) as the app writes it; anything else as given. */
  day(iso: string): string {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
    return m ? this.write(Number(m[1]), Number(m[2]), Number(m[3])) : iso;
  }

  /**
   * What a person typed -> YYYY-MM-DD, or null when it is not a real calendar date. The parts in the locale's order;
   * any of / . - or a space between them, or nothing at all in eight digits (27112026); a day or month of one digit
   * is fine (7/3/2026); the year in four digits. A year first with dashes (2026-11-27, ISO) is read as ISO anywhere.
   */
  parse(text: string): string | null {
    const trimmed = text.trim();
    const value = {} as Record<Part, string>;
    if (/^\d{8}$/.test(trimmed)) {
      // Eight digits and nothing between them (a phone's number pad has no slash): the parts by their widths.
      let at = 0;
      for (const part of this.order) {
        const width = part === 'year' ? 4 : 2;
        value[part] = trimmed.slice(at, (at += width));
      }
    } else if (/^\d{4}-\d{1,2}-\d{1,2}$/.test(trimmed)) {
      // A year first, as ISO writes it (2026-11-27), cannot be misread in any locale.
      [value.year, value.month, value.day] = trimmed.split('-');
    } else {
      const m = /^(\d{1,4})\s*[./\- ]\s*(\d{1,4})\s*[./\- ]\s*(\d{1,4})$/.exec(trimmed);
      if (!m) return null;
      this.order.forEach((part, i) => (value[part] = m[i + 1]));
    }
    if (value.year.length !== 4 || value.day.length > 2 || value.month.length > 2) return null;
    const iso = `${value.year}-${pad(Number(value.month))}-${pad(Number(value.day))}`;
    return isIsoDate(iso) ? iso : null;
  }
}

const formats = new Map<string, DateFormat>();
/** The DateFormat of a locale (made once per locale); an unknown locale gets the default's. */
export function dateFormat(locale: string = DEFAULT_APP_LOCALE): DateFormat {
  let format = formats.get(locale);
  // A locale known ahead is canonical already: no Intl call either way.
  if (!format) formats.set(locale, (format = new DateFormat(KNOWN_FORMATS[locale] ? locale : (canonicalLocale(locale) ?? DEFAULT_APP_LOCALE))));
  return format;
}
