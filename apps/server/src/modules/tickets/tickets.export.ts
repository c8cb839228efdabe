import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TICKET_MESSAGES, type TicketListQuery, type TicketRow } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { XlsxStreamWriter, type XlsxColumn } from '../../lib/xlsx-stream.js';
import { eachTicketBatch } from './tickets.repository.js';

/**
 * The export's columns: the list's, in its order, by their SPEC §3 fields. Dates are Excel dates shown dd/mm/yyyy as
 * the list shows them: calendar days as they are, created_at with its time in the service's zone (TIME_ZONE).
 */
const COLUMNS: Array<XlsxColumn & { key: keyof TicketRow }> = [
  { header: 'Ticket Id', key: 'ticket_id', width: 12 },
  { header: 'Created At', key: 'created_at', width: 17, type: 'datetime' },
  { header: 'Glass Order No', key: 'glass_order_no', width: 18 },
  { header: 'Customer PO No', key: 'customer_po_no', width: 18 },
  { header: 'Glass Type', key: 'glass_type', width: 18 },
  { header: 'Warranty Reason', key: 'warranty_reason', width: 20 },
  { header: 'Glass Size', key: 'glass_size', width: 14 },
  { header: 'Panel Status', key: 'panel_status', width: 14 },
  { header: 'Marks', key: 'marks', width: 20 },
  { header: 'Glass Received Date', key: 'received_date', width: 14, type: 'date' },
  { header: 'Expected Replacement Date', key: 'expected_date', width: 14, type: 'date' },
  { header: 'Business', key: 'business_name', width: 24 },
  { header: 'Customer', key: 'name', width: 24 },
  { header: 'Status', key: 'status', width: 12 },
];
export const EXPORT_HEADERS = COLUMNS.map((c) => c.header);

/**
 * Streams tickets.xlsx: batch after batch from the list's keyset walk into the sheet, each batch waiting until
 * deflate and the client have taken the previous one, so memory stays flat however many rows match and a slow
 * client slows the export, not the server. Between batches the event loop serves other requests (better-sqlite3
 * answers in microtasks: without the explicit yield the whole export would run before anything else).
 * An error after the first byte can only cut the download (logged).
 */
export async function streamTicketsXlsx(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, query: TicketListQuery) {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const xlsx = new XlsxStreamWriter(out, COLUMNS, { sheetName: 'Tickets', level: 1, timeZone: ctx.config.timeZone });

  void (async () => {
    try {
      await xlsx.start();
      for await (const batch of eachTicketBatch(ctx.db, query, { deleted: query.disabled, businessId: query.business })) {
        if (out.destroyed) return;
        await xlsx.addRows(batch.map((row) => COLUMNS.map((c) => row[c.key])));
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (!out.destroyed) await xlsx.finish();
    } catch (err) {
      request.log.error({ err }, 'ticket export failed');
      out.destroy(err as Error);
    }
  })();

  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${TICKET_MESSAGES.exportFileName}"`)
    .header('cache-control', 'no-store')
    .send(out);
}
