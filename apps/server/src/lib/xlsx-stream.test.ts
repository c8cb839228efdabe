import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { XlsxStreamWriter, type XlsxColumn } from './xlsx-stream.js';

async function roundTrip(columns: number | XlsxColumn[], rows: Array<Array<string | number | null>>, timeZone?: string) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on('end', resolve));
  const writer = new XlsxStreamWriter(out, typeof columns === 'number' ? Array.from({ length: columns }, (_, i) => ({ header: `H${i + 1}`, width: 10 })) : columns, {
    sheetName: 'Tickets & more',
    timeZone,
  });
  await writer.start();
  await writer.addRows(rows);
  await writer.finish();
  await ended;
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0];
  const read: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => read.push((row.values as unknown[]).slice(1)));
  return { sheet, read };
}

describe('XlsxStreamWriter', () => {
  it('writes a workbook exceljs reads back: bold header, text kept exactly, numbers, empty cells, 30 columns', async () => {
    const text = ['5 < 6 & "q" > 2', '=1+2', '  spaced  ', 'Zoë 🚀', ''];
    const { sheet, read } = await roundTrip(30, [text, [1, null, 'x'], Array.from({ length: 30 }, (_, i) => `c${i}`)]);
    expect(sheet.name).toBe('Tickets & more');
    expect(read[0]).toEqual(Array.from({ length: 30 }, (_, i) => `H${i + 1}`));
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(read[1].slice(0, 4)).toEqual(text.slice(0, 4));
    expect(sheet.getRow(2).getCell(2).formula).toBeUndefined();
    expect(sheet.getRow(3).getCell(1).value).toBe(1);
    expect(sheet.getRow(3).getCell(2).value).toBeNull();
    expect(sheet.getRow(4).getCell(27).value).toBe('c26');
    expect(sheet.getRow(4).getCell(30).value).toBe('c29');
  });

  it('drops the characters XML cannot hold (control characters, lone surrogates) and keeps the rest', async () => {
    const { read } = await roundTrip(1, [['a\u0000b\u0007c\u001Fd\tE\uD800f']]);
    expect(read[1]).toEqual(['abcd\tEf']);
  });

  it('writes date columns as Excel dates: days as they are, instants on the clock of the zone, anything else as text', async () => {
    const columns: XlsxColumn[] = [
      { header: 'Day', width: 12, type: 'date' },
      { header: 'At', width: 16, type: 'datetime' },
      { header: 'Text', width: 12 },
    ];
    const rows = [
      ['2026-03-17', '2026-03-17T21:32:47.568Z', '2026-03-17'],
      [null, '', null],
      ['17/03/2026', 'soon', 'x'],
      ['2026-12-31', '2026-06-15T23:30:00.000Z', null],
    ];
    const read = async (timeZone?: string) => (await roundTrip(columns, rows, timeZone)).sheet;
    const utc = await read();
    const day = utc.getRow(2).getCell(1);
    expect(day.value).toEqual(new Date('2026-03-17T00:00:00.000Z'));
    expect(day.numFmt).toBe('dd/mm/yyyy');
    const at = utc.getRow(2).getCell(2);
    expect(at.value).toEqual(new Date('2026-03-17T21:32:47.568Z'));
    expect(at.numFmt).toBe('dd/mm/yyyy hh:mm');
    // A text column keeps a date-like text as text.
    expect(utc.getRow(2).getCell(3).value).toBe('2026-03-17');
    // Empty dates are empty cells; what is not a date stays as written.
    for (const n of [1, 2, 3]) expect(utc.getRow(3).getCell(n).value).toBeNull();
    expect(utc.getRow(4).getCell(1).value).toBe('17/03/2026');
    expect(utc.getRow(4).getCell(2).value).toBe('soon');
    expect(utc.getRow(4).getCell(2).numFmt).toBeUndefined();
    expect(utc.getRow(1).getCell(1).value).toBe('Day');

    // Sydney: the instants land on the next morning (+11 in March, +10 in June); the days do not move.
    const sydney = await read('Australia/Sydney');
    expect(sydney.getRow(2).getCell(1).value).toEqual(new Date('2026-03-17T00:00:00.000Z'));
    expect(sydney.getRow(2).getCell(2).value).toEqual(new Date('2026-03-18T08:32:47.568Z'));
    expect(sydney.getRow(5).getCell(1).value).toEqual(new Date('2026-12-31T00:00:00.000Z'));
    expect(sydney.getRow(5).getCell(2).value).toEqual(new Date('2026-06-16T09:30:00.000Z'));
  });

  it('many rows in many batches arrive whole and in order', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise((resolve) => out.on('end', resolve));
    const writer = new XlsxStreamWriter(out, [{ header: 'n', width: 8 }], { sheetName: 'S' });
    await writer.start();
    for (let b = 0; b < 20; b++) await writer.addRows(Array.from({ length: 500 }, (_, i) => [`r${b * 500 + i}`]));
    await writer.finish();
    await ended;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.rowCount).toBe(10_001);
    expect(sheet.getRow(2).getCell(1).value).toBe('r0');
    expect(sheet.getRow(10_001).getCell(1).value).toBe('r9999');
  });
  it('a batch larger than one piece handed to deflate (about 300 KB of sheet, with non-ASCII text) arrives whole and in order', async () => {
    const rows = Array.from({ length: 3_000 }, (_, i) => [`row ${i} ${'é'.repeat(20)}`, i, `Ł${i}`]);
    const { read } = await roundTrip(3, rows);
    expect(read).toHaveLength(3_001);
    expect(read[1]).toEqual([`row 0 ${'é'.repeat(20)}`, 0, 'Ł0']);
    expect(read[1_500]).toEqual([`row 1499 ${'é'.repeat(20)}`, 1499, 'Ł1499']);
    expect(read[3_000]).toEqual([`row 2999 ${'é'.repeat(20)}`, 2999, 'Ł2999']);
  });

  it('a batch of more sheet than one deflate buffer (1 MB), and one cell larger than that, arrive whole and in order', async () => {
    const wide = '€'.repeat(400_000); // 1.2 MB of UTF-8 in one cell
    const rows = [...Array.from({ length: 12_000 }, (_, i) => [`row ${i} ${'é'.repeat(30)}`, i]), [wide, -1], ['last', 12_000]];
    const { read } = await roundTrip(2, rows);
    expect(read).toHaveLength(12_003);
    expect(read[1]).toEqual([`row 0 ${'é'.repeat(30)}`, 0]);
    expect(read[8_000]).toEqual([`row 7999 ${'é'.repeat(30)}`, 7999]);
    expect(read[12_001]).toEqual([wide, -1]);
    expect(read[12_002]).toEqual(['last', 12_000]);
  });

  it('marks only text whose spaces could be lost with xml:space="preserve", and every such text reads back as typed', async () => {
    const text = ['plain words', ' lead', 'trail ', 'two  spaces', 'line\nbreak', 'tab\there', '\u00a0nbsp'];
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise((resolve) => out.on('end', resolve));
    const writer = new XlsxStreamWriter(
      out,
      text.map((_, i) => ({ header: `H${i}`, width: 8 })),
      { sheetName: 'S' },
    );
    await writer.start();
    await writer.addRows([text]);
    await writer.finish();
    await ended;
    const { read } = await roundTrip(text.length, [text]);
    expect(read[1]).toEqual(text);
    const zip = Buffer.concat(chunks);
    // The sheet's deflate stream starts right after its name in its local header.
    const at = zip.indexOf(Buffer.from('xl/worksheets/sheet1.xml')) + 'xl/worksheets/sheet1.xml'.length;
    const xml = zlib.inflateRawSync(zip.subarray(at)).toString('utf8');
    expect(xml).toContain('<is><t>plain words</t></is>');
    expect(xml).toContain('<is><t>H0</t></is>');
    for (const t of text.slice(1)) expect(xml).toContain(`<is><t xml:space="preserve">${t}</t></is>`);
  });
});
