import { PassThrough } from 'node:stream';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TICKET_MESSAGES, type TicketListQuery, type TicketRow } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { eachTicketBatch } from './tickets.repository.js';

/** The export's columns: the list's, in its order, by their SPEC §3 fields. */
const COLUMNS: Array<{ header: string; key: keyof TicketRow; width: number }> = [
  { header: 'Ticket Id', key: 'ticket_id', width: 12 },
  { header: 'Created At', key: 'created_at', width: 22 },
  { header: 'Glass Order No', key: 'glass_order_no', width: 18 },
  { header: 'Customer PO No', key: 'customer_po_no', width: 18 },
  { header: 'Glass Type', key: 'glass_type', width: 18 },
  { header: 'Warranty Reason', key: 'warranty_reason', width: 20 },
  { header: 'Glass Size', key: 'glass_size', width: 14 },
  { header: 'Panel Status', key: 'panel_status', width: 14 },
  { header: 'Marks', key: 'marks', width: 20 },
  { header: 'Glass Received Date', key: 'received_date', width: 14 },
  { header: 'Expected Replacement Date', key: 'expected_date', width: 14 },
  { header: 'Business', key: 'business_name', width: 24 },
  { header: 'Customer', key: 'name', width: 24 },
  { header: 'Status', key: 'status', width: 12 },
];
export const EXPORT_HEADERS = COLUMNS.map((c) => c.header);

/**
 * Streams tickets.xlsx: exceljs's streaming writer writes each row as it comes and the zip goes straight to the
 * response, batch after batch, waiting whenever the client reads slower than the database answers. Memory stays
 * flat however many rows match. An error after the first byte can only cut the download (logged).
 */
export async function streamTicketsXlsx(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, query: TicketListQuery) {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Tickets');
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  void (async () => {
    try {
      for await (const batch of eachTicketBatch(ctx.db, query, { deleted: query.disabled, businessId: query.business })) {
        for (const row of batch) sheet.addRow(Object.fromEntries(COLUMNS.map((c) => [c.key, row[c.key] ?? '']))).commit();
        if (out.writableNeedDrain) await once(out, 'drain');
        if (out.destroyed) return;
      }
      sheet.commit();
      await workbook.commit();
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
