import { once } from 'node:events';
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { ExcelDates } from './excel-dates.js';
import { dateFormat, type DateFormat } from '@glassdesk/shared';

/**
 * A one-sheet .xlsx written as a stream, with real backpressure end to end (a million-row export at a
 * flat memory). exceljs's streaming writer buffers the sheet in memory whenever deflate is slower than the rows come
 * (its sheet buffer ignores backpressure): 400,000 tickets grew the server by 330 MB. Here each row batch is written
 * into deflate and waits for it, and deflate's output waits for the response.
 *
 * The format is the smallest SpreadsheetML workbook Excel, LibreOffice and exceljs open: inline strings (text stays
 * text, "=1+2" is never a formula), a bold, frozen header row, column widths, and real dates: a `date` column takes
 * ISO days (YYYY-MM-DD, written as that day, no zone involved), a `datetime` column ISO instants (written as the
 * wall-clock time in `timeZone`), each as Excel's day number with a dd/mm/yyyy (hh:mm) format, so the sheet sorts,
 * filters and computes with them. A value that is not such a date stays text. The zip entries use data descriptors
 * (sizes and CRC after the data), so nothing is held back; sizes stay under 4 GiB (no zip64), about 6 million rows
 * of tickets.
 */
export type XlsxColumn = { header: string; width: number; type?: 'text' | 'date' | 'datetime' };
export type XlsxCell = string | number | null | undefined;

const ENC = 'utf8';
/**
 * Characters of sheet XML built as one string: a string of this size stays under V8's 128 KB limit for objects of its
 * young generation, which a scavenge frees cheaply (a batch's sheet as one string, 1.5 MB for 1,000 tickets, was
 * allocated outside it, and only full collections freed them: +171 MB resident at a million rows).
 */
const SHEET_PIECE = 32 * 1024;
/**
 * The pieces are written as UTF-8 into a buffer of this size, which deflate takes whole: one job on libuv's pool
 * compresses it while the next batch is read and built. (Handed over piece by piece, each piece was a job of its own
 * that waited for the main thread to start it, so deflate and the rows took turns instead of running side by side.)
 */
const SHEET_BUFFER = 1024 * 1024;
/** Bytes of sheet XML deflate may hold uncompressed before the writer waits: two buffers. */
const DEFLATE_AHEAD = 2 * SHEET_BUFFER;
/** Deflate's output per job: a buffer's XML compresses to about a seventh of it, so one job takes it whole. */
const DEFLATE_CHUNK = 256 * 1024;
// eslint-disable-next-line no-control-regex -- XML 1.0 cannot hold these characters: they are what this removes.
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
// Most cells need neither: one scan for any character either replace would touch (any surrogate, paired or not)
// spares the two replaces; an export runs this on eleven cells a row.
// eslint-disable-next-line no-control-regex -- the same characters as INVALID_XML's.
const NEEDS_WORK = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\uD800-\uDFFF]/;
const xmlText = (s: string) => (NEEDS_WORK.test(s) ? s.replace(INVALID_XML, '').replace(/[&<>"]/g, (c) => ESCAPES[c]) : s);
/**
 * Text whose spaces a reader could fold or trim without xml:space="preserve": leading or trailing white space, a run
 * of it, a tab or a line break (exceljs writes it for leading or trailing white space and line breaks). Other text
 * goes without it: 21 of the sheet's 923 bytes a ticket for each of its eleven text cells, a fifth of the sheet.
 */
const SPACES = /^\s|\s$|\s\s|[\t\n\r]/;
const textXml = (s: string) => (SPACES.test(s) ? `<t xml:space="preserve">${xmlText(s)}</t>` : `<t>${xmlText(s)}</t>`);

/** "A", "B", ... "Z", "AA", ...: a column's letters. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(value: XlsxCell, ref: string, style = ''): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') return `<c r="${ref}"${style}><v>${value}</v></c>`;
  return `<c r="${ref}"${style} t="inlineStr"><is>${textXml(value)}</is></c>`;
}

// cellXfs indexes of styles.xml below: 0 plain, 1 bold header, 2 day, 3 day and time.
const STYLE = { header: ' s="1"', date: ' s="2"', datetime: ' s="3"' } as const;

const STATIC_ENTRIES = (sheetName: string, dates: DateFormat): Array<[string, string]> => [
  [
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>',
  ],
  [
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  ],
  [
    'xl/workbook.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
      'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
      `<sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
      '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
  ],
  [
    'xl/styles.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      // The app's own date format (APP_LOCALE's, as the web lists write it: dd/mm/yyyy in en-AU), never a built-in
      // one: Excel shows those in the reader's locale.
      `<numFmts count="2"><numFmt numFmtId="164" formatCode="${dates.excelDate}"/><numFmt numFmtId="165" formatCode="${dates.excelDateTime}"/></numFmts>` +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
      '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>',
  ],
];

type Entry = { name: Buffer; offset: number; crc: number; compressed: number; size: number };

export class XlsxStreamWriter {
  private offset = 0;
  private readonly entries: Entry[] = [];
  private sheet?: { deflate: zlib.DeflateRaw; entry: Entry; piped: Promise<void> };
  private rowNumber = 0;
  // Worked out once: per cell, only its row number is new.
  private readonly letters: string[];
  private readonly dates: ExcelDates;
  /** Sheet XML not yet handed to deflate (appendSheet). */
  private buffered?: Buffer;
  private bufferedLength = 0;

  constructor(
    private readonly out: Writable,
    private readonly columns: XlsxColumn[],
    private readonly opts: { sheetName: string; level?: number; timeZone?: string; locale?: string } = { sheetName: 'Sheet1' },
  ) {
    this.letters = columns.map((_, i) => columnName(i));
    this.dates = new ExcelDates(opts.timeZone);
  }

  /** The fixed parts, then the sheet's opening and its bold header row. */
  async start(): Promise<void> {
    for (const [name, xml] of STATIC_ENTRIES(this.opts.sheetName, dateFormat(this.opts.locale))) {
      const { entry, deflate, piped } = await this.openEntry(name);
      await this.finishEntry(entry, deflate, piped, Buffer.from(xml, ENC));
    }
    this.sheet = await this.openEntry('xl/worksheets/sheet1.xml');
    const cols = this.columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join('');
    const r = ++this.rowNumber;
    await this.writeSheet(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
        '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
        `<cols>${cols}</cols><sheetData>` +
        `<row r="${r}">${this.columns.map((c, i) => cellXml(c.header, `${this.letters[i]}${r}`, STYLE.header)).join('')}</row>`,
    );
  }

  /**
   * Rows of cells in column order (a cell past the columns is text); resolves once deflate has room for more
   * (backpressure).
   */
  async addRows(rows: XlsxCell[][]): Promise<void> {
    const { columns, letters, dates } = this;
    let xml = '';
    for (const row of rows) {
      const r = ++this.rowNumber;
      xml += `<row r="${r}">`;
      for (let i = 0; i < row.length; i++) {
        const value = row[i];
        const ref = `${letters[i] ?? columnName(i)}${r}`;
        const type = columns[i]?.type;
        if (typeof value === 'string' && (type === 'date' || type === 'datetime')) {
          const serial = type === 'date' ? dates.day(value) : dates.dateTime(value);
          xml += serial === null ? cellXml(value, ref) : `<c r="${ref}"${STYLE[type]}><v>${serial}</v></c>`;
        } else xml += cellXml(value, ref);
      }
      xml += '</row>';
      if (xml.length >= SHEET_PIECE) {
        this.appendSheet(xml);
        xml = '';
      }
    }
    await this.writeSheet(xml);
  }

  /** Closes the sheet, writes the zip's directory and ends the output. */
  async finish(): Promise<void> {
    const sheet = this.sheet!;
    await this.writeSheet('</sheetData></worksheet>');
    await this.finishEntry(sheet.entry, sheet.deflate, sheet.piped);
    const start = this.offset;
    for (const e of this.entries) {
      const h = Buffer.alloc(46);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(20, 4);
      h.writeUInt16LE(20, 6);
      h.writeUInt16LE(0x0808, 8);
      h.writeUInt16LE(8, 10);
      h.writeUInt32LE(DOS_TIME, 12);
      h.writeUInt32LE(e.crc, 16);
      h.writeUInt32LE(e.compressed, 20);
      h.writeUInt32LE(e.size, 24);
      h.writeUInt16LE(e.name.length, 28);
      h.writeUInt32LE(e.offset, 42);
      await this.write(Buffer.concat([h, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
    this.out.end();
  }

  /** Adds `xml` to the sheet's buffer, handing the buffer to deflate first when `xml` might not fit in it. */
  private appendSheet(xml: string) {
    const most = xml.length * 3; // UTF-8 bytes of a UTF-16 code unit, at most
    if (this.buffered && this.bufferedLength + most > this.buffered.length) this.flushSheet();
    this.buffered ??= Buffer.allocUnsafe(Math.max(SHEET_BUFFER, most));
    this.bufferedLength += this.buffered.write(xml, this.bufferedLength, ENC);
  }

  /** Hands the buffered XML to deflate. */
  private flushSheet() {
    if (!this.buffered || !this.bufferedLength) return;
    const sheet = this.sheet!;
    const buf = this.buffered.subarray(0, this.bufferedLength);
    this.buffered = undefined;
    this.bufferedLength = 0;
    sheet.entry.crc = zlib.crc32(buf, sheet.entry.crc);
    sheet.entry.size += buf.length;
    sheet.deflate.write(buf);
  }

  /** Hands `xml` and what is buffered to deflate and waits while deflate holds more than DEFLATE_AHEAD (backpressure). */
  private async writeSheet(xml: string) {
    const sheet = this.sheet!;
    if (xml) this.appendSheet(xml);
    this.flushSheet();
    if (sheet.deflate.writableNeedDrain) await once(sheet.deflate, 'drain');
  }

  private async write(buf: Buffer) {
    this.offset += buf.length;
    if (!this.out.write(buf)) await Promise.race([once(this.out, 'drain'), once(this.out, 'close')]);
  }

  /** A local header (sizes follow in a data descriptor), and a deflate stream whose output goes to `out` in order. */
  private async openEntry(name: string) {
    const entry: Entry = { name: Buffer.from(name, ENC), offset: this.offset, crc: 0, compressed: 0, size: 0 };
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(0x0808, 6);
    h.writeUInt16LE(8, 8);
    h.writeUInt32LE(DOS_TIME, 10);
    h.writeUInt16LE(entry.name.length, 26);
    await this.write(Buffer.concat([h, entry.name]));
    // Deflate takes up to DEFLATE_AHEAD before it asks the writer to wait: the next batch is read and written while
    // the last one is compressed (on libuv's pool), instead of after it. (zlib's streams take the stream options;
    // @types/node's ZlibOptions does not list them.)
    const deflate = zlib.createDeflateRaw({ level: this.opts.level ?? 6, chunkSize: DEFLATE_CHUNK, writableHighWaterMark: DEFLATE_AHEAD } as zlib.ZlibOptions);
    const piped = (async () => {
      for await (const chunk of deflate as AsyncIterable<Buffer>) {
        entry.compressed += chunk.length;
        await this.write(chunk);
      }
    })();
    return { entry, deflate, piped };
  }

  private async finishEntry(entry: Entry, deflate: zlib.DeflateRaw, piped: Promise<void>, content?: Buffer) {
    if (content) {
      entry.crc = zlib.crc32(content);
      entry.size = content.length;
      deflate.end(content);
    } else deflate.end();
    await piped;
    const d = Buffer.alloc(16);
    d.writeUInt32LE(0x08074b50, 0);
    d.writeUInt32LE(entry.crc, 4);
    d.writeUInt32LE(entry.compressed, 8);
    d.writeUInt32LE(entry.size, 12);
    await this.write(d);
    this.entries.push(entry);
  }
}

/** 2000-01-01 00:00 in MS-DOS date/time (the zip's modification time; a fixed one keeps the output reproducible). */
const DOS_TIME = ((2000 - 1980) << 25) | (1 << 21) | (1 << 16);
