import { dateFormat, type Handover, mapLink } from '@glassdesk/shared';
import { brandedPdf, PDF_BRAND as BRAND } from '../../lib/branded-pdf.js';
import { loadSharp } from '../../lib/images.js';
import { clockOf, zoneShortName } from '../../lib/time-zone.js';

// CONTRACT "Hand-over proof": the receipt of a hand-over as a PDF, made with pdfkit (a maintained library that lays
// out text and embeds PNG images; no hand-written PDF bytes). Standard fonts only (Helvetica: nothing to ship).

export type ReceiptLook = { appName: string; timeZone: string; appLocale: string };

const KIND_TITLE = { delivery: 'Delivery receipt', pickup: 'Pickup receipt' } as const;

/** "27/11/2026 14:05 (Australia/Sydney, AEDT)": the wall clock of TIME_ZONE, the day in APP_LOCALE's order, the zone named. */
export function receiptTime(iso: string, look: Pick<ReceiptLook, 'timeZone' | 'appLocale'>): string {
  const wall = new Date(clockOf(look.timeZone).wallMs(Date.parse(iso)));
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = dateFormat(look.appLocale).write(wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate());
  const short = zoneShortName(Date.parse(iso), look.timeZone, 'en-AU');
  const zone = short && short !== look.timeZone ? `${look.timeZone}, ${short}` : look.timeZone;
  return `${day} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())} (${zone})`;
}

const personName = (p: { first_name: string; last_name: string } | null) => (p ? `${p.first_name} ${p.last_name}`.trim() : '—');

/** The place in words: "-33.86880, 151.20930 (within 12 m)". */
export const placeText = (l: NonNullable<Handover['location']>) => `${l.lat.toFixed(5)}, ${l.lng.toFixed(5)} (within ${Math.round(l.accuracy)} m)`;

/**
 * The receipt: business, customer, kind, when (with the zone named) and when recorded, each trolley's uid, name and
 * bars, the signature image and the signer (or that nobody signed), the place with a map link when known, the staff
 * member, the note, the hand-over's number. `signature` is the stored image's bytes (any type we keep: made PNG here).
 */
export async function receiptPdf(h: Handover, signature: Buffer | null, look: ReceiptLook): Promise<Buffer> {
  // Any image type we keep, as PNG on white; bytes that are no image (never stored by POST /files) leave it out.
  const png = signature
    ? await (
        await loadSharp()
      )(signature)
        .flatten({ background: '#ffffff' })
        .png()
        .toBuffer()
        .catch(() => null)
    : null;
  const { doc, left, width, done } = await brandedPdf({
    appName: look.appName,
    title: `${KIND_TITLE[h.kind]} No. ${h.id}`,
    info: { Title: `${look.appName} ${KIND_TITLE[h.kind]} ${h.id}`, Author: look.appName, CreationDate: new Date(h.recorded_at) },
  });

  const field = (label: string, value: string, link?: string) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#555555').text(label, { continued: false });
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor(link ? BRAND : '#000000')
      .text(value, link ? { link, underline: true } : {});
    doc.moveDown(0.4);
  };
  field('Business', h.customer?.business?.name ?? '—');
  field('Customer', personName(h.customer));
  field(h.kind === 'delivery' ? 'Delivered' : 'Picked up', receiptTime(h.at, look));
  field('Recorded', receiptTime(h.recorded_at, look));
  field('Staff member', personName(h.recorded_by));
  if (h.location) field('Place', placeText(h.location), mapLink(h.location.lat, h.location.lng));
  else field('Place', 'Not known (the phone gave none)');
  if (h.note) field('Note', h.note);

  // The trolleys: one line each, uid, name and bars.
  doc.moveDown(0.4);
  const n = h.trolleys.length;
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('#000000')
    .text(`${n} ${n === 1 ? 'trolley' : 'trolleys'}`);
  doc.moveDown(0.3);
  const cols = [left, left + width * 0.3, left + width * 0.82];
  const row = (cells: [string, string, string], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(cells[0], cols[0], y, { width: cols[1] - cols[0] - 8 });
    const afterFirst = doc.y;
    doc.text(cells[1], cols[1], y, { width: cols[2] - cols[1] - 8 });
    const afterSecond = doc.y;
    doc.text(cells[2], cols[2], y, { width: left + width - cols[2] });
    doc.x = left;
    doc.y = Math.max(afterFirst, afterSecond, doc.y) + 3;
  };
  row(['UID', 'Name', 'Bars'], true);
  for (const t of h.trolleys) row([t.uid, t.name, String(t.no_of_bars)]);

  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(12).text('Signature', left);
  doc.moveDown(0.3);
  if (png) {
    if (doc.y + 130 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    doc.image(png, left, doc.y, { fit: [260, 120] });
    doc.y += 125;
  }
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(
      png ? `Signed by ${h.signed_by ?? '(name not given)'}` : `Not signed${h.unsigned_reason ? `: ${h.unsigned_reason}` : ''}${h.signed_by ? ` (receiver: ${h.signed_by})` : ''}`,
      left,
    );
  doc.end();
  return done;
}
