import { dateFormat, DEFAULT_APP_LOCALE } from '@glassdesk/shared';
import type { Config } from '../../config.js';
import { clockOf, zoneShortName } from '../../lib/time-zone.js';

/** What every message needs from the configuration: where links lead, and the zone its times are written in. */
export type MailLook = Pick<Config, 'appUrl' | 'timeZone'> & Partial<Pick<Config, 'appLocale'>>;

export const APP_NAME = 'GlassDesk';
/** spec §9 primary colour. */
export const BRAND_COLOUR = '#0C69A9';

/** A run of text, or a run set in bold (the reset code). */
type Segment = string | { strong: string };
/** A paragraph; label/value lines; a quoted text someone wrote (a message, a support description). */
export type Block = { p: Segment[] | string } | { fields: Array<[label: string, value: string]> } | { quote: string };

/** One message's content, written once: the layout gives it a text part and an HTML part that say the same. */
export type MailContent = {
  subject: string;
  greeting?: string;
  blocks: Block[];
  /** The screen it is about, e.g. '/dashboard/Tickets/12': a button in HTML, a line with the address in text. */
  action?: { label: string; path: string };
};

export type RenderedMail = { subject: string; text: string; html: string };

/**
 * The zone's short name at an instant, as APP_LOCALE's readers know it ("AEDT", "AEST"; "UTC"); a zone a locale has no
 * short name for reads as its offset ("GMT+11").
 */
const zoneName = (at: number, timeZone: string, locale: string) => zoneShortName(at, timeZone, locale) ?? timeZone;

/**
 * An instant as the screens write it (the day in APP_LOCALE's order, then HH:mm: 27/11/2026 14:05 in en-AU), on the
 * wall clock of the service's zone (TIME_ZONE), with the zone named (27/11/2026 14:05 AEDT): a reader elsewhere, or a
 * mail read after a change of daylight time, knows which clock it is. A document that names the zone once (the
 * statement PDF) asks for the time alone with `zoned: false`.
 */
export function mailTime(iso: string, look: Pick<MailLook, 'timeZone' | 'appLocale'>, zoned = true): string {
  const { timeZone } = look;
  const wall = new Date(clockOf(timeZone).wallMs(Date.parse(iso)));
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = dateFormat(look.appLocale).write(wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate());
  const time = `${day} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
  return zoned ? `${time} ${zoneName(Date.parse(iso), timeZone, look.appLocale ?? DEFAULT_APP_LOCALE)}` : time;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Every text that reaches the HTML part goes through here: names, messages and descriptions are people's input. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const segments = (p: Segment[] | string): Segment[] => (typeof p === 'string' ? [p] : p);
const plain = (p: Segment[] | string) =>
  segments(p)
    .map((s) => (typeof s === 'string' ? s : s.strong))
    .join('');

function textBlock(block: Block): string {
  if ('p' in block) return plain(block.p);
  if ('fields' in block) return block.fields.map(([label, value]) => `${label}: ${value}`).join('\n');
  return block.quote;
}

const P = 'margin:0 0 16px;';
function htmlBlock(block: Block): string {
  if ('p' in block) {
    const inner = segments(block.p)
      .map((s) => (typeof s === 'string' ? escapeHtml(s) : `<strong style="font-size:20px;letter-spacing:2px;">${escapeHtml(s.strong)}</strong>`))
      .join('');
    return `<p style="${P}">${inner}</p>`;
  }
  if ('fields' in block) {
    const rows = block.fields
      .map(
        ([label, value]) =>
          `<tr><td style="padding:2px 16px 2px 0;color:#5f6b7a;white-space:nowrap;vertical-align:top;">${escapeHtml(label)}</td><td style="padding:2px 0;">${escapeHtml(value)}</td></tr>`,
      )
      .join('');
    return `<table role="presentation" cellpadding="0" cellspacing="0" style="${P}border-collapse:collapse;">${rows}</table>`;
  }
  const lines = escapeHtml(block.quote).replace(/\r?\n/g, '<br>');
  return `<blockquote style="${P}padding:8px 16px;border-left:4px solid ${BRAND_COLOUR};background:#f2f7fb;">${lines}</blockquote>`;
}

/** The house layout: the app's name on a band of the brand colour, the content, a button to the screen it is about. */
export function renderMail(content: MailContent, look: MailLook): RenderedMail {
  const url = content.action ? `${look.appUrl}${content.action.path}` : undefined;
  const text = [
    ...(content.greeting ? [content.greeting] : []),
    ...content.blocks.map(textBlock),
    ...(content.action ? [`${content.action.label}: ${url}`] : []),
    `${APP_NAME}, ${look.appUrl}`,
  ].join('\n\n');

  const button = content.action
    ? `<p style="margin:24px 0 8px;"><a href="${escapeHtml(url!)}" style="display:inline-block;background:${BRAND_COLOUR};color:#ffffff;text-decoration:none;font-weight:bold;padding:10px 20px;border-radius:4px;">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f6f8;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8;padding:24px 8px;"><tr><td align="center">',
    '<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933;">',
    `<tr><td style="background:${BRAND_COLOUR};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0;">${APP_NAME}</td></tr>`,
    '<tr><td style="padding:24px;">',
    content.greeting ? `<p style="${P}">${escapeHtml(content.greeting)}</p>` : '',
    ...content.blocks.map(htmlBlock),
    button,
    '</td></tr>',
    `<tr><td style="padding:12px 24px;border-top:1px solid #e4e8ec;font-size:12px;color:#5f6b7a;"><a href="${escapeHtml(look.appUrl)}" style="color:${BRAND_COLOUR};">${APP_NAME}</a></td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
  return { subject: content.subject, text: `${text}\n`, html };
}
