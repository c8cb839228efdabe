import { TICKET_MESSAGES, type TicketListQuery, type TicketRow } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import type { XlsxDownload } from '../../lib/xlsx-reply.js';
import type { XlsxCell, XlsxColumn } from '../../lib/xlsx-stream.js';
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
const FIELDS = COLUMNS.map((c) => c.key);

/** tickets.xlsx from the list's keyset walk, batch by batch (lib/xlsx-reply.ts streams it: flat memory, backpressure, any size). */
export function ticketsSheet(ctx: Pick<AppContext, 'db' | 'config'>, query: TicketListQuery): XlsxDownload {
  return {
    fileName: TICKET_MESSAGES.exportFileName,
    sheetName: 'Tickets',
    columns: COLUMNS,
    timeZone: ctx.config.timeZone,
    locale: ctx.config.appLocale,
    batches: eachTicketBatch(ctx.db, query, { deleted: query.disabled, businessId: query.business }, FIELDS) as AsyncIterable<XlsxCell[][]>,
  };
}
