import { brandedPdf, PDF_BRAND as BRAND, type PdfDoc } from '../../lib/branded-pdf.js';
import type { Statement } from '@glassdesk/shared';
import { mailTime } from '../mail/mail-layout.js';
import { monthLabel } from '../mail/mail-templates.js';
import type { ReceiptLook } from './handover-receipt.js';

// CONTRACT "Statements the customer confirms or disputes": a month's statement as a PDF, the file the closing mail
// attaches and both APIs download. pdfkit and its standard fonts, as the hand-over receipt.

/** Whose statement it is, as its heading names them. */
export type StatementParty = { first_name: string; last_name: string; email?: string | null; business_name: string | null };

const GREY = '#555555';
const RULE = '#D5DDE5';
const KIND_LABELS = { lost: 'Loss', damaged: 'Damage', adjustment: 'Adjustment' } as const;
// Dollars as the screens write them (apps/web lib/format-money.ts): $1,234.50.
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

type Column = { header: string; width: number; right?: boolean };
type Doc = PdfDoc;

const CELL_PAD = 3;
const FONT_SIZE = 9;

/** Where a page's content ends: its footer line is written in the bottom margin, below. */
const bottomOf = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

function rowHeight(doc: Doc, columns: Column[], cells: string[], bold: boolean) {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
  return Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: columns[i].width - 2 * CELL_PAD }))) + 2 * CELL_PAD;
}

function drawRow(doc: Doc, columns: Column[], cells: string[], header: boolean) {
  const height = rowHeight(doc, columns, cells, header);
  const top = doc.y;
  const left = doc.page.margins.left;
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  if (header) doc.rect(left, top, width, height).fill(BRAND);
  doc
    .fillColor(header ? '#FFFFFF' : '#000000')
    .font(header ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(FONT_SIZE);
  let x = left;
  for (const [i, c] of columns.entries()) {
    doc.text(cells[i], x + CELL_PAD, top + CELL_PAD, { width: c.width - 2 * CELL_PAD, align: c.right ? 'right' : 'left' });
    x += c.width;
  }
  if (!header)
    doc
      .moveTo(left, top + height)
      .lineTo(left + width, top + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  doc.x = left;
  doc.y = top + height;
}

/**
 * A table that pages: a row that does not fit goes to a new page, under the header again. A heading is kept with the
 * header and the first row.
 */
function table(doc: Doc, heading: string, columns: Column[], rows: string[][], empty: string) {
  const headingHeight = 22;
  const first = rows.length ? rowHeight(doc, columns, rows[0], false) : 14;
  if (
    doc.y +
      headingHeight +
      rowHeight(
        doc,
        columns,
        columns.map((c) => c.header),
        true,
      ) +
      first >
    bottomOf(doc)
  )
    doc.addPage();
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(12).text(heading, doc.page.margins.left, doc.y);
  doc.moveDown(0.3);
  if (!rows.length) {
    doc.font('Helvetica').fontSize(10).fillColor(GREY).text(empty);
    return;
  }
  const header = columns.map((c) => c.header);
  drawRow(doc, columns, header, true);
  for (const cells of rows) {
    if (doc.y + rowHeight(doc, columns, cells, false) > bottomOf(doc)) {
      doc.addPage();
      drawRow(doc, columns, header, true);
    }
    drawRow(doc, columns, cells, false);
  }
}

/**
 * The statement: the app's name, the month, the customer and its business, closed (and when) or open, a line per hold
 * (trolley, from, to or still held, days in the month, chargeable days, the rate per day, the cost), the charges and
 * adjustments, the total. Times on TIME_ZONE's wall clock, the day in APP_LOCALE's order, the zone named once below
 * the total; each page's footer names the statement and the page.
 */
export async function statementPdf(s: Statement & { closed_at?: string | null }, customer: StatementParty, look: ReceiptLook): Promise<Buffer> {
  const month = monthLabel(s.month, look.appLocale);
  const name = `${customer.first_name} ${customer.last_name}`.trim();
  const time = (iso: string) => mailTime(iso, look, false);
  const { doc, left, width, done } = await brandedPdf({
    appName: look.appName,
    title: `Statement ${month}`,
    bufferPages: true,
    info: { Title: `${look.appName} statement ${month}, ${name}`, Author: look.appName },
  });

  const field = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(GREY).text(label);
    doc.font('Helvetica').fontSize(11).fillColor('#000000').text(value);
    doc.moveDown(0.4);
  };
  field('Customer', customer.email ? `${name} (${customer.email})` : name);
  field('Business', customer.business_name ?? '—');
  field('Status', s.closed ? (s.closed_at ? `Closed on ${time(s.closed_at)}` : 'Closed') : 'Open: the figures so far. They may change until the month is closed.');
  doc.moveDown(0.6);

  // 495 points across A4 between the margins: the dates get room for "27/11/2026 14:05" on one line.
  const holdColumns: Column[] = [
    { header: 'Trolley', width: width - 376 },
    { header: 'From', width: 84 },
    { header: 'To', width: 84 },
    { header: 'Days', width: 32, right: true },
    { header: 'Chargeable days', width: 58, right: true },
    { header: 'Rate per day', width: 56, right: true },
    { header: 'Cost', width: 62, right: true },
  ];
  table(
    doc,
    'Holds',
    holdColumns,
    s.lines.map((l) => [
      `${l.uid} ${l.name}`,
      time(l.from),
      l.to ? time(l.to) : 'Still held',
      String(l.days_in_month),
      String(l.chargeable_days),
      money.format(l.after_free_day_charge),
      money.format(l.cost),
    ]),
    'No trolley held this month.',
  );
  doc.moveDown(1);

  const chargeColumns: Column[] = [
    { header: 'Kind', width: 80 },
    { header: 'Trolley', width: 100 },
    { header: 'Note', width: width - 260 },
    { header: 'Amount', width: 80, right: true },
  ];
  table(
    doc,
    'Charges and adjustments',
    chargeColumns,
    s.charges.map((c) => [KIND_LABELS[c.kind], c.uid ?? '—', c.note ?? '', money.format(c.amount)]),
    'No charges or adjustments this month.',
  );
  doc.moveDown(1);

  if (doc.y + 50 > bottomOf(doc)) doc.addPage();
  doc
    .fillColor('#000000')
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(`Total ${money.format(s.total)}`, left, doc.y, { width, align: 'right' });
  doc.font('Helvetica').fontSize(9).fillColor(GREY).text("The month's hold-time cost, loss and damage charges and adjustments.", { width, align: 'right' });
  doc.moveDown(0.8);
  doc.text(`Times are ${look.timeZone} time.`, left, doc.y, { width });

  // The footers last, once the page count is known; written in the bottom margin, so the margin is lifted meanwhile.
  const pages = doc.bufferedPageRange();
  for (let i = pages.start; i < pages.start + pages.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(GREY)
      .text(`${look.appName} statement ${month}, ${name}. Page ${i - pages.start + 1} of ${pages.count}`, left, doc.page.height - 35, { width, align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
