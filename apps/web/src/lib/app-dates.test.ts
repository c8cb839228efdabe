import { afterEach, describe, expect, it, vi } from 'vitest';

// APP_LOCALE reaches the web app in its page: the server writes it into the app-locale meta (apps/server/src/app/web.ts).
afterEach(() => {
  document.head.querySelector('meta[name="app-locale"]')?.remove();
  vi.resetModules();
});

async function withLocale(locale: string | null) {
  if (locale) {
    const meta = document.createElement('meta');
    meta.name = 'app-locale';
    meta.content = locale;
    document.head.append(meta);
  }
  vi.resetModules();
  const [dates, format, day] = await Promise.all([import('./app-dates'), import('./format-date'), import('../components/tickets/format-day')]);
  return { ...dates, ...format, ...day };
}

describe('the app date format from the page', () => {
  it('is en-AU when the page says nothing', async () => {
    const { APP_LOCALE, appDates, formatDay, monthLabel } = await withLocale(null);
    expect(APP_LOCALE).toBe('en-AU');
    expect(appDates.pattern).toBe('dd/mm/yyyy');
    expect(formatDay('2026-11-27')).toBe('27/11/2026');
    expect(monthLabel('2026-02')).toBe('February 2026');
  });

  it("follows the server's APP_LOCALE on every screen: lists, moments, and what fields read", async () => {
    const { APP_LOCALE, appDates, formatDay, formatDate, formatDateTime } = await withLocale('en-US');
    expect(APP_LOCALE).toBe('en-US');
    expect(appDates.pattern).toBe('mm/dd/yyyy');
    expect(formatDay('2026-11-27')).toBe('11/27/2026');
    const moment = new Date(2026, 10, 27, 14, 5).toISOString();
    expect(formatDate(moment)).toBe('11/27/2026');
    expect(formatDateTime(moment)).toBe('11/27/2026 14:05');
    expect(appDates.parse('11/27/2026')).toBe('2026-11-27');
    expect(appDates.parse('27/11/2026')).toBeNull();
  });

  it("names the default locale's months as Intl does, without it", async () => {
    const { monthLabel } = await withLocale(null);
    const intl = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (const year of ['1999', '2026'])
      for (let n = 1; n <= 12; n++) {
        const month = `${year}-${String(n).padStart(2, '0')}`;
        expect(monthLabel(month)).toBe(intl.format(new Date(`${month}-01T00:00:00.000Z`)));
      }
    const { monthLabel: german } = await withLocale('de-DE');
    expect(german('2026-03')).toBe('März 2026');
  });

  it('writes German days with dots', async () => {
    const { formatDay } = await withLocale('de-DE');
    expect(formatDay('2026-03-07')).toBe('07.03.2026');
  });
});
