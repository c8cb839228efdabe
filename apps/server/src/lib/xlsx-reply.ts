import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { XlsxStreamWriter, type XlsxCell, type XlsxColumn } from './xlsx-stream.js';

export type XlsxDownload = {
  fileName: string;
  sheetName: string;
  columns: XlsxColumn[];
  timeZone: string;
  /** APP_LOCALE: the order of a date cell's day, month and year. */
  locale: string;
  /** The rows, batch after batch (a keyset walk of the list): only one batch is held at a time. */
  batches: AsyncIterable<XlsxCell[][]>;
};

/**
 * Streams an .xlsx download: batch after batch into the sheet, each batch waiting until deflate and the client have
 * taken the previous one, so memory stays flat however many rows match and a slow client slows the export, not the
 * server. Between batches the event loop serves other requests (better-sqlite3 answers in microtasks: without the
 * explicit yield the whole export would run before anything else). An error after the first byte can only cut the
 * download (logged). The tickets export and the activity export both send theirs through here.
 */
export async function sendXlsx(request: FastifyRequest, reply: FastifyReply, d: XlsxDownload) {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const xlsx = new XlsxStreamWriter(out, d.columns, { sheetName: d.sheetName, level: 1, timeZone: d.timeZone, locale: d.locale });

  void (async () => {
    try {
      await xlsx.start();
      for await (const rows of d.batches) {
        if (out.destroyed) return;
        await xlsx.addRows(rows);
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (!out.destroyed) await xlsx.finish();
    } catch (err) {
      request.log.error({ err }, `${d.sheetName} export failed`);
      out.destroy(err as Error);
    }
  })();

  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${d.fileName}"`)
    .header('cache-control', 'no-store')
    .send(out);
}
