// Counts the rows of an .xlsx sheet without loading the workbook: the zip's central directory (at the end of the
// file) gives where the sheet's entry is and its size, then the entry is inflated as a stream and its `<row `
// elements counted chunk by chunk. Memory stays flat for a million rows.
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';

/** The central directory's entries: { name, method, compressedSize, localOffset }. No zip64 (the export stays under 4 GiB). */
function centralDirectory(fd, fileSize) {
  const tailSize = Math.min(fileSize, 65_557);
  const tail = Buffer.alloc(tailSize);
  fs.readSync(fd, tail, 0, tailSize, fileSize - tailSize);
  let eocd = -1;
  for (let i = tailSize - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip file (no end of central directory)');
  const count = tail.readUInt16LE(eocd + 10);
  const size = tail.readUInt32LE(eocd + 12);
  const offset = tail.readUInt32LE(eocd + 16);
  const dir = Buffer.alloc(size);
  fs.readSync(fd, dir, 0, size, offset);
  const entries = [];
  for (let p = 0, n = 0; n < count; n++) {
    if (dir.readUInt32LE(p) !== 0x02014b50) throw new Error('bad central directory entry');
    const nameLength = dir.readUInt16LE(p + 28);
    const extraLength = dir.readUInt16LE(p + 30);
    const commentLength = dir.readUInt16LE(p + 32);
    entries.push({
      name: dir.toString('utf8', p + 46, p + 46 + nameLength),
      method: dir.readUInt16LE(p + 10),
      compressedSize: dir.readUInt32LE(p + 20),
      localOffset: dir.readUInt32LE(p + 42),
    });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Counts `<row ` in every worksheet of the .xlsx at `file`. Returns { rows, sheets }. */
export async function countXlsxRows(file) {
  const fd = fs.openSync(file, 'r');
  let entries;
  try {
    entries = centralDirectory(fd, fs.fstatSync(fd).size);
    const sheets = entries.filter((e) => /^xl\/worksheets\/[^/]+\.xml$/.test(e.name));
    let rows = 0;
    for (const sheet of sheets) {
      const local = Buffer.alloc(30);
      fs.readSync(fd, local, 0, 30, sheet.localOffset);
      const dataStart = sheet.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
      const source = fs.createReadStream(file, { start: dataStart, end: dataStart + sheet.compressedSize - 1 });
      let carry = '';
      const counter = new Writable({
        write(chunk, _enc, done) {
          const text = carry + chunk.toString('latin1');
          for (let i = text.indexOf('<row '); i >= 0; i = text.indexOf('<row ', i + 5)) rows++;
          // A '<row ' cut by the chunk's end is counted with the next chunk (the last 4 characters cannot hold a whole one).
          carry = text.slice(-4);
          done();
        },
      });
      if (sheet.method === 8) await pipeline(source, zlib.createInflateRaw(), counter);
      else await pipeline(source, counter);
    }
    return { rows, sheets: sheets.length };
  } finally {
    fs.closeSync(fd);
  }
}
